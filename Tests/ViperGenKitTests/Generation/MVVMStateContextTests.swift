import Mustache
import Testing

@testable import ViperGenKit

/// MVVM's state struct: `Equatable` only when the spec shows every member is, and the members a
/// generated test can change.
@Suite struct MVVMStateContextTests {
    static func context(state: [FieldDeclaration], entities: [ModuleSpec.Entity] = []) -> Value {
        ContextBuilderTests.context(ModuleSpec(name: "Feed", pattern: .mvvm, state: state, entities: entities))
    }

    static func names(_ value: Value?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let name)? = $0["name"] { name } else { nil } }
    }

    @Test func theStateStructIsNamedAfterTheViewModel() {
        #expect(Self.context(state: [])["names"]?["viewModelState"] == "FeedViewModelState")
    }

    @Test func knownEquatableMembersMakeAnEquatableState() {
        let context = Self.context(
            state: [
                .init(name: "isLoading", type: "Bool"), .init(name: "items", type: "[Article]"),
                .init(name: "updated", type: "Date?"), .init(name: "tags", type: "Set<String>")
            ],
            entities: [.init(name: "Article", fields: [.init(name: "title", type: "String")])])
        #expect(context["stateIsEquatable"] == true)
    }

    @Test(arguments: ["Photo", "[Photo]", "() -> Void", "any Error", "(Int, Int)"])
    func aMemberNotKnownToBeEquatableLeavesTheStateWithoutTheConformance(type: String) {
        let context = Self.context(
            state: [.init(name: "isLoading", type: "Bool"), .init(name: "other", type: TypeSyntax(stringLiteral: type))]
        )
        #expect(context["stateIsEquatable"] == false, "\(type)")
    }

    @Test func theTransitionHoldsTheMembersWhoseSampleDiffersFromTheInitialValue() {
        // `photo` has no sample (a type of the app); `isOn` starts at its sample, `true`; a
        // closure has one (set, though it does not compare).
        let context = Self.context(state: [
            .init(name: "isLoading", type: "Bool"), .init(name: "photo", type: "Photo"),
            .init(name: "isOn", type: "Bool", defaultValue: "true"), .init(name: "handler", type: "(() -> Void)?")
        ])
        #expect(Self.names(context["stateTransition"]) == ["isLoading", "handler"])
        #expect(context["hasStateTransition"] == true)
        #expect(context["hasComparableStateTransition"] == true)
        let none = Self.context(state: [.init(name: "photo", type: "Photo")])
        #expect(none["hasStateTransition"] == false)
        #expect(none["hasComparableStateTransition"] == false)
    }
}
