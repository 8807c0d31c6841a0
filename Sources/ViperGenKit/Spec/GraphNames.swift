/// The names the app graph gives generated members, decided here only (the decoder checks
/// them for clashes, the context builder hands them to templates).
public enum GraphNames {
    /// `TaskDetail` → `TaskDetailModuleOutput`.
    public static func outputProtocol(of module: String) -> String { module + "ModuleOutput" }

    /// `TaskDetail` → `taskDetailOutput`, the router property holding the caller's output.
    public static func outputProperty(of module: String) -> String { lowerFirst(module) + "Output" }
}
