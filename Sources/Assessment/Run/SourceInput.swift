/// One Swift file to assess: its path relative to the assessed root and its bytes.
package struct SourceInput: Sendable, Hashable {
    /// The path relative to the assessed root, with `/` separators (`App/Login/LoginPresenter.swift`).
    package var path: String
    /// The file's contents, as read; any bytes are accepted.
    package var bytes: [UInt8]

    /// Creates an input.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates an input from text.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
