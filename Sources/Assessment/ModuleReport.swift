/// One module of the report.
public struct ModuleReport: Sendable, Hashable {
    /// Its name (see ``DetectedModule/name``).
    public var name: String
    /// Its folder, relative to the root.
    public var path: String
    /// Its pattern; nil for a folder outside every module that is listed only for its
    /// violations.
    public var pattern: ArchitecturePattern?
    /// Why that pattern.
    public var evidence: [String]
    /// Its measurements.
    public var metrics: ModuleMetrics
    /// Its layering violations, sorted by file and line.
    public var violations: [Violation]
    /// Its files.
    public var files: [String]
}
