/// Swift's reserved words, looked up by bytes without making a `String`.
enum Keywords {
    static let all: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_"
    ]

    /// The keywords grouped by length, as bytes.
    static let byLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 16)
        for word in all { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    /// Whether `b[start..<end]` is a reserved word. Words of up to eight bytes are compared as
    /// one number each (``ByteClass/packed(_:_:_:)``; the cases are ``all``'s short words, which
    /// `KeywordsTests` checks), longer ones byte by byte.
    static func contains(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length > 0 else { return false }
        guard length <= 8 else { return containsLong(b, start, end) }
        return switch ByteClass.packed(b, start, length) {
        case 0x5F: true  // _
        case 0x7361: true  // as
        case 0x6F64: true  // do
        case 0x6669: true  // if
        case 0x6E69: true  // in
        case 0x7369: true  // is
        case 0x79_6E41: true  // Any
        case 0x72_6F66: true  // for
        case 0x74_656C: true  // let
        case 0x6C_696E: true  // nil
        case 0x79_7274: true  // try
        case 0x72_6176: true  // var
        case 0x666C_6553: true  // Self
        case 0x6573_6163: true  // case
        case 0x6573_6C65: true  // else
        case 0x6D75_6E65: true  // enum
        case 0x636E_7566: true  // func
        case 0x7469_6E69: true  // init
        case 0x6E65_706F: true  // open
        case 0x666C_6573: true  // self
        case 0x6575_7274: true  // true
        case 0x74_6961_7761: true  // await
        case 0x6B_6165_7262: true  // break
        case 0x68_6374_6163: true  // catch
        case 0x73_7361_6C63: true  // class
        case 0x72_6566_6564: true  // defer
        case 0x65_736C_6166: true  // false
        case 0x64_7261_7567: true  // guard
        case 0x74_756F_6E69: true  // inout
        case 0x72_6570_7573: true  // super
        case 0x77_6F72_6874: true  // throw
        case 0x65_7265_6877: true  // where
        case 0x65_6C69_6877: true  // while
        case 0x7469_6E69_6564: true  // deinit
        case 0x7472_6F70_6D69: true  // import
        case 0x6369_6C62_7570: true  // public
        case 0x7461_6570_6572: true  // repeat
        case 0x6E72_7574_6572: true  // return
        case 0x6369_7461_7473: true  // static
        case 0x7463_7572_7473: true  // struct
        case 0x6863_7469_7773: true  // switch
        case 0x7377_6F72_6874: true  // throws
        case 0x74_6C75_6166_6564: true  // default
        case 0x65_7461_7669_7270: true  // private
        case 0x6575_6E69_746E_6F63: true  // continue
        case 0x6C61_6E72_6574_6E69: true  // internal
        case 0x726F_7461_7265_706F: true  // operator
        case 0x6C6F_636F_746F_7270: true  // protocol
        case 0x7377_6F72_6874_6572: true  // rethrows
        default: false
        }
    }

    /// ``contains(_:_:_:)`` for words longer than eight bytes.
    static func containsLong(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length < 16 else { return false }
        outer: for word in byLength[length] {
            for i in 0..<length where word[i] != b[start + i] { continue outer }
            return true
        }
        return false
    }
}

extension Token {
    /// The keywords after which an identifier is the name a declaration gives (`struct Login`,
    /// `let login`, `case login`), not a use of that name.
    static let namingKeywords: Set<[UInt8]> = Set(
        [
            "typealias", "associatedtype", "class", "struct", "enum", "protocol", "actor", "func", "let", "var",
            "case"
        ].map { Array($0.utf8) })

    /// Whether this token, in the file whose bytes are `bytes`, is a keyword after which an
    /// identifier is the name being declared.
    public func namesADeclaration(in bytes: [UInt8]) -> Bool {
        kind == .keyword && Self.namingKeywords.contains(Array(bytes[range]))
    }
}
