/// One Swift file to assess: its path relative to the assessed root and its bytes.
public struct SourceInput: Sendable, Hashable {
    /// The path relative to the assessed root, with `/` separators (`App/Login/LoginPresenter.swift`).
    public var path: String
    /// The file's contents, as read; any bytes are accepted.
    public var bytes: [UInt8]

    /// Creates an input.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates an input from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
