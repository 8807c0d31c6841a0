/// One module of the report.
package struct ModuleReport: Sendable, Hashable {
    /// Its name (see ``DetectedModule/name``).
    package var name: String
    /// Its folder, relative to the root.
    package var path: String
    /// Its pattern; nil for a folder outside every module that is listed only for its
    /// violations.
    package var pattern: ArchitecturePattern?
    /// Why that pattern.
    package var evidence: [String]
    /// Its measurements.
    package var metrics: ModuleMetrics
    /// Its layering violations, sorted by file and line.
    package var violations: [Violation]
    /// Its files.
    package var files: [String]
}
