import ViperGenSpec

/// How a module's declared API connects to what its screen shows (issue 26's fifth review: an
/// MVC table's rows, a request's result and a declared display method were three things nothing
/// connected, a selected row went round the declared selection method, and an MVP or VIPER
/// request's result reached no view). Decided here only, from the spec's typed signatures, for
/// the templates and the tests.
///
/// - A request's result goes to what shows it: MVC's rows (through the rows display where it is
///   the controller's), else the declared display method that takes exactly the result's type
///   (`showUser(_ user: User?)`); a failure goes to a declared `showError(_:)` taking a `String`.
///   Display methods are called on the view (`view?.` in MVP and VIPER, `contentView.` in a
///   UIKit MVC controller) or, hosted MVC, on the controller itself.
/// - MVC's **rows display**: the first declared `view` method whose one parameter is the rows'
///   array (`showArticles(_ articles: [Article])`). Hosted, it sets `items`; UIKit, where it is
///   the view's, the controller calls it whenever `items` change.
/// - MVC's **selection method**: a declared controller method `didSelect…` whose one parameter
///   is the row (`didSelectArticle(_ article: Article)`) or its `id` (`didSelectArticle(id:)`),
///   which a selected row calls and which opens the row selection's route.
struct DataFlow {
    /// The declared display methods a statement can call with one value.
    var displays: [MethodSignature]
    /// What a display method is called on: `view?.`, `contentView.`, or empty (the controller).
    var displayReceiver: String
    /// MVC: the rows' type, `[Article]`; nil without rows and in other patterns.
    var rowsType: TypeSyntax?
    /// MVC: the declared display method that takes the rows.
    var rowsDisplay: MethodSignature?
    /// MVC: the declared selection method, and what of the row it takes: `.id`, or empty for the row.
    var selection: (method: MethodSignature, itemSuffix: String)?

    /// `rowEntity`: MVC's row entity (`ContextBuilder.rowEntity(of:)`), nil elsewhere.
    init(module: ResolvedModule, rowEntity: ModuleSpec.Entity?) {
        displays = (module.spec.methods[.view] ?? []).filter(Self.takesOneValue)
        displayReceiver =
            switch module.pattern {
            case .mvc: module.ui == .uikit ? "contentView." : ""
            case .mvp, .viper, .mvvm: "view?."
            }
        guard module.pattern == .mvc, let entity = rowEntity else { return }
        let rowsType = TypeSyntax.array(.name(entity.name))
        self.rowsType = rowsType
        rowsDisplay = displays.first { $0.parameters[0].type == rowsType }
        let id = entity.fields.first { Identifier.bare($0.name) == "id" }
        let idNames: Set<String> = ["id", lowerFirst(entity.name) + "Id"]
        selection =
            (module.spec.methods[.controller] ?? []).lazy.compactMap {
                method -> (method: MethodSignature, itemSuffix: String)? in
                guard method.name.hasPrefix("didSelect"), Self.takesOneValue(method) else { return nil }
                let parameter = method.parameters[0]
                if parameter.type == .name(entity.name) { return (method, "") }
                if let id, parameter.type == id.type,
                    idNames.contains(Identifier.bare(parameter.name)) || method.name == "didSelect" + entity.name
                {
                    return (method, ".id")
                }
                return nil
            }.first
    }

    /// Hosted MVC: display methods are the controller's, so the rows display sets the rows.
    var rowsDisplaySetsRows: Bool { displayReceiver.isEmpty }

    /// A method a statement can call with one value: one parameter, neither `inout` nor
    /// variadic; not `async`, not throwing, returning nothing (an unused result is a warning).
    static func takesOneValue(_ method: MethodSignature) -> Bool {
        guard method.parameters.count == 1, !method.parameters[0].isInout, !method.parameters[0].isVariadic
        else { return false }
        return !method.isAsync && !method.isThrowing && (method.returnType?.isVoid ?? true)
    }

    /// `method` called with `argument`: `showArticles(result)`, `didSelectArticle(id: value)`.
    static func call(_ method: MethodSignature, with argument: String) -> String {
        let label = method.parameters.first?.label
        return method.name + "(" + (label.map { "\($0): " } ?? "") + argument + ")"
    }

    /// A display method called on what has it.
    func displayCall(_ method: MethodSignature, with argument: String) -> String {
        displayReceiver + Self.call(method, with: argument)
    }

    /// The display method a result of `type` goes to (not the rows'): the first that takes it.
    func display(of type: TypeSyntax) -> MethodSignature? {
        displays.first { $0.parameters[0].type == type }
    }

    /// The declared `showError(_:)` taking a `String`, which a failure goes to.
    var errorDisplay: MethodSignature? {
        displays.first { $0.name == "showError" && $0.parameters[0].type == .name("String") }
    }

    /// The statements a request's success handler runs after keeping its result.
    func showingResult(of type: TypeSyntax?) -> [String] {
        guard let type else { return [] }
        if type == rowsType {
            if let rowsDisplay, rowsDisplaySetsRows { return [displayCall(rowsDisplay, with: "result")] }
            return ["items = result"]
        }
        return display(of: type).map { [displayCall($0, with: "result")] } ?? []
    }

    /// The statements a request's failure handler runs after keeping its error.
    func showingFailure() -> [String] {
        errorDisplay.map { [displayCall($0, with: "error.localizedDescription")] } ?? []
    }

    /// The body of MVC's rows display: hosted, it sets the rows; UIKit, it is the view's hook
    /// (the controller calls it when its items change), so it says what it is for.
    func rowsDisplayBody(parameter: String) -> [String] {
        rowsDisplaySetsRows
            ? [(parameter == "items" ? "self.items = " : "items = ") + parameter]
            : [
                "// The table shows them (the controller is its data source), and the controller calls",
                "// this whenever they change: show here what else depends on them, such as an empty state."
            ]
    }
}
