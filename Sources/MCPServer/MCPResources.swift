import TextSupport
import ViperGenKit

/// The resources the server offers: the workspace's spec and lock as they are on disk, and the
/// template list (the built-in sets and their files).
enum MCPResources {
    struct Resource {
        var uri: String
        var name: String
        var title: String
        var description: String
        var mimeType: String

        func write(into writer: inout JSONWriter) {
            writer.beginObject()
            writer.field("uri", uri)
            writer.field("name", name)
            writer.field("title", title)
            writer.field("description", description)
            writer.field("mimeType", mimeType)
            writer.endObject()
        }
    }

    struct Failure: Error {
        var code: Int
        var message: String
    }

    static let all = [
        Resource(
            uri: "viper-gen://spec", name: "spec", title: "viper-gen.json",
            description: "The workspace's spec: its modules, routes, services and defaults",
            mimeType: "application/json"),
        Resource(
            uri: "viper-gen://lock", name: "lock", title: "viper-gen.lock",
            description: "What viper-gen generated last, so that your edits merge with the spec's changes",
            mimeType: "application/json"),
        Resource(
            uri: "viper-gen://templates", name: "templates", title: "Templates",
            description: "The template sets and, for each, its files and the paths they are written to",
            mimeType: "application/json")
    ]

    /// The `contents` entry of `uri`, JSON.
    static func read(_ uri: String, workspace: Workspace) -> Result<String, Failure> {
        switch uri {
        case "viper-gen://spec", "viper-gen://lock":
            guard let spec = SpecLocator.find(from: workspace.root, in: workspace.fileSystem),
                workspace.contains(spec)
            else {
                return .failure(
                    Failure(
                        code: -32002,
                        message: "Resource not found: no viper-gen.json in the workspace root \(workspace.root)"))
            }
            let path =
                uri == "viper-gen://spec"
                ? spec : String(spec.dropLast(SpecLocator.fileName.count)) + GenerationLock.fileName
            guard let bytes = (try? workspace.fileSystem.read(path)) ?? nil,
                let text = String(validating: bytes, as: UTF8.self)
            else {
                return .failure(
                    Failure(
                        code: -32002,
                        message: "Resource not found: \(path) cannot be read"
                            + (uri == "viper-gen://lock" ? " (nothing was generated yet)" : "")))
            }
            return .success(content(uri, text))
        case "viper-gen://templates":
            let library = TemplateLibrary()
            let sets = JSONWriter.compactObject { writer in
                writer.key("sets")
                writer.beginArray()
                for name in library.setNames {
                    guard let manifest = try? library.manifest(forSet: name) else { continue }
                    writer.element()
                    writer.beginObject()
                    writer.field("name", name)
                    writer.field("description", manifest.description)
                    writer.key("files")
                    writer.beginArray()
                    for entry in manifest.entries {
                        writer.element()
                        writer.beginObject()
                        writer.field("template", entry.templatePath)
                        writer.field("kind", entry.file.kind.rawValue)
                        writer.field("path", entry.file.path)
                        writer.field("when", strings: entry.file.when)
                        writer.endObject()
                    }
                    writer.endArray()
                    writer.endObject()
                }
                writer.endArray()
            }
            return .success(content(uri, sets))
        default:
            let close = Suggestion.closest(to: uri, among: all.map(\.uri))
            return .failure(
                Failure(
                    code: -32002, message: "Resource not found: \(uri)" + (close.map { "; did you mean \($0)?" } ?? ""))
            )
        }
    }

    private static func content(_ uri: String, _ text: String) -> String {
        JSONWriter.compactObject(capacity: text.utf8.count + 128) { writer in
            writer.field("uri", uri)
            writer.field("mimeType", "application/json")
            writer.field("text", text)
        }
    }
}
