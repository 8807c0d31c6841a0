import Foundation

/// The mutation operators, in the order they claim a line (a line is mutated by the first
/// operator that finds a site on it). Each finds its sites by the shapes the templates generate.
///
/// Not in the catalogue, because the generated production code has no site for them: a
/// presenter → interactor, view model → service or presenter → router call in a declared
/// method (those are stubs with a `TODO`; a user's filled-in call is not generated code), except
/// the calls the templates decide themselves (a query's start, a request's task, a row's route).
enum MutationCatalogue {
    static let all: [MutationOperator] = [
        lifecycleHook, wiring, dropRoute, freshDependencies, weakToStrong, pushToPresent, presentToPush, popToDismiss,
        dismissToPop, dropClose, destinationKind, sheetToPush, pushToSheet, hardcodeRow, dropCancel,
        dropCancellationCheck, dropRequestReport, dropQueryStart, swapArguments
    ]

    /// Drops the forwarding of a lifecycle hook: `presenter.viewDidLoad()` in `viewDidLoad` or
    /// a SwiftUI view state's `load()`, `viewModel.onAppear()` in `viewWillAppear`, the body of
    /// SwiftUI's `.task { … }` / `.onAppear { … }`.
    static let lifecycleHook = MutationOperator(
        name: "lifecycle-hook",
        summary: "a lifecycle hook no longer forwarded (viewDidLoad, viewWillAppear, .task, .onAppear)",
        expectedIn: { $0.pattern != "mvc" },
        rewrite: { line, _, id in
            if MutationOperator.match(#"^\s*(presenter|viewModel)\.(viewDidLoad|onAppear|viewWillAppear)\(\)$"#, line)
                != nil
            {
                return MutationOperator.dropped(line, id)
            }
            guard let parts = MutationOperator.match(#"^(\s*\.(?:task|onAppear) \{ (?:\[\w+\] in )?)(.+)( \})$"#, line)
            else { return nil }
            return parts[1] + "if !(\(MutationOperator.on(id))) { " + parts[2] + " }" + parts[3]
        })

    /// Drops one assignment of the factory's wiring: the presenter's view, the interactor's
    /// output, the router's view controller or close handler, the table's data source/delegate.
    static let wiring = MutationOperator(
        name: "wiring",
        summary:
            "a reference of the module's wiring not set (presenter.view, interactor.output, router.viewController…)",
        expectedIn: { _ in true },
        rewrite: { line, _, id in
            let pattern =
                #"^\s*(presenter\.view|interactor\.output|router\.viewController|router\.onClose|contentView\.tableView\.(dataSource|delegate)) = \w+$"#
            return MutationOperator.match(pattern, line) == nil ? nil : MutationOperator.dropped(line, id)
        })

    /// Makes a weak reference strong: a `weak var` keeps its value in a strong stored property
    /// too; a `[weak self]` closure captures `self` strongly too.
    static let weakToStrong = MutationOperator(
        name: "weak-to-strong",
        summary: "a weak reference made strong (a retain cycle)",
        // MVVM's pure SwiftUI module holds nothing weakly: the view owns its view model.
        expectedIn: { !($0.pattern == "mvvm" && $0.isPureSwiftUI) },
        rewrite: { line, _, id in
            let on = MutationOperator.on(id)
            if let parts = MutationOperator.match(#"^(\s*)weak var (\w+): ([^{=]+)$"#, line) {
                let indent = parts[1]
                let name = parts[2]
                return indent
                    + "weak var \(name): \(parts[3]) { didSet { if \(on) { mutantRetained\(id) = \(name) } } }\n"
                    + indent + "private var mutantRetained\(id): AnyObject?"
            }
            // A request's task: `Task { [weak self, apiClient] in`, the body on the next lines.
            if let parts = MutationOperator.match(#"^(.*)\[weak self, (\w+)\] in$"#, line) {
                return parts[1]
                    + "[weak self, \(parts[2]), mutantRetained\(id) = \(on) ? self : nil] in _ = mutantRetained\(id)"
            }
            guard line.contains("[weak self] in ") else { return nil }
            return line.replacingOccurrences(
                of: "[weak self] in ",
                with: "[weak self, mutantRetained\(id) = \(on) ? self : nil] in _ = mutantRetained\(id); ")
        })

    /// Drops the cancellation of a request's task (`fetchFeedTask?.cancel()`): before a new one
    /// starts, or in the interactor's `deinit`.
    static let dropCancel = MutationOperator(
        name: "drop-cancel",
        summary: "a request's running task no longer cancelled (by a new request, or when its owner goes away)",
        expectedIn: { _ in true },
        rewrite: { line, _, id in
            MutationOperator.match(#"^\s*\w+Task\?\.cancel\(\)$"#, line) == nil
                ? nil : MutationOperator.dropped(line, id)
        })

    /// Drops a request's check for cancellation before it reports (`guard !Task.isCancelled`), after
    /// a result or an error.
    static let dropCancellationCheck = MutationOperator(
        name: "drop-cancellation-check",
        summary: "a cancelled request that still reports its result or error",
        expectedIn: { _ in true },
        rewrite: { line, _, id in
            line.trimmingCharacters(in: .whitespaces) == "guard !Task.isCancelled else { return }"
                ? MutationOperator.dropped(line, id) : nil
        })

    /// Drops a request's report: to the interactor output (`self?.output?.fetchFeedDidFinish(result)`)
    /// in VIPER, to the presenter's or controller's own handler (`self?.fetchFeedDidFail(error)`) in
    /// MVP and MVC.
    static let dropRequestReport = MutationOperator(
        name: "drop-request-report",
        summary: "a request's result or error no longer reported (to the interactor output, to its handler)",
        expectedIn: { $0.pattern != "mvvm" },
        rewrite: { line, _, id in
            MutationOperator.match(#"^\s*self\?\.(?:output\?\.)?\w+Did(?:Finish|Fail)\((result|error)?\)$"#, line)
                == nil
                ? nil : MutationOperator.dropped(line, id)
        })

    /// Drops the start of a query when the screen loads or first appears:
    /// `interactor.articles()` (VIPER) or `articles()` (MVP) in the presenter's `viewDidLoad()`,
    /// `if articlesTask == nil { articles() }` in an MVVM view model's `onAppear()` or an MVC
    /// controller's `viewWillAppear(_:)`. The presenter's lines are the only calls without
    /// arguments on a line of their own that its template generates.
    static let dropQueryStart = MutationOperator(
        name: "drop-query-start",
        summary: "a query no longer started when the screen loads or first appears",
        expectedIn: { _ in true },
        rewrite: { line, file, id in
            if MutationOperator.match(#"^\s*if \w+Task == nil \{ \w+\(\) \}$"#, line) != nil {
                return MutationOperator.dropped(line, id)
            }
            guard file.name.hasSuffix("Presenter.swift"),
                MutationOperator.match(#"^\s*(interactor\.)?\w+\(\)$"#, line) != nil
            else { return nil }
            return MutationOperator.dropped(line, id)
        })

    /// Drops a route's effect: `show(destination)` in a UIKit router, `destination = .case(…)`
    /// in a SwiftUI router.
    static let dropRoute = MutationOperator(
        name: "drop-route",
        summary: "a route that no longer shows its destination",
        expectedIn: { _ in true },
        rewrite: { line, file, id in
            guard file.name.hasSuffix("Router.swift"),
                MutationOperator.match(#"^\s*(show\(destination\)|destination = (?!nil).+)$"#, line) != nil
            else { return nil }
            return MutationOperator.dropped(line, id)
        })

    /// A push becomes a present.
    static let pushToPresent = MutationOperator(
        name: "push-to-present",
        summary: "a push route presents instead",
        expectedIn: { $0.hasUIKitRouter },
        rewrite: { line, _, id in
            guard
                let parts = MutationOperator.match(
                    #"^\s*navigationController\.pushViewController\((\w+), animated: true\)$"#, line)
            else { return nil }
            return MutationOperator.replaced(line, by: "viewController?.present(\(parts[1]), animated: true)", id)
        })

    /// A present becomes a push.
    static let presentToPush = MutationOperator(
        name: "present-to-push",
        summary: "a present route pushes instead",
        expectedIn: { $0.hasUIKitRouter },
        rewrite: { line, _, id in
            guard let parts = MutationOperator.match(#"^\s*viewController\?\.present\((.+), animated: true\)$"#, line)
            else { return nil }
            return MutationOperator.replaced(
                line, by: "viewController?.navigationController?.pushViewController(\(parts[1]), animated: true)", id)
        })

    /// `close()` dismisses where it should pop.
    static let popToDismiss = MutationOperator(
        name: "close-pop-to-dismiss",
        summary: "close() dismisses a pushed module instead of popping it",
        expectedIn: { $0.hasUIKitRouter },
        rewrite: { line, _, id in
            guard MutationOperator.match(#"^\s*navigationController\.popToViewController\(.+\)$"#, line) != nil else {
                return nil
            }
            return MutationOperator.replaced(
                line, by: "viewController.presentingViewController?.dismiss(animated: true)", id)
        })

    /// `close()` pops where it should dismiss.
    static let dismissToPop = MutationOperator(
        name: "close-dismiss-to-pop",
        summary: "close() pops a presented module instead of dismissing it",
        expectedIn: { $0.hasUIKitRouter },
        rewrite: { line, _, id in
            guard
                MutationOperator.match(
                    #"^\s*viewController\.presentingViewController\?\.dismiss\(animated: true\)$"#, line)
                    != nil
            else { return nil }
            return MutationOperator.replaced(
                line, by: "_ = viewController.navigationController?.popViewController(animated: true)", id)
        })

    /// A SwiftUI `close()` that no longer tells the opener.
    static let dropClose = MutationOperator(
        name: "drop-close",
        summary: "a SwiftUI close() that no longer reaches the opener",
        expectedIn: { $0.isPureSwiftUI },
        rewrite: { line, _, id in
            MutationOperator.match(#"^\s*onClose\?\(\)$"#, line) == nil ? nil : MutationOperator.dropped(line, id)
        })

    /// A SwiftUI destination of the wrong kind: `Destination.presentation` says a pushed route is
    /// presented as a sheet, a presented one (sheet or full-screen cover) pushed or a full-screen
    /// cover a sheet (the router's state, which the view binds `.navigationDestination`, `.sheet`
    /// and `.fullScreenCover` to).
    static let destinationKind = MutationOperator(
        name: "destination-kind",
        summary:
            "a SwiftUI destination pushed where it is presented, presented where it is pushed, or a sheet where it covers the screen",
        expectedIn: { $0.isPureSwiftUI },
        rewrite: { line, file, id in
            guard file.name.hasSuffix("Router.swift"),
                let parts = MutationOperator.match(#"^(\s*case \.\w+: return )\.(push|sheet|fullScreenCover)$"#, line)
            else { return nil }
            let flipped = parts[2] == "push" ? "sheet" : parts[2] == "sheet" ? "push" : "sheet"
            return parts[1] + "\(MutationOperator.on(id)) ? .\(flipped) : .\(parts[2])"
        })

    /// A SwiftUI sheet shown as a pushed destination (both modifiers kept, the mutant switches
    /// which one is bound).
    static let sheetToPush = swiftUISwap(from: "sheet", to: "navigationDestination", name: "sheet-to-push")

    /// A SwiftUI pushed destination shown as a sheet.
    static let pushToSheet = swiftUISwap(from: "navigationDestination", to: "sheet", name: "push-to-sheet")

    private static func swiftUISwap(from: String, to: String, name: String) -> MutationOperator {
        MutationOperator(
            name: name,
            summary: "SwiftUI .\(from) becomes .\(to)",
            expectedIn: { $0.isPureSwiftUI },
            rewrite: { line, _, id in
                let pattern = #"^(\s*)\."# + from + #"\((isPresented|item): (\$[\w.]+)\)(.*)$"#
                guard let parts = MutationOperator.match(pattern, line) else { return nil }
                let (indent, label, binding, rest) = (parts[1], parts[2], parts[3], parts[4])
                let off = label == "item" ? ".constant(nil)" : ".constant(false)"
                let on = MutationOperator.on(id)
                return indent + ".\(from)(\(label): \(on) ? \(off) : \(binding))\(rest)\n"
                    + indent + ".\(to)(\(label): \(on) ? \(binding) : \(off))\(rest)"
            })
    }

    /// Every row shows (or selects) the first item: `items[indexPath.row]`, `rows[index]`,
    /// `didSelectItem(at: indexPath.row)`, `onSelect(index)`.
    static let hardcodeRow = MutationOperator(
        name: "hardcode-row",
        summary: "a row index hard-coded to 0",
        expectedIn: { $0.pattern == "mvc" },
        rewrite: { line, _, id in
            for index in ["indexPath.row", "index"] {
                for (open, close) in [("[", "]"), ("(at: ", ")"), ("(", ")")] where line.contains(open + index + close)
                {
                    return line.replacingOccurrences(
                        of: open + index + close, with: open + "\(MutationOperator.on(id)) ? 0 : \(index)" + close)
                }
            }
            return nil
        })

    /// A destination built with a new composition root instead of the opener's: its shared
    /// services are not the ones the app made (`…makeModule(dependencies: AppDependencies(), …)`).
    /// A build line whose input can be swapped is left to `swap-arguments`; before
    /// `weak-to-strong`, whose mutant of a pure SwiftUI destination's `onClose` is equivalent.
    static let freshDependencies = MutationOperator(
        name: "fresh-dependencies",
        summary: "a destination built with new services instead of the opener's dependencies",
        expectedIn: { _ in true },
        rewrite: { line, file, id in
            guard file.name.hasSuffix("Router.swift"), !line.contains("let router = "),
                swapArguments.rewrite(line, file, id) == nil,
                let parts = MutationOperator.match(#"^(.*\w\()dependencies: dependencies(.*)$"#, line)
            else { return nil }
            return parts[1] + "dependencies: (\(MutationOperator.on(id)) ? AppDependencies() : dependencies)" + parts[2]
        })

    /// Two adjacent arguments of the same declared type swapped: `a: a, b: b` where the file
    /// declares `a` and `b` with one type.
    static let swapArguments = MutationOperator(
        name: "swap-arguments",
        summary: "two arguments of the same type swapped",
        expectedIn: { _ in true },
        rewrite: { line, file, id in
            guard let regex = try? NSRegularExpression(pattern: #"\b(\w+): (\w+), (\w+): (\w+)\b"#) else { return nil }
            for found in regex.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                let parts = (0..<5).map { Range(found.range(at: $0), in: line).map { String(line[$0]) } ?? "" }
                guard parts[1] == parts[2], parts[3] == parts[4], parts[1] != parts[3],
                    let first = declaredType(of: parts[1], in: file.text),
                    first == declaredType(of: parts[3], in: file.text)
                else { continue }
                let on = MutationOperator.on(id)
                let swapped =
                    "\(parts[1]): \(on) ? \(parts[3]) : \(parts[1]), \(parts[3]): \(on) ? \(parts[1]) : \(parts[3])"
                return line.replacingOccurrences(of: parts[0], with: swapped)
            }
            return nil
        })

    /// The type `name` is declared with in `file` (`let name: T`, a parameter `name: T`).
    static func declaredType(of name: String, in file: String) -> String? {
        MutationOperator.match(#"\b"# + name + #": ([A-Z][\w.?\[\]]*)"#, file)?[1]
    }
}
