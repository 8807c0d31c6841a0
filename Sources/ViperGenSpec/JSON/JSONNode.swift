/// A JSON value with where it was written: its position in the file and its key path.
///
/// The spec decoder needs both for every message: `viper-gen.json:14:17: error: modules[2].name: ...`.
package struct JSONNode: Sendable, Hashable {
    /// The value itself. Containers hold nodes, so every nested value keeps its position.
    package enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        /// A number, as written (`12`, `-0.5e3`): the spec has no numeric fields, so no
        /// precision is lost by converting it.
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in document order. Keys are unique: the parser refuses duplicates.
        case object([JSONMember])
    }

    package var value: Value
    /// Where the value starts: its first character (`"`, `{`, `[`, a digit, `-`, `t`, `f`, `n`).
    package var position: SourcePosition
    /// The offset of that first character in the UTF-8 input, counting a byte order mark.
    package var offset: Int
    /// Where the value is in the document.
    package var path: JSONPath

    package init(value: Value, position: SourcePosition, offset: Int, path: JSONPath) {
        self.value = value
        self.position = position
        self.offset = offset
        self.path = path
    }

    /// The path as text, such as `modules[3].interactorOutput[1]`; empty for the root.
    package var keyPath: String { path.description }

    package var line: Int { position.line }
    package var column: Int { position.column }

    /// The value's JSON type with its article, for messages: `a string`, `an array`, `null`.
    package var typeDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The string value, or nil for any other type.
    package var stringValue: String? {
        if case .string(let string) = value { string } else { nil }
    }

    /// The elements of an array, or nil for any other type.
    package var arrayValue: [JSONNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// The members of an object, or nil for any other type.
    package var objectValue: [JSONMember]? {
        if case .object(let members) = value { members } else { nil }
    }
}

/// A key and its value inside a JSON object.
package struct JSONMember: Sendable, Hashable {
    /// The key, with escapes decoded.
    package var key: String
    /// Where the key's opening quote is: where problems with the key itself are reported.
    package var keyPosition: SourcePosition
    package var value: JSONNode

    package init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
