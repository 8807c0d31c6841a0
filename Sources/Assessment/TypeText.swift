/// Reads the name a type annotation is about.
enum TypeText {
    /// The nominal type named by an annotation, or the name of an inheritance entry:
    /// `LoginViewInput?` → `LoginViewInput`, `BaseViewController<HomeViewModel>` →
    /// `BaseViewController`, `any Foo` → `Foo`, `UIKit.UIView` → `UIView`; `""` for a
    /// collection, tuple, function type or anything else that names no single type.
    static func baseName(_ text: String) -> String {
        var s = Substring(text)
        s = s.drop { $0 == " " }
        for word in ["any ", "some ", "inout ", "weak ", "unowned "] where s.hasPrefix(word) {
            s = s.dropFirst(word.count).drop { $0 == " " }
        }
        guard let first = s.first, first.isLetter || first == "_" else { return "" }
        let name = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let rest = s.dropFirst(name.count).drop { $0 == " " }
        if rest.hasPrefix("->") || rest.hasPrefix("&") { return "" }
        return String(name.split(separator: ".").last ?? "")
    }

    /// Whether a name is spelled like a type: it starts with an uppercase letter.
    static func looksLikeType(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A } // ASCII fast path: A–Z
        return name.first?.isUppercase ?? false
    }
}
