/// Xcode's `lastKnownFileType` for file names: the one table the editor and `xcodeproj list`
/// read.
public enum FileTypes {
    /// The extension of `name` after its last dot, lowercased; empty when there is none.
    public static func pathExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// Xcode's `lastKnownFileType` for a file name's extension; `text` when unknown.
    public static func fileType(forName name: String) -> String {
        let ext = pathExtension(of: name)
        if let known = types[ext] { return known }
        return "text"
    }

    private static let types: [String: String] = [
        "swift": "sourcecode.swift", "m": "sourcecode.c.objc", "mm": "sourcecode.cpp.objcpp", "h": "sourcecode.c.h",
        "hh": "sourcecode.cpp.h", "hpp": "sourcecode.cpp.h", "pch": "sourcecode.c.h", "c": "sourcecode.c.c",
        "cpp": "sourcecode.cpp.cpp", "cc": "sourcecode.cpp.cpp", "cxx": "sourcecode.cpp.cpp",
        "metal": "sourcecode.metal",
        "modulemap": "sourcecode.module-map",
        "storyboard": "file.storyboard", "xib": "file.xib", "plist": "text.plist.xml", "strings": "text.plist.strings",
        "stringsdict": "text.plist.stringsdict", "xcstrings": "text.json.xcstrings", "json": "text.json",
        "xcassets": "folder.assetcatalog", "md": "net.daringfireball.markdown", "xcconfig": "text.xcconfig",
        "entitlements": "text.plist.entitlements", "png": "image.png", "jpg": "image.jpeg", "jpeg": "image.jpeg",
        "gif": "image.gif", "pdf": "image.pdf", "svg": "text.svg", "heic": "image.heic", "ttf": "file", "otf": "file",
        "mp3": "audio.mp3", "wav": "audio.wav", "m4a": "file", "mp4": "video.mp4", "mov": "video.quicktime",
        "html": "text.html", "css": "text.css", "js": "sourcecode.javascript", "txt": "text", "xml": "text.xml",
        "yml": "text.yaml", "yaml": "text.yaml", "sh": "text.script.sh", "bundle": "wrapper.plug-in",
        "xcdatamodeld": "wrapper.xcdatamodeld", "intentdefinition": "file.intentdefinition", "rtf": "text.rtf",
        "xctestplan": "text", "xcprivacy": "text.xml", "mlmodel": "file.mlmodel", "caf": "file",
        "scnassets": "wrapper.scnassets"
    ]
}
