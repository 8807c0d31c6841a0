/// Where a run's generated Swift files land and what is already there: one target of an Xcode
/// project, or, without a project, the source root the output folder sits in.
package struct ReceivingScope: Sendable, Hashable {
    /// Which of the two it is.
    package enum Kind: Sendable, Hashable {
        /// A target of an Xcode project (`App.xcodeproj`, relative to the run's folder).
        case target(name: String, project: String)
        /// A source root without a project, as shown from the working directory (`""`: the
        /// working directory itself).
        case folder(display: String)
    }

    package var kind: Kind
    /// The Swift files it already compiles (or holds), with their types once read.
    package var existing: [ExistingSource]
    /// The generated Swift files that would go into it, in plan order.
    package var generated: [GeneratedSource]

    package init(kind: Kind, existing: [ExistingSource], generated: [GeneratedSource]) {
        self.kind = kind
        self.existing = existing
        self.generated = generated
    }

    /// How a message names it: `target "App"`, `the folder Sources/App`, `this folder`.
    var subject: String {
        switch kind {
        case .target(let name, _): "target \"\(name)\""
        case .folder(let display): display.isEmpty || display == "." ? "this folder" : "the folder \(display)"
        }
    }

    /// What it does with a file: a target compiles it, a folder holds it.
    var verb: String {
        switch kind {
        case .target: "compiles"
        case .folder: "holds"
        }
    }
}
