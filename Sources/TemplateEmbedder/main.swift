import ContentHash
import Foundation

// Usage: TemplateEmbedder TEMPLATES_DIR OUTPUT_SWIFT_FILE
//
// Writes a Swift file declaring `EmbeddedTemplates.files`: every regular file under
// TEMPLATES_DIR, keyed by its path relative to that folder ("viper/template.json"), with its
// text as a string literal. The literal escapes quotes, backslashes, control characters and
// everything outside ASCII, so any text survives exactly and the generated file is plain ASCII;
// the binary then holds each template as a constant string, with nothing to decode at start-up.
// (Bytes that are not UTF-8 are read as the tool reads any template: repaired, U+FFFD.) Files
// are sorted by path, so the output is byte-identical for identical input.

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

    /// The built-in template files, by path relative to `Templates/`, with their text.
    enum EmbeddedTemplates {
        static let files: [(path: String, text: String)] = [

    """
/// `text` as the body of a Swift string literal (without the quotes).
func literal(_ text: String) -> String {
    var body = ""
    body.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": body += "\\\\"
        case "\"": body += "\\\""
        case "\n": body += "\\n"
        case "\t": body += "\\t"
        case "\r": body += "\\r"
        case " "..."~": body.unicodeScalars.append(scalar)
        default: body += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
    return body
}

for entry in entries {
    let text = String(decoding: entry.data, as: UTF8.self)
    source += "        (\"\(literal(entry.path))\", \"\(literal(text))\"),\n"
}
source += "    ]\n\n"
// The fingerprint of the built-in set, as `TemplateLibrary.fingerprint` would compute it at run
// time (a test checks they agree): a run that uses only built-in templates need not hash them.
var texts: [String: String] = [:]
for entry in entries { texts[entry.path] = String(decoding: entry.data, as: UTF8.self) }
source += "    /// `TemplateFingerprint.of` the built-in set as a library holds it.\n"
source +=
    "    static let fingerprint = \"\(TemplateFingerprint.of(TemplateFingerprint.builtInLibraryFiles(texts)))\"\n}\n"

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
