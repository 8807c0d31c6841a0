/// A module found by ``ModuleDetector``: a folder, or a type-name stem inside a folder, whose
/// types play architectural roles.
public struct DetectedModule: Sendable, Hashable {
    /// The screen name: the stem of its role types (`Login`), or the folder's name for a folder
    /// of view controllers only.
    public var name: String
    /// Its folder, relative to the root (`""` for the root itself).
    public var path: String
    /// The pattern its roles make.
    public var pattern: ArchitecturePattern
    /// Why: the role types found and the structural rule applied.
    public var evidence: [String]
    /// Its files, sorted.
    public var files: [String]
}
