/// What a keyword or identifier is to the declaration reader, found with one lookup per token
/// (see ``DeclarationReader/word(_:)``) instead of comparing the token with each word in turn.
enum DeclarationWord: UInt8 {
    case other
    /// A declaration modifier: `public private fileprivate internal open static final override
    /// mutating nonmutating lazy weak unowned convenience required dynamic optional indirect
    /// nonisolated package distributed isolated consuming borrowing __consuming`.
    case modifier
    /// An accessor's word other than `init`: `get set willSet didSet _read _modify
    /// unsafeAddress unsafeMutableAddress`.
    case accessor
    /// A word that starts a statement whose `{` opens a block: `if guard while for switch catch
    /// else do repeat defer`.
    case statement
    /// `typealias associatedtype case operator precedencegroup macro`: declaration words the
    /// reader does not read a declaration from.
    case otherDeclaration
    case import_, class_, struct_, enum_, protocol_, extension_, func_, init_, deinit_, subscript_, let_, var_
    case actor, self_, selfType, super_

    /// A word that starts a declaration: `func var let init deinit subscript class struct enum
    /// protocol extension import actor` and ``otherDeclaration``'s.
    var isDeclaration: Bool {
        switch self {
        case .otherDeclaration, .import_, .class_, .struct_, .enum_, .protocol_, .extension_, .func_, .init_,
            .deinit_, .subscript_, .let_, .var_, .actor:
            true
        default: false
        }
    }

    /// A word that starts an accessor: ``accessor``'s and `init`.
    var isAccessorWord: Bool { self == .accessor || self == .init_ }

    /// The word spelled by `b[range]`. Words of up to eight bytes are compared as one number
    /// each (``ByteClass/packed(_:_:_:)``), longer ones byte by byte.
    init(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        let length = range.count
        guard length <= 8 else {
            self = DeclarationWord.long(b, range)
            return
        }
        guard length >= 2 else {
            self = .other
            return
        }
        self =
            switch ByteClass.packed(b, range.lowerBound, length) {
            case 0x6F64: .statement  // do
            case 0x6669: .statement  // if
            case 0x72_6F66: .statement  // for
            case 0x74_6567: .accessor  // get
            case 0x74_656C: .let_  // let
            case 0x74_6573: .accessor  // set
            case 0x72_6176: .var_  // var
            case 0x666C_6553: .selfType  // Self
            case 0x6573_6163: .otherDeclaration  // case
            case 0x6573_6C65: .statement  // else
            case 0x6D75_6E65: .enum_  // enum
            case 0x636E_7566: .func_  // func
            case 0x7469_6E69: .init_  // init
            case 0x797A_616C: .modifier  // lazy
            case 0x6E65_706F: .modifier  // open
            case 0x666C_6573: .self_  // self
            case 0x6B61_6577: .modifier  // weak
            case 0x64_6165_725F: .accessor  // _read
            case 0x72_6F74_6361: .actor  // actor
            case 0x68_6374_6163: .statement  // catch
            case 0x73_7361_6C63: .class_  // class
            case 0x72_6566_6564: .statement  // defer
            case 0x6C_616E_6966: .modifier  // final
            case 0x64_7261_7567: .statement  // guard
            case 0x6F_7263_616D: .otherDeclaration  // macro
            case 0x72_6570_7573: .super_  // super
            case 0x65_6C69_6877: .statement  // while
            case 0x7469_6E69_6564: .deinit_  // deinit
            case 0x7465_5364_6964: .accessor  // didSet
            case 0x7472_6F70_6D69: .import_  // import
            case 0x6369_6C62_7570: .modifier  // public
            case 0x7461_6570_6572: .statement  // repeat
            case 0x6369_7461_7473: .modifier  // static
            case 0x7463_7572_7473: .struct_  // struct
            case 0x6863_7469_7773: .statement  // switch
            case 0x79_6669_646F_6D5F: .accessor  // _modify
            case 0x63_696D_616E_7964: .modifier  // dynamic
            case 0x65_6761_6B63_6170: .modifier  // package
            case 0x65_7461_7669_7270: .modifier  // private
            case 0x64_656E_776F_6E75: .modifier  // unowned
            case 0x74_6553_6C6C_6977: .accessor  // willSet
            case 0x7463_6572_6964_6E69: .modifier  // indirect
            case 0x6C61_6E72_6574_6E69: .modifier  // internal
            case 0x6465_7461_6C6F_7369: .modifier  // isolated
            case 0x676E_6974_6174_756D: .modifier  // mutating
            case 0x726F_7461_7265_706F: .otherDeclaration  // operator
            case 0x6C61_6E6F_6974_706F: .modifier  // optional
            case 0x6564_6972_7265_766F: .modifier  // override
            case 0x6C6F_636F_746F_7270: .protocol_  // protocol
            case 0x6465_7269_7571_6572: .modifier  // required
            default: .other
            }
    }

    /// The words longer than eight bytes, by length.
    private static let longWords: [(bytes: [UInt8], word: DeclarationWord)] =
        ([
            ("borrowing", .modifier), ("consuming", .modifier), ("extension", .extension_), ("subscript", .subscript_),
            ("typealias", .otherDeclaration), ("__consuming", .modifier), ("convenience", .modifier),
            ("distributed", .modifier), ("fileprivate", .modifier), ("nonisolated", .modifier),
            ("nonmutating", .modifier),
            ("unsafeAddress", .accessor), ("associatedtype", .otherDeclaration), ("precedencegroup", .otherDeclaration),
            ("unsafeMutableAddress", .accessor)
        ] as [(String, DeclarationWord)]).map { (Array($0.0.utf8), $0.1) }

    private static func long(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> DeclarationWord {
        outer: for (bytes, word) in longWords where bytes.count == range.count {
            for k in bytes.indices where bytes[k] != b[range.lowerBound + k] { continue outer }
            return word
        }
        return .other
    }
}
