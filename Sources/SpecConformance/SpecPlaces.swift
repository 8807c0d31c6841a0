import Assessment
import ViperGenKit

/// Where each key path of the spec is written, for findings that point into the spec; a key
/// path not found (the spec changed under the run) points at its start.
struct SpecPlaces {
    private var positions: [String: SourcePosition] = [:]
    private var services: [Int: [String: String]] = [:]
    let display: String

    init(text: [UInt8], display: String) {
        self.display = display
        guard let document = try? JSONParser.parse(text) else { return }
        collect(document.root)
        if case .object(let members)? = Optional(document.root.value),
            let modules = members.first(where: { $0.key == "modules" })?.value.arrayValue
        {
            for (index, module) in modules.enumerated() {
                guard let list = module.objectValue?.first(where: { $0.key == "services" })?.value.arrayValue else {
                    continue
                }
                for (serviceIndex, entry) in list.enumerated() {
                    let name = entry.stringValue ?? entry.objectValue?.first { $0.key == "name" }?.value.stringValue
                    if let name { services[index, default: [:]][name] = "modules[\(index)].services[\(serviceIndex)]" }
                }
            }
        }
    }

    private mutating func collect(_ node: JSONNode) {
        positions[node.keyPath] = node.position
        switch node.value {
        case .array(let elements): elements.forEach { collect($0) }
        case .object(let members): members.forEach { collect($0.value) }
        default: break
        }
    }

    /// The place of `keyPath`.
    func place(_ keyPath: String) -> DeclaredArchitecture.Place {
        let position = positions[keyPath] ?? SourcePosition(line: 1, column: 1)
        return DeclaredArchitecture.Place(keyPath: keyPath, file: display, line: position.line, column: position.column)
    }

    /// The key path of each service module `index` lists, by name.
    func listedServices(of index: Int) -> [String: String] { services[index] ?? [:] }
}
