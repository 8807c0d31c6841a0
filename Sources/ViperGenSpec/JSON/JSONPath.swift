import TextSupport

/// Where a value is in a JSON document: `modules[3].interactorOutput[1]`.
///
/// Each node links to its parent's path instead of holding the whole text, so a deep document
/// costs one small object per node, not a copy of every ancestor's keys; the text is built only
/// when a message needs it (`description`). A key that is not a plain identifier (letters,
/// digits, `_`, `$`, `-`, not starting with a digit, at most 80 characters) is written as a
/// quoted subscript, so the path stays unambiguous and short: `modules[0]["user name"]`.
package final class JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step from a container to a value inside it.
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The document root; its description is empty.
    package static let root = JSONPath(parent: nil, component: nil)

    package let parent: JSONPath?
    /// The last step; nil for the root.
    package let component: Component?

    private init(parent: JSONPath?, component: Component?) {
        self.parent = parent
        self.component = component
    }

    /// The path of member `key` of the object at this path.
    package func appending(key: String) -> JSONPath {
        JSONPath(parent: self, component: .key(key))
    }

    /// The path of element `index` of the array at this path.
    package func appending(index: Int) -> JSONPath {
        JSONPath(parent: self, component: .index(index))
    }

    /// The steps from the root, outermost first.
    package var components: [Component] {
        var result: [Component] = []
        var current: JSONPath? = self
        while let path = current, let component = path.component {
            result.append(component)
            current = path.parent
        }
        return result.reversed()
    }

    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[" + String(index) + "]"
            case .key(let key) where Self.isPlain(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[" + Self.quoted(key) + "]"
            }
        }
        return text
    }

    package static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        lhs === rhs || lhs.components == rhs.components
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// `text` as a JSON string literal, escapes included, so that messages never print control
    /// characters to a terminal. Text longer than `limit` characters is cut with `…`.
    package static func quoted(_ text: String, limit: Int = 80) -> String {
        JSONText.quotedForMessage(text, limit: limit)
    }

    private static func isPlain(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            key.utf8.count <= 80
        else { return false }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }
}
