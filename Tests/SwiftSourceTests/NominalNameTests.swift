import Testing

@testable import SwiftSource

/// The one type an annotation names, as assess's rules read it (`weak var view: (any LoginViewInput)?`
/// names `LoginViewInput`, which the back-reference rule needs).
struct NominalNameTests {
    @Test(arguments: [
        ("LoginViewInput?", "LoginViewInput"),
        ("any LoginViewInput", "LoginViewInput"),
        ("(any LoginViewInput)?", "LoginViewInput"),
        ("(any LoginViewInput)!", "LoginViewInput"),
        ("(LoginViewInput)", "LoginViewInput"),
        (" ( any UIKit.UIViewController ) ?", "UIViewController"),
        ("((any LoginViewInput))?", "LoginViewInput"),
        ("(Int, String)", ""),
        ("(Int) -> Void", ""),
        ("((Int) -> Void)?", ""),
        ("(any A & B)?", ""),
        ("[LoginViewInput]", ""),
        ("(any Café)?", "Café"),
        ("(Café, Int)", ""),
        ("Vue.Café?", "Café")
    ])
    func nominalName(annotation: String, name: String) {
        let type = SourceFile.read(Array("let x: \(annotation)\n".utf8)).properties.first?.type
        #expect(type?.nominalName ?? "" == name)
    }
}
