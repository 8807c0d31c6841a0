import Testing

@testable import Assessment

/// The type an annotation names, as the rules read it (`weak var view: (any LoginViewInput)?`
/// names `LoginViewInput`, which the back-reference rule needs).
struct TypeTextTests {
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
    func baseName(annotation: String, name: String) {
        #expect(TypeText.baseName(annotation) == name)
    }
}
