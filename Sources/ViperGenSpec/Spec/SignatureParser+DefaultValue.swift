extension SignatureParser {
    /// Where a default value ends.
    package enum DefaultValueContext {
        /// At a top-level `,` or `)` of the parameter list opened at this column.
        case parameterList(openedAt: Int)
        /// At the end of a field entry.
        case field
    }

    /// Scans a default value after `=` as raw text, keeping brackets, parentheses, braces and
    /// string literals (raw strings and interpolations included) balanced, and returns it
    /// trimmed. Stops before the terminator; iterative, so nesting depth costs no stack.
    package mutating func scanDefaultValue(_ context: DefaultValueContext) throws(SignatureError) -> String {
        enum Frame {
            case open(Character, column: Int)
            case string(hashes: Int, column: Int)
            case interpolation(column: Int)
        }
        var stack: [Frame] = []
        var i = index
        let closers: [Character: Character] = ["(": ")", "[": "]", "{": "}"]

        /// The run of `#` starting at `position`, capped at `limit`.
        func hashes(at position: Int, limit: Int) -> Int {
            var count = 0
            while count < limit, position + count < chars.count, chars[position + count] == "#" { count += 1 }
            return count
        }

        scanning: while i < chars.count {
            let character = chars[i]
            if case .string(let needed, _)? = stack.last {
                if character == "\\" {
                    let found = hashes(at: i + 1, limit: needed)
                    let next = i + 1 + found
                    if found == needed, next < chars.count {
                        if chars[next] == "(" { stack.append(.interpolation(column: next + 1)) }
                        i = next + 1
                    } else {
                        i = next
                    }
                } else if character == "\"" {
                    let found = hashes(at: i + 1, limit: needed)
                    if found == needed { stack.removeLast() }
                    i += 1 + found
                } else {
                    i += 1
                }
                continue
            }
            switch character {
            case "#", "\"":
                let found = hashes(at: i, limit: Int.max)
                if i + found < chars.count, chars[i + found] == "\"" {
                    stack.append(.string(hashes: found, column: i + 1))
                    i += found + 1
                } else {
                    i += max(found, 1)
                }
            case "(", "[", "{":
                stack.append(.open(character, column: i + 1))
                i += 1
            case ")", "]", "}":
                switch stack.last {
                case nil:
                    if character == ")", case .parameterList = context { break scanning }
                    throw SignatureError(column: i + 1, reason: "unexpected '\(character)' in the default value")
                case .open(let opener, let column)?:
                    guard closers[opener] == character else {
                        throw SignatureError(
                            column: i + 1,
                            reason:
                                "expected '\(closers[opener] ?? ")")' to close the '\(opener)' opened at column \(column)"
                        )
                    }
                    stack.removeLast()
                case .interpolation(let column)?:
                    guard character == ")" else {
                        throw SignatureError(
                            column: i + 1, reason: "expected ')' to close the interpolation opened at column \(column)")
                    }
                    stack.removeLast()
                case .string?:
                    break
                }
                i += 1
            case ",":
                if stack.isEmpty {
                    if case .parameterList = context { break scanning }
                    throw SignatureError(
                        column: i + 1, reason: "unexpected ',' after the default value; declare one field per entry")
                }
                i += 1
            default:
                i += 1
            }
        }
        let value = trimmed(chars[index..<i])
        guard !value.isEmpty else {
            throw SignatureError(
                column: i < chars.count ? i + 1 : endColumn, reason: "expected a default value after '='")
        }
        if let frame = stack.last {
            let reason: String
            switch frame {
            case .open(let opener, let column):
                reason = "expected '\(closers[opener] ?? ")")' to close the '\(opener)' opened at column \(column)"
            case .string(_, let column): reason = "expected '\"' to close the string opened at column \(column)"
            case .interpolation(let column):
                reason = "expected ')' to close the interpolation opened at column \(column)"
            }
            throw SignatureError(column: endColumn, reason: reason)
        }
        if i >= chars.count, case .parameterList(let column) = context {
            throw SignatureError(
                column: endColumn, reason: "expected ')' to close the parameter list opened at column \(column)")
        }
        index = i
        lastConsumed = value
        return value
    }
}
