/// The documented properties of the reader and the editor, as failure sentences: the fuzz
/// target (fuzz/targets/pbxproj) stops on any, and the tests replay its seeds and regressions
/// and check the real projects with the same code. Not used by the product.
enum ProjectInvariants {
    /// An error points inside the text and prints as `project.pbxproj:LINE:COL: message`.
    static func checkError(_ error: ProjectFileError, in text: String) -> [String] {
        var failures: [String] = []
        let lines = text.utf8.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        if let line = error.line, let column = error.column {
            if !(1...lines).contains(line) { failures.append("error line \(line) outside 1...\(lines): \(error)") }
            if !(1...(text.utf8.count + 1)).contains(column) {
                failures.append("error column \(column) out of range: \(error)")
            }
            if !error.description.hasPrefix("project.pbxproj:\(line):\(column): ") {
                failures.append("error format: \(error)")
            }
        }
        if error.message.isEmpty { failures.append("empty error message") }
        return failures
    }

    /// Every value's range lies inside its parent's, in order, starts and ends with its
    /// delimiters, and (for strings and data) reads alone as the same value; the root's slice
    /// reads alone with the same number of values.
    static func checkRanges(_ document: PlistDocument) -> [String] {
        let bytes = document.bytes
        var failures: [String] = []
        for index in document.nodes.indices {
            let node = document[index]
            let range = document.range(index)
            guard range.lowerBound >= 0, range.lowerBound < range.upperBound, range.upperBound <= bytes.count else {
                failures.append("range \(range) out of bounds")
                continue
            }
            let first = bytes[range.lowerBound]
            let last = bytes[range.upperBound - 1]
            let delimited =
                switch node.kind {
                case .unquotedString: bytes[range].allSatisfy(PlistLexer.isUnquotedCharacter)
                case .quotedString:
                    range.count >= 2 && (first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")) && last == first
                case .data: first == UInt8(ascii: "<") && last == UInt8(ascii: ">")
                case .array: first == UInt8(ascii: "(") && last == UInt8(ascii: ")")
                case .dictionary: first == UInt8(ascii: "{") && last == UInt8(ascii: "}") && node.childCount % 2 == 0
                }
            if !delimited { failures.append("\(node.kind) at \(range) is not delimited as one") }
            var previousEnd = range.lowerBound + 1
            for child in document.childIndices(index) {
                let childRange = document.range(Int(child))
                if childRange.lowerBound < previousEnd || childRange.upperBound >= range.upperBound {
                    failures.append("child range \(childRange) not inside \(range) in order")
                }
                previousEnd = childRange.upperBound
            }
            if node.kind != .array && node.kind != .dictionary {
                let alone = try? PlistParser.parse(Array(bytes[range]))
                if alone.map({
                    $0[$0.root].kind == node.kind && $0.string($0.root) == document.string(index)
                        && $0.data($0.root) == document.data(index)
                }) != true {
                    failures.append("the slice \(range) does not read alone as the same \(node.kind)")
                }
            }
        }
        let root = document.range(document.root)
        if (try? PlistParser.parse(Array(bytes[root])))?.nodes.count != document.nodes.count {
            failures.append("the root's slice reads with another number of values")
        }
        let (line, column) = document.location(of: root.lowerBound)
        if PlistLexer.location(of: root.lowerBound, in: bytes) != (line, column) {
            failures.append("the line table disagrees with counting")
        }
        return failures
    }

    /// Reading, then (for a project) adding a small module: a typed error, or text that reads
    /// again, where the files resolve, a second run is a no-op, and removal reads and drops them.
    static func check(_ text: String) -> [String] {
        var failures: [String] = []
        do {
            failures += checkRanges(try PlistParser.parse(Array(text.utf8)))
        } catch {
            return checkError(error, in: text)
        }
        let project: ProjectFile
        do {
            project = try ProjectFile(text: text)
        } catch {
            return failures + checkError(error, in: text)
        }
        let names = project.targetNames
        let app = names.first.map { [$0] } ?? []
        let tests = names.count > 1 ? [names[1]] : app
        let additions = [
            ProjectEdit.Addition(path: "App/Modules/Login/LoginView.swift", targets: app),
            ProjectEdit.Addition(path: "App/Modules/Login/LoginPresenter.swift", targets: app),
            ProjectEdit.Addition(path: "Root.swift", targets: app + tests),
            ProjectEdit.Addition(path: "AppTests/Login Tests/LoginTests.swift", targets: tests)
        ]
        let result: ProjectEditResult
        do {
            result = try project.adding(additions)
        } catch {
            return failures + checkError(error, in: text)
        }
        if result.changed != (result.text != text) { failures.append("changed disagrees with the text") }
        do {
            let edited = try ProjectFile(text: result.text)
            let paths = edited.resolvedTreePaths()
            let synchronized = Set(result.synchronized.map(\.path))
            for addition in additions where !synchronized.contains(addition.path) {
                if !edited.treeOrder.contains(where: { paths[$0] == addition.path && edited.fileReference($0) != nil })
                {
                    failures.append("\(addition.path) does not resolve after adding")
                }
            }
            let again = try edited.adding(additions)
            if again.changed || again.text != result.text { failures.append("adding twice changed the text") }
            let removedText = try edited.removing(paths: result.files).text
            let removed = try ProjectFile(text: removedText)
            let left = removed.resolvedTreePaths()
            for path in result.files
            where removed.treeOrder.contains(where: { left[$0] == path && removed.fileReference($0) != nil }) {
                failures.append("\(path) still resolves after removal")
            }
            if result.createdGroups.isEmpty {
                // An opened `( )` keeps its new line break and a comma added after a last element stays.
                let significant = { (text: String) in
                    text.utf8.filter { !PlistLexer.isWhitespace($0) && $0 != UInt8(ascii: ",") }
                }
                if significant(removedText) != significant(text) { failures.append("removal did not restore the text") }
            }
        } catch {
            failures.append("editing the edited project failed: \(error)")
        }
        return failures
    }
}
