extension Value: Codable {
    /// Decodes any JSON-like value: `null`, booleans (tried before numbers, so `true` stays
    /// `.bool` on every platform), integers, other numbers, strings, arrays and objects.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([Value].self) {
            self = .array(items)
        } else if let members = try? container.decode([String: Value].self) {
            self = .object(members)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected null, a boolean, a number, a string, an array or an object."
            )
        }
    }

    /// Encodes the value as the matching JSON-like value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .int(let number): try container.encode(number)
        case .double(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }
}
