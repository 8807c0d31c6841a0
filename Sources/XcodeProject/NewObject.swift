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
            return text
                + "path = \(PlistEscapes.quotedIfNeeded(path)); sourceTree = \(PlistEscapes.quotedIfNeeded(sourceTree)); };"
        case .group(let children, let name, let path, let sourceTree):
            var text = "{isa = PBXGroup; children = ("
            for child in children { text += "\(child.text), " }
            text += "); "
            if let name, name != path { text += "name = \(PlistEscapes.quotedIfNeeded(name)); " }
            return text
                + "path = \(PlistEscapes.quotedIfNeeded(path)); sourceTree = \(PlistEscapes.quotedIfNeeded(sourceTree)); };"
        }
    }
}
