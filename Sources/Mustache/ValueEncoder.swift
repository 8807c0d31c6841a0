/// Encodes any `Encodable` into a `Value`, the context templates render with.
///
/// Keyed containers become objects, unkeyed ones arrays. Unlike JSON encoders that leave a nil
/// optional out, a nil optional is encoded as `.null`: in strict rendering a missing name is an
/// error, while a documented key that is null renders as nothing and is falsy in sections.
public struct ValueEncoder {
    public init() {}

    public func encode(_ value: some Encodable) throws -> Value {
        let encoder = ValueEncoding(codingPath: [])
        try value.encode(to: encoder)
        return encoder.storage.value
    }
}

/// Where an encoder puts what it is given: a value, an object being filled, or an array.
private final class ValueSlot {
    var single: Value?
    var members: [String: ValueSlot]?
    var items: [ValueSlot]?

    var value: Value {
        if let members { return .object(members.mapValues(\.value)) }
        if let items { return .array(items.map(\.value)) }
        return single ?? .null
    }

    func member(_ key: String) -> ValueSlot {
        if let slot = members?[key] { return slot }
        let slot = ValueSlot()
        if members == nil { members = [:] }
        members?[key] = slot
        return slot
    }

    func beginObject() {
        if members == nil { members = [:] }
    }

    func appendElement() -> ValueSlot {
        let slot = ValueSlot()
        if items == nil { items = [] }
        items?.append(slot)
        return slot
    }

    func beginArray() {
        if items == nil { items = [] }
    }
}

private struct ValueEncoding: Encoder {
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let storage: ValueSlot

    init(codingPath: [any CodingKey], storage: ValueSlot = ValueSlot()) {
        self.codingPath = codingPath
        self.storage = storage
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        storage.beginObject()
        return KeyedEncodingContainer(KeyedValueContainer<Key>(codingPath: codingPath, storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.beginArray()
        return UnkeyedValueContainer(codingPath: codingPath, storage: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(codingPath: codingPath, storage: storage)
    }
}

/// Encodes a value into a slot: scalars directly, anything else through a nested encoder.
private func encodeValue(_ value: some Encodable, into slot: ValueSlot, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: slot.single = (.string(text))
    case let flag as Bool: slot.single = (.bool(flag))
    case let number as Int: slot.single = (.int(number))
    case let number as Double: slot.single = (.double(number))
    case let value as Value: slot.single = (value)
    default: try value.encode(to: ValueEncoding(codingPath: codingPath, storage: slot))
    }
}

private struct KeyedValueContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey]
    let storage: ValueSlot

    mutating func encodeNil(forKey key: Key) throws {
        storage.member(key.stringValue).single = .null
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encodeValue(value, into: storage.member(key.stringValue), codingPath: codingPath)
    }

    // Scalars directly: no dynamic cast, no nested encoder (contexts have thousands of them).
    mutating func encode(_ value: String, forKey key: Key) throws {
        storage.member(key.stringValue).single = .string(value)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        storage.member(key.stringValue).single = .bool(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        storage.member(key.stringValue).single = .int(value)
    }

    // Nil optionals are kept as null (see `ValueEncoder`).
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let slot = storage.member(key.stringValue)
        slot.beginObject()
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(codingPath: codingPath, storage: slot))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let slot = storage.member(key.stringValue)
        slot.beginArray()
        return UnkeyedValueContainer(codingPath: codingPath, storage: slot)
    }

    mutating func superEncoder() -> any Encoder {
        ValueEncoding(codingPath: codingPath, storage: storage.member("super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoding(codingPath: codingPath, storage: storage.member(key.stringValue))
    }
}

private struct UnkeyedValueContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey]
    let storage: ValueSlot
    var count: Int { storage.items?.count ?? 0 }

    mutating func encodeNil() throws {
        storage.appendElement().single = .null
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: storage.appendElement(), codingPath: codingPath)
    }

    mutating func encode(_ value: String) throws {
        storage.appendElement().single = .string(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let slot = storage.appendElement()
        slot.beginObject()
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(codingPath: codingPath, storage: slot))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let slot = storage.appendElement()
        slot.beginArray()
        return UnkeyedValueContainer(codingPath: codingPath, storage: slot)
    }

    mutating func superEncoder() -> any Encoder {
        ValueEncoding(codingPath: codingPath, storage: storage.appendElement())
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    var codingPath: [any CodingKey]
    let storage: ValueSlot

    mutating func encodeNil() throws {
        storage.single = .null
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: storage, codingPath: codingPath)
    }
}
