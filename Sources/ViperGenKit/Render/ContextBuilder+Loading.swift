import ViperGenSpec

extension ContextBuilder {
    /// VIPER and MVP: the presenter's `viewDidLoad()` starts the requests that start on load
    /// (`startsOnLoad(_:in:)`), as an MVVM view model's `onAppear()` does: its body calls the
    /// interactor's starting method (VIPER) or the presenter's own (MVP), not a stub. VIPER's
    /// requests learn the interactor mock's count of each call, which the presenter's test reads.
    func startRequestsOnLoad(
        roles: inout [Role: RoleContext], requests: inout [RequestContext], module: ResolvedModule
    ) {
        let starting = requests.indices.filter { requests[$0].startsOnLoad }
        guard !starting.isEmpty, var presenter = roles[.presenter],
            let hook = presenter.methods.firstIndex(where: { $0.name == "viewDidLoad" && !$0.hasParameters })
        else { return }
        let interactorMethods = roles[.interactor]?.methods ?? []
        presenter.methods[hook].implementation = starting.map { index in
            module.pattern == .viper ? "interactor.\(requests[index].name)()" : "\(requests[index].name)()"
        }
        roles[.presenter] = presenter
        guard module.pattern == .viper else { return }
        for index in starting {
            let starter = interactorMethods.first { $0.isRequest && $0.name == requests[index].name }
            requests[index].starterCallsCount = starter?.mock.callsCount ?? ""
        }
    }
}
