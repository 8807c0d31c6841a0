/// A relative path's components, as `path.split(separator: "/")` gives them.
///
/// `String.split` walks the path by `Character`, which costs tens of thousands of instructions
/// for a path of a few dozen bytes (the module detector splits every folder). A path of ASCII
/// bytes only (nearly all) is split at its `/` bytes instead: the same components, since no
/// ASCII `Character` other than `\r\n` spans two bytes and neither of those is `/`. Any other
/// path is split by `Character`, where `/` followed by a combining mark is not a separator.
enum PathComponents {
    /// The non-empty components of `path`, in order.
    static func of(_ path: String) -> [Substring] {
        var ascii = true
        var slashes = 0
        for byte in path.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if byte == UInt8(ascii: "/") { slashes += 1 }
        }
        guard ascii else { return path.split(separator: "/") }
        var components: [Substring] = []
        components.reserveCapacity(slashes + 1)
        let utf8 = path.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/") {
                if start != index { components.append(path[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex { components.append(path[start..<utf8.endIndex]) }
        return components
    }
}
