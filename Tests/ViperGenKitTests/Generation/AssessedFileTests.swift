import Testing

@testable import ViperGenKit

/// `AssessedFile` keeps its fields in a shared box until one copy changes (copy on write): it
/// must still behave as a value.
@Suite struct AssessedFileTests {
    static func file(_ name: String = "LoginView.swift") -> PlannedFile {
        PlannedFile(
            root: "App", relativePath: "Login/\(name)", contents: "struct A {}\n", module: "Login", template: "t",
            kind: .source)
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = AssessedFile(file: Self.file(), status: .create, note: "new")
        var copy = original
        copy.status = .merge
        copy.note = nil
        copy.conflicts = []
        copy.markerLines = [3]
        copy.recordsAsEdit = true
        copy.generatedSHA256 = "abc"
        #expect(original.status == .create)
        #expect(original.note == "new")
        #expect(original.markerLines.isEmpty)
        #expect(!original.recordsAsEdit)
        #expect(original.generatedSHA256 == nil)
        #expect(copy.status == .merge && copy.note == nil && copy.markerLines == [3] && copy.recordsAsEdit)
        #expect(copy != original)
    }

    @Test func equalFieldsInSeparateBoxesAreEqualAndHashAlike() {
        var first = AssessedFile(file: Self.file(), status: .update, previous: "old")
        var second = AssessedFile(file: Self.file(), status: .create, previous: "old")
        second.status = .update
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        first.bytes = [0xFF]
        #expect(first != second)
        #expect(Set([first, second]).count == 2)
    }

    @Test func changingAnElementOfAnArrayChangesOnlyThatElement() {
        var files = [AssessedFile(file: Self.file("A.swift"), status: .create)]
        let before = files
        files[0].status = .unchanged
        files.append(files[0])
        files[1].note = "second"
        #expect(before[0].status == .create)
        #expect(files[0].status == .unchanged && files[0].note == nil)
        #expect(files[1].status == .unchanged && files[1].note == "second")
    }
}
