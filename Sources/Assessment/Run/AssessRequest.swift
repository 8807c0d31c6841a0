/// What `viper-gen assess` was asked to do, as values: the command line's options, checked,
/// without the words they were spelled with.
package struct AssessRequest {
    /// The folder of the Swift code, as given (`.` by default).
    package var root: String
    /// Swift files larger than this many bytes are skipped (`--max-file-size`).
    package var maximumFileSize: Int
    /// Whether the JSON report's files section is wanted: it is then encoded on another core
    /// while the project pass runs (`--format json`).
    package var encodesFilesSection: Bool
    /// The text of an earlier `--format json` report to compare with (`--baseline FILE`).
    package var baseline: String?
    /// The lowest maintainability index that passes (`--fail-under N`); nil: any.
    package var minimumIndex: Int?
    /// Called once, before the (long) assessment, with the files that could not be assessed, so
    /// that they are named at once; nil: they are only in the outcome.
    package var skippedFound: (([SkippedFile]) -> Void)?
    /// The architecture the spec declares, to check the code against (`--spec FILE`).
    package var architecture: DeclaredArchitecture?
    /// `--fail-on drift`: any spec finding fails the run.
    package var failsOnDrift = false

    package init(
        root: String, maximumFileSize: Int = SourceTree.defaultMaximumFileSize, encodesFilesSection: Bool = false,
        baseline: String? = nil, minimumIndex: Int? = nil, skippedFound: (([SkippedFile]) -> Void)? = nil
    ) {
        self.root = root
        self.maximumFileSize = maximumFileSize
        self.encodesFilesSection = encodesFilesSection
        self.baseline = baseline
        self.minimumIndex = minimumIndex
        self.skippedFound = skippedFound
    }
}
