// libFuzzer target: the XcodeProject module's plist reader, object model and text editor.
//
// The input is read as UTF-8 text (invalid bytes repaired). Invariants:
//   - reading never crashes or hangs; an error points at a 1-based line and column inside the
//     text and prints as `project.pbxproj:LINE:COL: message`;
//   - every value's byte range lies inside its parent's, siblings in order, and slices to text
//     that starts and ends with the value's delimiters and reads back alone as the same value;
//   - for a text that reads as a project, adding a small module either throws a typed error or
//     gives text that reads again, in which every added file resolves to its path, adding again
//     changes nothing, and removing the added files reads again and drops them.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkReader(text)
    checkEditor(text)
    return 0
}

private func checkError(_ error: ProjectFileError, in text: String) {
    let lines = text.utf8.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    if let line = error.line, let column = error.column {
        invariant(line >= 1 && line <= lines, "error line \(line) outside 1...\(lines): \(error)")
        invariant(column >= 1 && column <= text.utf8.count + 1, "error column \(column) out of range: \(error)")
        invariant(error.description.hasPrefix("project.pbxproj:\(line):\(column): "), "error format: \(error)")
    }
    invariant(!error.message.isEmpty, "empty error message")
}

private func checkReader(_ text: String) {
    let bytes = Array(text.utf8)
    let document: PlistDocument
    do {
        document = try PlistParser.parse(bytes)
    } catch {
        checkError(error, in: text)
        return
    }
    for index in document.nodes.indices {
        let node = document[index], range = document.range(index)
        invariant(range.lowerBound >= 0 && range.lowerBound < range.upperBound && range.upperBound <= bytes.count, "range \(range) out of bounds")
        let first = bytes[range.lowerBound], last = bytes[range.upperBound - 1]
        switch node.kind {
        case .unquotedString:
            invariant(bytes[range].allSatisfy(PlistLexer.isUnquotedCharacter), "unquoted string with other characters")
        case .quotedString:
            invariant(range.count >= 2 && (first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")) && last == first, "quoted string without its quotes")
        case .data:
            invariant(first == UInt8(ascii: "<") && last == UInt8(ascii: ">"), "data without <>")
        case .array:
            invariant(first == UInt8(ascii: "(") && last == UInt8(ascii: ")"), "array without ()")
        case .dictionary:
            invariant(first == UInt8(ascii: "{") && last == UInt8(ascii: "}"), "dictionary without {}")
            invariant(node.childCount % 2 == 0, "dictionary with an odd number of children")
        }
        var previousEnd = range.lowerBound + 1
        for child in document.childIndices(index) {
            let childRange = document.range(Int(child))
            invariant(childRange.lowerBound >= previousEnd && childRange.upperBound < range.upperBound, "child range \(childRange) not inside \(range) in order")
            previousEnd = childRange.upperBound
        }
        // A leaf read alone is the same value.
        if node.kind != .array && node.kind != .dictionary {
            guard let alone = try? PlistParser.parse(Array(bytes[range])) else {
                invariant(false, "the slice \(range) of a \(node.kind) does not read alone")
                return
            }
            invariant(alone[alone.root].kind == node.kind, "the slice of a \(node.kind) reads as \(alone[alone.root].kind)")
            invariant(alone.string(alone.root) == document.string(index) && alone.data(alone.root) == document.data(index), "the slice reads as another value")
        }
    }
    // The root read alone has the same shape.
    let root = document.range(document.root)
    let alone = try? PlistParser.parse(Array(bytes[root]))
    invariant(alone?.nodes.count == document.nodes.count, "the root's slice reads with another number of values")
    let (line, column) = document.location(of: root.lowerBound)
    invariant(PlistLexer.location(of: root.lowerBound, in: bytes) == (line, column), "line table disagrees with counting")
}

private func checkEditor(_ text: String) {
    let project: ProjectFile
    do {
        project = try ProjectFile(text: text)
    } catch {
        checkError(error, in: text)
        return
    }
    let names = project.targetNames
    let app = names.first.map { [$0] } ?? [], tests = names.count > 1 ? [names[1]] : app
    let additions = [
        ProjectEdit.Addition(path: "App/Modules/Login/LoginView.swift", targets: app),
        ProjectEdit.Addition(path: "App/Modules/Login/LoginPresenter.swift", targets: app),
        ProjectEdit.Addition(path: "Root.swift", targets: app + tests),
        ProjectEdit.Addition(path: "AppTests/Login Tests/LoginTests.swift", targets: tests),
    ]
    let result: ProjectEditResult
    do {
        result = try project.adding(additions)
    } catch {
        checkError(error, in: text)
        return
    }
    invariant(result.changed == (result.text != text), "changed disagrees with the text")
    let edited: ProjectFile
    do {
        edited = try ProjectFile(text: result.text)
    } catch {
        invariant(false, "the edited text does not read: \(error)\n\(result.text)")
        return
    }
    let resolved = edited.resolvedTreePaths()
    let synchronized = Set(result.synchronized.map(\.path))
    for addition in additions where !synchronized.contains(addition.path) {
        invariant(edited.treeOrder.contains { resolved[$0] == addition.path && edited.fileReference($0) != nil },
                  "\(addition.path) does not resolve after adding\n\(result.text)")
    }
    do {
        let again = try edited.adding(additions)
        invariant(!again.changed && again.text == result.text, "adding twice changed the text\n\(result.text)")
        let removed = try edited.removing(paths: result.files)
        let after = try ProjectFile(text: removed.text)
        let afterPaths = after.resolvedTreePaths()
        for path in result.files {
            invariant(!after.treeOrder.contains { afterPaths[$0] == path && after.fileReference($0) != nil }, "\(path) still resolves after removal")
        }
        if result.createdGroups.isEmpty {
            // An opened `( )` keeps its new line break and a comma added after a last element stays.
            let significant = { (text: String) in text.utf8.filter { !PlistLexer.isWhitespace($0) && $0 != UInt8(ascii: ",") } }
            invariant(significant(removed.text) == significant(text), "removal did not restore the text\n\(removed.text)")
        }
    } catch {
        invariant(false, "editing the edited project failed: \(error)\n\(result.text)")
    }
}
