/// `viper-gen adopt [MODULES]`: records the existing files of the spec's modules in
/// viper-gen.lock as the user's edited version of today's rendering (the lock's base for them
/// becomes today's rendering), so that the next spec change merges into them instead of
/// conflicting as files the lock does not list. Writes viper-gen.lock only, under the run lock;
/// the report says, file by file, what it recorded and what it skipped and why (missing,
/// already tracked, conflict markers left, a module generated from an earlier spec).
///
/// It is the generate pipeline with `ConflictPolicy.adopt`: the same spec, resolution,
/// rendering and lock, but no clash check, no Xcode project edit, no orphans and no file
/// written but the lock.
package struct AdoptRun {
    /// The modules to adopt; empty: every module of the spec.
    package var moduleNames: [String]
    /// The generate request the adoption runs as (`mode`: `.write` or `.dryRun`; its policy is set here).
    package var request: GenerateRequest
    package var fileSystem: any FileSystem

    package init(moduleNames: [String], request: GenerateRequest, fileSystem: any FileSystem = LocalFileSystem()) {
        self.moduleNames = moduleNames
        self.request = request
        self.fileSystem = fileSystem
    }

    /// Runs the adoption.
    package func run() -> GenerateOutcome {
        var adopt = request
        adopt.moduleNames = moduleNames
        adopt.policy = .adopt
        adopt.prune = false
        if adopt.mode == .check { adopt.mode = .dryRun }
        return GenerateRun(adopt, fileSystem: fileSystem).run()
    }
}
