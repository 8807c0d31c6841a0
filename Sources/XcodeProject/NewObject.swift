/// An object the editor adds, and its text in Xcode's layout: PBXBuildFile and PBXFileReference
/// on one line, PBXGroup over several.
struct NewObject {
    /// A list element: an id and the comment Xcode writes after it.
    struct Reference {
        var id: String
        var comment: String

        var text: String { "\(id) /* \(comment) */" }
    }

    enum Body {
        case buildFile(fileRef: Reference)
        /// `name` is written only when it differs from `path`.
        case fileReference(name: String?, path: String, sourceTree: String, fileType: String)
        /// `name` is written only when it differs from `path`.
        case group(children: [Reference], name: String?, path: String, sourceTree: String)
    }

    var id: String
    var comment: String
    var body: Body

    var isa: String {
        switch body {
        case .buildFile: "PBXBuildFile"
        case .fileReference: "PBXFileReference"
        case .group: "PBXGroup"
        }
    }

    /// The object as lines for `objects`, each starting with `indent`, newline-terminated.
    func lines(indent: String) -> String {
        let key = "\(indent)\(id) /* \(comment) */ = "
        switch body {
        case .buildFile, .fileReference:
            return key + inlineBody + "\n"
        case .group(let children, let name, let path, let sourceTree):
            var text = key + "{\n"
            text += "\(indent)\tisa = PBXGroup;\n"
            text += "\(indent)\tchildren = (\n"
            for child in children { text += "\(indent)\t\t\(child.text),\n" }
            text += "\(indent)\t);\n"
            if let name, name != path { text += "\(indent)\tname = \(PlistEscapes.quotedIfNeeded(name));\n" }
            text += "\(indent)\tpath = \(PlistEscapes.quotedIfNeeded(path));\n"
            text += "\(indent)\tsourceTree = \(PlistEscapes.quotedIfNeeded(sourceTree));\n"
            text += "\(indent)};\n"
            return text
        }
    }

    /// The object as one `key = {…};` run without a newline, for files not laid out by Xcode.
    var inlineText: String { "\(id) /* \(comment) */ = \(inlineBody)" }

    private var inlineBody: String {
        switch body {
        case .buildFile(let fileRef):
            return "{isa = PBXBuildFile; fileRef = \(fileRef.text); };"
        case .fileReference(let name, let path, let sourceTree, let fileType):
            var text = "{isa = PBXFileReference; lastKnownFileType = \(PlistEscapes.quotedIfNeeded(fileType)); "
            if let name, name != path { text += "name = \(PlistEscapes.quotedIfNeeded(name)); " }
            return text + "path = \(PlistEscapes.quotedIfNeeded(path)); sourceTree = \(PlistEscapes.quotedIfNeeded(sourceTree)); };"
        case .group(let children, let name, let path, let sourceTree):
            var text = "{isa = PBXGroup; children = ("
            for child in children { text += "\(child.text), " }
            text += "); "
            if let name, name != path { text += "name = \(PlistEscapes.quotedIfNeeded(name)); " }
            return text + "path = \(PlistEscapes.quotedIfNeeded(path)); sourceTree = \(PlistEscapes.quotedIfNeeded(sourceTree)); };"
        }
    }

    /// Xcode's `lastKnownFileType` for a file name's extension; `text` when unknown.
    static func fileType(forName name: String) -> String {
        let ext = name.split(separator: ".", omittingEmptySubsequences: false).count > 1
            ? String(name[name.index(after: name.lastIndex(of: ".")!)...]).lowercased() : ""
        switch ext {
        case "swift": return "sourcecode.swift"
        case "m": return "sourcecode.c.objc"
        case "mm": return "sourcecode.cpp.objcpp"
        case "h": return "sourcecode.c.h"
        case "c": return "sourcecode.c.c"
        case "cpp", "cc", "cxx": return "sourcecode.cpp.cpp"
        case "metal": return "sourcecode.metal"
        case "storyboard": return "file.storyboard"
        case "xib": return "file.xib"
        case "plist": return "text.plist.xml"
        case "strings": return "text.plist.strings"
        case "xcstrings": return "text.json.xcstrings"
        case "json": return "text.json"
        case "xcassets": return "folder.assetcatalog"
        case "md": return "net.daringfireball.markdown"
        default: return "text"
        }
    }
}
