import TextSupport
import ViperGenKit

/// The `arguments` of a `tools/call`, read against the tool's input schema: a wrong type, an
/// unknown key or a missing required one is an invalid-params error naming the key.
struct ToolArguments {
    let members: [JSONMember]
    let tool: String

    init(_ node: JSONNode?, tool: MCPTool) throws(ToolError) {
        self.tool = tool.name
        guard let node else {
            members = []
            try checkRequired(tool)
            return
        }
        guard let members = node.objectValue else {
            throw .invalidParams("\(tool.name): \"arguments\" must be an object")
        }
        self.members = members
        let known = tool.properties.map(\.name)
        for member in members where !known.contains(member.key) {
            let close = Suggestion.closest(to: member.key, among: known)
            throw .invalidParams(
                "\(tool.name): unknown argument \"\(member.key)\"" + (close.map { "; did you mean \"\($0)\"?" } ?? "")
                    + "; the arguments are " + known.joined(separator: ", "))
        }
        try checkRequired(tool)
    }

    private func checkRequired(_ tool: MCPTool) throws(ToolError) {
        for property in tool.properties where property.required && node(property.name) == nil {
            throw .invalidParams("\(tool.name): the argument \"\(property.name)\" is required")
        }
    }

    private func node(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }

    func string(_ key: String) throws(ToolError) -> String? {
        guard let node = node(key), node.value != .null else { return nil }
        guard let text = node.stringValue else {
            throw .invalidParams("\(tool): \"\(key)\" must be a string, not \(node.typeDescription)")
        }
        return text
    }

    func strings(_ key: String) throws(ToolError) -> [String] {
        guard let node = node(key), node.value != .null else { return [] }
        guard let elements = node.arrayValue else {
            throw .invalidParams("\(tool): \"\(key)\" must be an array of strings")
        }
        var result: [String] = []
        for element in elements {
            guard let text = element.stringValue else {
                throw .invalidParams("\(tool): \"\(key)\" must be an array of strings")
            }
            result.append(text)
        }
        return result
    }

    func bool(_ key: String) throws(ToolError) -> Bool {
        guard let node = node(key), node.value != .null else { return false }
        guard case .bool(let value) = node.value else {
            throw .invalidParams("\(tool): \"\(key)\" must be true or false")
        }
        return value
    }

    func integer(_ key: String) throws(ToolError) -> Int? {
        guard let node = node(key), node.value != .null else { return nil }
        guard case .number(let text) = node.value, let value = Int(text) else {
            throw .invalidParams("\(tool): \"\(key)\" must be an integer, not \(node.typeDescription)")
        }
        return value
    }

    /// A string that must be one of `choices`.
    func choice(_ key: String, _ choices: [String]) throws(ToolError) -> String? {
        guard let text = try string(key) else { return nil }
        guard choices.contains(text) else {
            let close = Suggestion.closest(to: text, among: choices)
            throw .invalidParams(
                "\(tool): \"\(key)\" must be one of " + choices.joined(separator: ", ") + "; got \"\(text)\""
                    + (close.map { "; did you mean \"\($0)\"?" } ?? ""))
        }
        return text
    }
}
