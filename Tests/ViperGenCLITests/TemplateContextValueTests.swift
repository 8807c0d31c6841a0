import Foundation
import Mustache
import TestSupport
import Testing
import ViperGenKit

/// The contexts' member-by-member values (`TemplateContext+Value.swift`, what generation
/// renders with) equal what `ValueEncoder` makes of their `Encodable` conformances, for every
/// pattern, UI flavour, binding and test framework and for every spec fixture: a member added to
/// a context and left out of its value fails here.
struct TemplateContextValueTests {
    @Test func theWrittenOutValuesAreTheEncodedOnes() throws {
        var checked = 0
        for spec in try Self.specs() {
            let folder = FileManager.default.temporaryDirectory.path
            let resolution = try Resolver(flags: GenerationOptions(), moduleNames: [], workingDirectory: folder)
                .resolve(
                    spec: Resolver.SpecFile(data: spec, display: "viper-gen.json", directory: folder),
                    readTemplates: { _ in [:] })
            let builder = resolution.contextBuilder
            for module in resolution.modules {
                let typed = builder.moduleContext(for: module)
                let encoded = try ValueEncoder().encode(typed)
                #expect(
                    typed.mustacheValue == encoded,
                    "\(module.name): the written-out value differs from the encoded one; run python3 Tools/make-context-values.py"
                )
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// The combination spec of the contract test, and the spec fixtures.
    static func specs() throws -> [Data] {
        var specs = [try TemplateContextContractTests.combinationSpec()]
        let folder = CLIRunner.repositoryRoot.appendingPathComponent("Tests/Fixtures/Specs")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".json") {
            specs.append(try Data(contentsOf: folder.appendingPathComponent(file)))
        }
        return specs
    }
}
