import SwiftSource

extension FileSummaryReader {
    /// The cases an enum declares directly in its body (`case outOfRange, today`,
    /// `case failed(Error)`, `case red = "r"`), in order: members a test reaches as
    /// `NearTermDateRelation.outOfRange` or `.outOfRange`.
    func enumCases(_ type: TypeDeclaration) -> [String] {
        guard type.kind == .enum, let body = type.bodyRange, !bytes.isEmpty else { return [] }
        let tokens = source.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < body.lowerBound { low = mid + 1 } else { high = mid }
        }
        func isWord(_ i: Int, _ word: String) -> Bool {
            tokens[i].kind == .keyword && tokens[i].range.count == word.utf8.count
                && bytes[tokens[i].range].elementsEqual(word.utf8)
        }
        var cases: [String] = []
        var depth = 0  // braces, brackets and parentheses inside the body
        var inCaseList = false  // after `case`, up to the next declaration word at depth 0
        var expectingName = false
        var i = low + 1
        while i < tokens.count, tokens[i].start < body.upperBound - 1 {
            let token = tokens[i]
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            case .keyword, .attribute, .semicolon, .poundDirective:
                if depth == 0 {
                    inCaseList = token.kind == .keyword && isWord(i, "case")
                    expectingName = inCaseList
                }
            case .comma:
                if depth == 0 && inCaseList { expectingName = true }
            case .identifier, .backtickIdentifier:
                if depth == 0 && expectingName {
                    var name = String(decoding: bytes[token.range], as: UTF8.self)
                    if token.kind == .backtickIdentifier { name = String(name.dropFirst().dropLast()) }
                    cases.append(name)
                    expectingName = false
                }
            default: break
            }
            i += 1
        }
        return cases
    }

    /// The members of each extension of a type not declared in this file (`extension Calendar
    /// { func nearTermRelation(…) }`, `extension LoginPresenter: LoginViewOutput` in its own
    /// file): the unit holding the file holds that code, and a test calling it tests the unit.
    /// Non-private functions and properties, as ``TypeSummary/memberNames``.
    func extensionMembers() -> [ExtensionMembers] {
        var result: [ExtensionMembers] = []
        var indexOf: [Int: Int] = [:]
        for index in source.types.indices
        where source.types[index].kind == .extension && source.types[index].parent == nil && groupOfType[index] < 0 {
            indexOf[index] = result.count
            let written = source.types[index].name
            let name = written.split(separator: ".").last.map(String.init) ?? written
            result.append(ExtensionMembers(type: name, members: []))
        }
        guard !result.isEmpty else { return [] }
        let hidden: (_ modifiers: Modifiers) -> Bool = { !$0.isDisjoint(with: [.private, .fileprivate]) }
        for function in source.functions
        where function.kind == .function && function.parentFunction == nil && !hidden(function.modifiers) {
            if let parent = function.parentType, let slot = indexOf[parent] {
                result[slot].members.append(function.name)
            }
        }
        for property in source.properties where !hidden(property.modifiers) {
            if let parent = property.parentType, let slot = indexOf[parent] {
                result[slot].members.append(property.name)
            }
        }
        return result.filter { !$0.members.isEmpty }
    }
}

/// The members an extension of a type declared elsewhere adds (see
/// ``FileSummaryReader/extensionMembers()``).
package struct ExtensionMembers: Sendable, Hashable {
    /// The extended type, its last component (`Calendar`, `Bar` for `extension Foo.Bar`).
    package var type: String
    /// Its non-private functions and properties.
    package var members: [String]
}
