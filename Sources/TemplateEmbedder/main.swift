import Foundation

// Usage: TemplateEmbedder TEMPLATES_DIR OUTPUT_SWIFT_FILE
//
// Writes a Swift file declaring `EmbeddedTemplates.files`: every regular file under
// TEMPLATES_DIR, keyed by its path relative to that folder ("viper/template.json"), with its
// bytes in base64 so that any content survives exactly. Files are sorted by path, so the output
// is byte-identical for identical input.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder TEMPLATES_DIR OUTPUT_SWIFT_FILE\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var entries: [(path: String, data: Data)] = []
if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let url as URL in walker {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let full = url.standardizedFileURL.path
        guard full.hasPrefix(root.path + "/") else { continue }
        let relative = String(full.dropFirst(root.path.count + 1))
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        do {
            entries.append((relative, try Data(contentsOf: url)))
        } catch {
            FileHandle.standardError.write(Data("TemplateEmbedder: cannot read \(full): \(error)\n".utf8))
            exit(1)
        }
    }
}
entries.sort { $0.path < $1.path }

var source = """
// Generated at build time by TemplateEmbedder from Templates/. Do not edit.

/// The built-in template files, by path relative to `Templates/`, as base64 of their bytes.
enum EmbeddedTemplates {
    static let files: [(path: String, base64: String)] = [

"""
for entry in entries {
    let escapedPath = entry.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        (\"\(escapedPath)\", \"\(entry.data.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"

let existing = try? Data(contentsOf: output)
let data = Data(source.utf8)
if existing != data {
    do {
        try data.write(to: output, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("TemplateEmbedder: cannot write \(output.path): \(error)\n".utf8))
        exit(1)
    }
}
