/// What `viper-gen generate` was asked to do, as values: the command line's options, without
/// the words they were spelled with.
package struct GenerateRequest: Sendable {
    /// Whether the run writes, only shows its plan, or checks for drift.
    package enum Mode: Sendable, Hashable {
        /// Write the plan (the default).
        case write
        /// `--dry-run`: show the plan, write nothing.
        case dryRun
        /// `--check`: show the plan, write nothing, fail on drift.
        case check
    }

    /// The options given as flags (the top layer of the options).
    package var flags: GenerationOptions
    /// The modules named on the command line; empty: every module of the spec.
    package var moduleNames: [String]
    /// `--spec FILE` as typed (relative to the working directory), if given.
    package var specPath: String?
    /// The absolute folder the command runs in.
    package var workingDirectory: String
    package var mode: Mode
    package var policy: ConflictPolicy
    /// `--prune`: delete orphans still as generated.
    package var prune: Bool
    /// Stops a run that is writing (SIGINT, SIGTERM); nil: nothing stops it.
    package var interruption: Interruption?
    /// A new text for the spec (`viper-gen add`): the run reads it instead of the file and writes
    /// it with the generated files, in the same journal, so a failed or interrupted run leaves
    /// the spec as it was. `specPath` must name the spec.
    package var specEdit: String?
    /// How many seconds to wait for another run on the same spec to finish before giving up
    /// (`RunLock`, 10 s by default); 0: give up at once. For `--wait SECONDS`.
    package var runLockWait: Double
    /// Called once, with a warning to show at once, when the run starts waiting for another
    /// (the outcome comes only at the end); nil: wait silently.
    package var runLockWaiting: (@Sendable (Diagnostic) -> Void)?

    package init(
        flags: GenerationOptions = GenerationOptions(), moduleNames: [String] = [], specPath: String? = nil,
        workingDirectory: String, mode: Mode = .write, policy: ConflictPolicy = .fail, prune: Bool = false,
        interruption: Interruption? = nil, runLockWait: Double = RunLock.defaultWait,
        runLockWaiting: (@Sendable (Diagnostic) -> Void)? = nil
    ) {
        self.flags = flags
        self.moduleNames = moduleNames
        self.specPath = specPath
        self.workingDirectory = workingDirectory
        self.mode = mode
        self.policy = policy
        self.prune = prune
        self.interruption = interruption
        self.runLockWait = runLockWait
        self.runLockWaiting = runLockWaiting
    }
}
