/// A module found by ``ModuleDetector``: a folder, or a type-name stem inside a folder, whose
/// types play architectural roles.
package struct DetectedModule: Sendable, Hashable {
    /// The screen name: the stem of its role types (`Login`), or the folder's name for a folder
    /// of view controllers only.
    package var name: String
    /// Its folder, relative to the root (`""` for the root itself).
    package var path: String
    /// The pattern its roles make.
    package var pattern: ArchitecturePattern
    /// Why: the role types found and the structural rule applied.
    package var evidence: [String]
    /// Its files, sorted.
    package var files: [String]
}
