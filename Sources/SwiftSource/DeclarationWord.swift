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

    /// The words longer than eight bytes: their first eight bytes as one number, then the rest
    /// compared byte by byte.
    private static func long(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> DeclarationWord {
        let head = ByteClass.packed(b, range.lowerBound, 8)
        func rest(_ tail: StaticString) -> Bool {
            for k in 0..<tail.utf8CodeUnitCount where b[range.lowerBound + 8 + k] != tail.utf8Start[k] { return false }
            return true
        }
        switch range.count {
        case 9:
            if head == 0x6E69_776F_7272_6F62, rest("g") { return .modifier }  // borrowing
            if head == 0x6E69_6D75_736E_6F63, rest("g") { return .modifier }  // consuming
            if head == 0x6F69_736E_6574_7865, rest("n") { return .extension_ }  // extension
            if head == 0x7069_7263_7362_7573, rest("t") { return .subscript_ }  // subscript
            if head == 0x6169_6C61_6570_7974, rest("s") { return .otherDeclaration }  // typealias
        case 11:
            if head == 0x6D75_736E_6F63_5F5F, rest("ing") { return .modifier }  // __consuming
            if head == 0x6569_6E65_766E_6F63, rest("nce") { return .modifier }  // convenience
            if head == 0x7562_6972_7473_6964, rest("ted") { return .modifier }  // distributed
            if head == 0x7669_7270_656C_6966, rest("ate") { return .modifier }  // fileprivate
            if head == 0x616C_6F73_696E_6F6E, rest("ted") { return .modifier }  // nonisolated
            if head == 0x7461_7475_6D6E_6F6E, rest("ing") { return .modifier }  // nonmutating
        case 13:
            if head == 0x6441_6566_6173_6E75, rest("dress") { return .accessor }  // unsafeAddress
        case 14:
            if head == 0x7461_6963_6F73_7361, rest("edtype") { return .otherDeclaration }  // associatedtype
        case 15:
            if head == 0x6E65_6465_6365_7270, rest("cegroup") { return .otherDeclaration }  // precedencegroup
        case 20:
            if head == 0x754D_6566_6173_6E75, rest("tableAddress") { return .accessor }  // unsafeMutableAddress
        default:
            break
        }
        return .other
    }
}
