import ViperGenSpec

extension ContextBuilder {
    /// Connects a module's declared API to what its screen shows as `flow` decides: what a
    /// request's handlers show and what their tests check (MVC, MVP: the request's handlers;
    /// VIPER: the presenter's interactor-output handlers), and MVC's rows display and selection
    /// method. Returns, MVC only, the call a selected row makes to the selection method and,
    /// UIKit, the call `items` makes to the view's rows display (nil where there is none).
    func connect(
        _ flow: DataFlow, roles: inout [Role: RoleContext], requests: inout [RequestContext],
        rowSelection: RowSelectionContext?, module: ResolvedModule
    ) -> (selection: String?, rowsDisplay: String?) {
        guard module.pattern != .mvvm else { return (nil, nil) }
        connectRequests(flow, roles: &roles, requests: &requests, module: module)
        guard module.pattern == .mvc else { return (nil, nil) }
        var rowsDisplayCall: String?
        if let display = flow.rowsDisplay, var view = roles[.view],
            let index = view.methods.firstIndex(where: { $0.selector == display.selector })
        {
            view.methods[index].implementation = flow.rowsDisplayBody(parameter: display.parameters[0].name)
            roles[.view] = view
            if !flow.rowsDisplaySetsRows { rowsDisplayCall = flow.displayCall(display, with: "items") }
        }
        var selectionCall: String?
        if let (method, suffix) = flow.selection, var controller = roles[.controller],
            let index = controller.methods.firstIndex(where: { $0.selector == method.selector })
        {
            selectionCall = DataFlow.call(method, with: "items[index]" + suffix)
            // The route takes the row or its id; the method takes the row (pass it, or its id)
            // or its id (pass it; a route that takes the whole row cannot be given it).
            let parameter = method.parameters[0].name
            if let rowSelection, suffix.isEmpty || rowSelection.itemSuffix == suffix {
                let argument = parameter + (suffix.isEmpty ? rowSelection.itemSuffix : "")
                controller.methods[index].implementation = [
                    "router.\(rowSelection.routeName)(\(rowSelection.argumentLabel): \(argument))"
                ]
                roles[.controller] = controller
            }
        }
        return (selectionCall, rowsDisplayCall)
    }

    /// What each request's outcome shows, and the assertions of its tests: MVC's rows are read
    /// from the controller; a view's display from the view's mock (MVP, VIPER).
    private func connectRequests(
        _ flow: DataFlow, roles: inout [Role: RoleContext], requests: inout [RequestContext], module: ResolvedModule
    ) {
        let kit = TestKitContext(module.tests)
        let rowText = Self.rowText(of: rowEntity(of: module))
        let resolved = resolvedRequests(of: module)
        let viewMethods = roles[.view]?.methods ?? []
        /// The assertions that the view's mock received `display`'s call (with `sample`, when it compares).
        func viewAssertions(_ display: MethodSignature, sample: String?, what: String) -> [String] {
            guard let method = viewMethods.first(where: { $0.selector == display.selector }) else { return [] }
            var lines = ["\(kit.expectEqual)(view.\(method.mock.callsCount)\(kit.equals)1, \"\(what) is shown\")"]
            if let sample, method.canCompareArguments, let parameter = method.parameters.first {
                lines.append(
                    "\(kit.expectEqual)(view.\(method.mock.received)\(parameter.accessor)\(kit.equals)\(sample))")
            }
            return lines
        }
        for index in requests.indices {
            guard let request = resolved.first(where: { $0.method.name == requests[index].name }) else { continue }
            let resultType = request.method.returnType?.withoutSpecifierWords
            let shows = flow.showingResult(of: resultType)
            let showsFailure = request.method.isThrowing ? flow.showingFailure() : []
            let sample = requests[index].canCompareResult ? requests[index].sampleResult : nil
            var resultAssertions: [String] = []
            var failureAssertions: [String] = []
            if resultType != nil, resultType == flow.rowsType {
                if requests[index].hasResultSample {
                    let local = requests[index].holderLocal
                    resultAssertions = [
                        "\(kit.expectEqual)(\(local).items.map { item in \(rowText) }\(kit.equals)\(requests[index].sampleResult).map { item in \(rowText) }, \"the rows show the result\")"
                    ]
                }
            } else if module.pattern != .mvc {
                if let type = resultType, let display = flow.display(of: type), !shows.isEmpty {
                    resultAssertions = viewAssertions(display, sample: sample, what: "the result")
                }
                if let display = flow.errorDisplay, !showsFailure.isEmpty {
                    failureAssertions = viewAssertions(display, sample: nil, what: "the failure")
                }
            }
            requests[index].showsResultAssertions = resultAssertions
            requests[index].showsFailureAssertions = failureAssertions
            requests[index].attachesView = module.pattern == .mvp && !(resultAssertions + failureAssertions).isEmpty
            if module.pattern == .viper {
                // The interactor reports to the presenter, whose handlers show the outcome.
                guard var output = roles[.interactorOutput] else { continue }
                for (name, lines) in [(requests[index].didFinish, shows), (requests[index].didFail, showsFailure)] {
                    if let handler = output.methods.firstIndex(where: { $0.name == name }) {
                        output.methods[handler].implementation = lines
                    }
                }
                roles[.interactorOutput] = output
                requests[index].presenterShowsResult = !resultAssertions.isEmpty && requests[index].hasSamples
                requests[index].presenterShowsFailure = !failureAssertions.isEmpty
            } else {
                requests[index].showsResult = shows
                requests[index].showsFailure = showsFailure
            }
        }
    }
}
