/// The top-level services and entities, generated once into a folder of their own.
package enum SharedDeclarations {
    /// The folder below the output roots, and the module name their files have in the lock and
    /// in reports. A module of this name is refused while there are shared declarations.
    package static let moduleName = "Shared"
    /// The template set that renders them.
    package static let templateSet = "shared"
}
