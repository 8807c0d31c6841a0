import SwiftSource

/// LCOM4 (Hitz & Montazeri's lack of cohesion in methods): the number of connected components
/// of a type's instance methods, two methods being connected when both use the same stored
/// property or one calls the other.
///
/// - Methods: `func`s declared directly in the type or its same-file extensions, not `static`
///   or `class`; initializers, accessors and closures are not methods (closures' uses count for
///   the method around them).
/// - Stored properties: instance `let`/`var`s without a getter (observed ones included). A type
///   with none has no LCOM4 (nil): LCOM4 is undefined without fields.
/// - A use is a name equal to a stored property, and a call a name equal to a method,
///   unqualified or after `self.`, `self?.`, `self!.` or a local bound to `self`
///   (`guard let strongSelf = self`); an unqualified name that a parameter or local hides (see
///   ``LocalBindings``) is no use.
/// - A method that uses no stored property, calls none and is called by none (an empty template
///   method, a constant return) is no part of any component.
/// - 1 is a cohesive type; n > 1 means it could be split into n types. A type with fewer than
///   two methods has no LCOM4 (nil).
/// - In a view, cell, view controller or presenter (by name or inheritance), a setter or
///   forwarder (its body spans at most three lines, uses at most one stored property and calls
///   none of the type's own methods), as a passive view's `showTitle(_:)` or a presenter's
///   `didSelectPop() { wireframe.pop() }`, is separate by design: a type made only of them has
///   no LCOM4 (LCOM4 would call the cleanest code the least cohesive), and in a presenter or a
///   view model a component of forwarders alone is not counted (navigation forwarded to the
///   router or the coordinator, `didSelect(item:) { didSelect?(item.query) }`, does not split it).
/// - Framework hooks (in a type that inherits or adopts a framework type: `UIViewController`,
///   `UIGestureRecognizerDelegate`, …; not an application or scene delegate): the methods the framework calls — `override`s (and
///   `override` properties' accessors), `@objc` and `@IBAction` methods, and in a type adopting
///   a framework protocol or a `…Delegate`/`…DataSource` one the callbacks whose first
///   parameter is of a framework type or whose name begins with that parameter's type
///   (`tableView(_:cellForRowAt:)`, `swipeGestureRecognizerDidStart(_:)`) — and the methods that
///   wire the type to the framework (`recognizer.delegate = self`, `.dataSource = self`) are one
///   component when they use state: the framework drives them all over the type's UI state, so a
///   reviewer reads them as one job (`viewDidAppear` setting `isAppeared` for the
///   `prefersStatusBarHidden` override is the screen's lifecycle, not a second responsibility).
/// - A mediator (a presenter): the collaborators it mediates between — its view, interactor,
///   router or wireframe, output or delegate (by name or type) — count as one stored property:
///   the view-facing half and the interactor-output half of a presenter are its one job.
/// - Entry points and derived state: an `init` assignment whose right side reads another stored
///   property joins the two (``derivations(_:source:bytes:)``); a view model, as a presenter,
///   does not count a component of forwarders alone; in a system-events handler
///   (``isSystemEventsHandler(_:)``) the app and scene callbacks are one component.
package enum Cohesion {
    /// LCOM4 of the type made of the given `SourceFile/types` indices (a type and its same-file
    /// extensions).
    package static func lcom4(source: SourceFile, members: Set<Int>) -> Int? {
        lcom4(
            source: source,
            methods: source.functions.indices.filter { source.functions[$0].parentType.map(members.contains) == true },
            properties: source.properties.indices.filter {
                source.properties[$0].parentType.map(members.contains) == true
            })
    }

    /// Marks by name number (see `SourceFile.names`), made once per file and left clean by
    /// each type: made per type, they cost the file's whole name table each time, so a file of
    /// many types took time quadratic in their number.
    struct Scratch {
        var isProperty: [Bool]
        var firstMethod: [Int]
        var firstUser: [Int]

        init(names: Int) {
            isProperty = [Bool](filled: false, count: names)
            firstMethod = [Int](filled: -1, count: names)
            firstUser = [Int](filled: -1, count: names)
        }
    }

    /// ``lcom4(source:members:)`` given the indices of `source.functions` and
    /// `source.properties` declared directly in the members, in source order.
    static func lcom4(source: SourceFile, methods candidates: [Int], properties declared: [Int]) -> Int? {
        var scratch = Scratch(names: source.names.count)
        return lcom4(source: source, methods: candidates, properties: declared, passiveExempt: false, scratch: &scratch)
    }

    /// ``lcom4(source:methods:properties:)`` with marks sized for `source.names`, which it
    /// leaves as it found them (clean).
    /// - Parameter passiveExempt: a view or presenter, which has no LCOM4 when it is passive.
    static func lcom4(
        source: SourceFile, methods candidates: [Int], properties declared: [Int], passiveExempt: Bool,
        scratch: inout Scratch
    ) -> Int? {
        components(
            source: source, methods: candidates, properties: declared, passiveExempt: passiveExempt, scratch: &scratch)?
            .count
    }

    /// The connected components whose count is LCOM4, nil where LCOM4 is. Each component lists
    /// its methods (`name()`, in source order) then the stored properties that connect them (in
    /// declaration order); the components are ordered by their first method. The member names
    /// are spelled out only when there are two or more components (a cohesive type's one
    /// component is left empty: no one reads it, and every type is measured).
    /// - Parameter bytes: the file's bytes, to tell parameters and locals that hide a stored
    ///   property from uses of it (see ``LocalBindings``); without them every unqualified use counts.
    static func components(
        source: SourceFile, methods candidates: [Int], properties declared: [Int], passiveExempt: Bool,
        discountsForwarders: Bool = false, passiveUI: Bool = false, frameworkHooks: Bool = false,
        adoptsFrameworkProtocol: Bool = false, mediator: Bool = false, systemEvents: Bool = false,
        typeName: String = "", bytes: [UInt8] = [], scratch: inout Scratch
    ) -> [[String]]? {
        let methods = candidates.filter { index in
            source.functions[index].kind == .function && source.functions[index].parentFunction == nil
                && !source.functions[index].modifiers.isTypeMember
        }
        guard methods.count >= 2 else { return nil }
        // Accessors (`get`/`set`/`willSet`/`didSet`) of the type's instance properties are nodes
        // of the graph too (after the methods): they join what they use and call, but are never
        // listed nor counted as a component of their own.
        let accessors = candidates.filter { index in
            let function = source.functions[index]
            guard function.kind == .accessor, function.parentFunction == nil, let property = function.property,
                declared.contains(property)
            else { return false }
            return !source.properties[property].isStatic
        }
        let nodes = methods + accessors
        // Names are compared by number (see `SourceFile.names`): a name no reference uses
        // connects nothing. The numbers marked, to clean the marks at the end.
        let names = source.names
        var propertyIDs: [Int] = []
        var methodIDs: [Int] = []
        defer {
            for id in propertyIDs {
                scratch.isProperty[id] = false
                scratch.firstUser[id] = -1
            }
            for id in methodIDs { scratch.firstMethod[id] = -1 }
        }
        for index in declared {
            let property = source.properties[index]
            if !property.isComputed, !property.isStatic, let id = names.id(of: property.name), !scratch.isProperty[id] {
                scratch.isProperty[id] = true
                propertyIDs.append(id)
            }
        }
        // No stored instance state: LCOM4 is undefined (an app delegate, a stateless helper, a stub).
        guard declared.contains(where: { !source.properties[$0].isComputed && !source.properties[$0].isStatic }) else {
            return nil
        }
        // The methods of each name, as linked lists: overloads share a name. A computed
        // property's accessors are called by the property's name.
        var nextMethod = [Int](filled: -1, count: nodes.count)
        for (position, index) in nodes.enumerated() {
            let function = source.functions[index]
            let name: String
            if function.kind == .accessor, let property = function.property {
                guard source.properties[property].isComputed else { continue }
                name = source.properties[property].name
            } else {
                name = function.name
            }
            guard let id = names.id(of: name) else { continue }
            if scratch.firstMethod[id] < 0 { methodIDs.append(id) }
            nextMethod[position] = scratch.firstMethod[id]
            scratch.firstMethod[id] = position
        }
        // `$x` (a property wrapper's projection) and `_x` (its storage, unless declared) are uses of `x`.
        var wrapperAlias: [Int: Int] = [:]
        // Passive state of a UI type (see the type's note): its subviews and outlets, and the
        // presenter or event handler it forwards to.
        var passiveProperty: Set<Int> = []
        var staticIDs: Set<Int> = []
        for index in declared {
            let property = source.properties[index]
            guard let id = names.id(of: property.name) else { continue }
            if property.isStatic {
                staticIDs.insert(id)
                continue
            }
            guard scratch.isProperty[id], !property.isComputed else { continue }
            if let projected = names.id(of: "$" + property.name) { wrapperAlias[projected] = id }
            if !property.attributes.isEmpty, let storage = names.id(of: "_" + property.name),
                !scratch.isProperty[storage]
            {
                wrapperAlias[storage] = id
            }
            if passiveUI, Self.isSubview(property) || Self.isEventHandler(property) { passiveProperty.insert(id) }
        }
        // `Self.shared.x()` or `TypeName.shared.x()`: the type's own member through its own
        // static instance.
        let ownTypeIDs = [names.id(of: "Self"), typeName.isEmpty ? nil : names.id(of: typeName)].compactMap { $0 }
        // A use or call counts as the type's own with no qualifier (unless a parameter or local
        // of the same name hides the property), or after `self.`, `self?.`, `self!.`, or a
        // local that is `self` (`guard let strongSelf = self`).
        let selfName = names.id(of: "self")
        let optionalMarks = [names.id(of: "?"), names.id(of: "!")].compactMap { $0 }
        var parent = Array(nodes.indices)
        // Per method: the stored properties it uses (up to two), whether it calls its own,
        // whether it is joined to another at all; in a UI type, whether it uses state other
        // than subviews and event handlers, and the methods it calls.
        var usedProperty = [Int](filled: -1, count: nodes.count)
        var active = [Bool](filled: false, count: nodes.count)
        var linked = [Bool](filled: false, count: nodes.count)
        var usesWorkingState = [Bool](filled: false, count: nodes.count)
        var callees = [[Int]](filled: [], count: nodes.count)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }
        func union(_ a: Int, _ b: Int) { parent[root(a)] = root(b) }
        let references = source.references
        func use(_ position: Int, _ id: Int) {
            if scratch.firstUser[id] >= 0 {
                union(position, scratch.firstUser[id])
            } else {
                scratch.firstUser[id] = position
            }
            if usedProperty[position] >= 0, usedProperty[position] != id { active[position] = true }
            usedProperty[position] = id
            if !passiveProperty.contains(id) { usesWorkingState[position] = true }
        }
        for (position, index) in nodes.enumerated() {
            let function = source.functions[index]
            let isAccessor = position >= methods.count
            if isAccessor, let property = function.property, !source.properties[property].isComputed,
                let id = names.id(of: source.properties[property].name), scratch.isProperty[id]
            {
                use(position, id)  // an observer belongs to its stored property
            }
            let range = function.referenceRange.clamped(to: references.indices)
            let (hidden, aliases) = hiddenNames(function, source: source, range: range, bytes: bytes, scratch: scratch)
            for k in range {
                let reference = references[k]
                let id = reference.nameID
                let own: Bool
                switch reference.qualifierID {
                case nil: own = !hidden.contains { $0.id == id && $0.hides.contains(reference.offset) }
                case let qualifier? where qualifier == selfName || aliases.contains(qualifier): own = true
                case let qualifier? where optionalMarks.contains(qualifier) && k > range.lowerBound:
                    // `self?.x`: the reference before is `self` (or its alias), glued: `self` `?` `.` `x`.
                    let before = references[k - 1]
                    own =
                        before.qualifierID == nil && (before.nameID == selfName || aliases.contains(before.nameID))
                        && reference.offset - before.offset == names.names[before.nameID].utf8.count + 2
                case let qualifier? where staticIDs.contains(qualifier) && k > range.lowerBound:
                    // `Self.shared.x`: the reference before is `shared`, qualified by the type.
                    let before = references[k - 1]
                    own = before.nameID == qualifier && before.qualifierID.map(ownTypeIDs.contains) == true
                default: own = false
                }
                guard own else { continue }
                let property = wrapperAlias[id] ?? id
                if scratch.isProperty[property] { use(position, property) }
                var callee = scratch.firstMethod[id]
                while callee >= 0 {
                    union(position, callee)
                    if callee != position {
                        // A call into an accessor links but does no work of its own.
                        if callee < methods.count, !isAccessor { active[position] = true }
                        linked[position] = true
                        linked[callee] = true
                        callees[position].append(callee)
                    }
                    callee = nextMethod[callee]
                }
            }
            if !isAccessor, function.endLine - function.startLine > 4 { active[position] = true }
        }
        // An initializer that derives a stored property from another (`_loading = _relay.asDriver()`)
        // joins the two: the derived state is the other's, whatever methods read each.
        if !bytes.isEmpty {
            for index in candidates where source.functions[index].kind == .initializer {
                for (target, read) in Self.derivations(source.functions[index], source: source, bytes: bytes)
                where scratch.isProperty[target] && scratch.isProperty[read] && target != read
                    && scratch.firstUser[target] >= 0 && scratch.firstUser[read] >= 0
                {
                    union(scratch.firstUser[target], scratch.firstUser[read])
                }
            }
        }
        // Framework hooks that use state or link to methods are one component (see the type's note).
        if frameworkHooks || systemEvents {
            var firstHook = -1
            for (position, index) in nodes.enumerated() where usedProperty[position] >= 0 || linked[position] {
                let function = source.functions[index]
                let isHook =
                    frameworkHooks
                    && Self.isFrameworkHook(
                        function, source: source, adoptsFrameworkProtocol: adoptsFrameworkProtocol, bytes: bytes)
                    || systemEvents && function.kind == .function && Self.isSystemCallback(function.name)
                guard isHook else { continue }
                if firstHook < 0 { firstHook = position } else { union(position, firstHook) }
            }
        }
        // A mediator's collaborators are one (see the type's note).
        if mediator {
            var firstCollaboratorUser = -1
            for index in declared {
                let property = source.properties[index]
                guard !property.isStatic, !property.isComputed, Self.isMediated(property),
                    let id = names.id(of: property.name), scratch.isProperty[id], scratch.firstUser[id] >= 0
                else { continue }
                if firstCollaboratorUser < 0 {
                    firstCollaboratorUser = scratch.firstUser[id]
                } else {
                    union(scratch.firstUser[id], firstCollaboratorUser)
                }
            }
        }
        // In a UI type, a method that uses only subviews, outlets and its event handler and calls
        // only such methods (a display setter of any length, a forwarder) is passive.
        var passive = [Bool](filled: false, count: nodes.count)
        if passiveUI {
            passive = nodes.indices.map { !usesWorkingState[$0] }
            var changed = true
            while changed {
                changed = false
                for position in nodes.indices
                where passive[position] && callees[position].contains(where: { !passive[$0] }) {
                    passive[position] = false
                    changed = true
                }
            }
            for position in methods.indices where passive[position] { active[position] = false }
        }
        if passiveExempt, !active[..<methods.count].contains(true) { return nil }
        // Counted: methods that use a stored property or call or are called by another (an
        // empty template method or a constant return splits nothing); in a presenter, only
        // components with a method that does more than forward (see the type's note).
        let counted = methods.indices.filter { usedProperty[$0] >= 0 || linked[$0] }
        guard !counted.isEmpty else { return nil }
        let roots = nodes.indices.map(root)
        var countedRoots = Set<Int>()
        // In a UI type, a component of passive methods alone (forwarders to the event handler,
        // display setters) is not counted; in a presenter, one of forwarders alone.
        for position in counted where passiveUI ? !passive[position] : !discountsForwarders || active[position] {
            countedRoots.insert(roots[position])
        }
        guard countedRoots.count > 1 else { return [[]] }
        // Components numbered in the order of their first method.
        var numberOfRoot: [Int: Int] = [:]
        var members: [[String]] = []
        for position in counted where countedRoots.contains(roots[position]) {
            let number: Int
            if let known = numberOfRoot[roots[position]] {
                number = known
            } else {
                number = members.count
                numberOfRoot[roots[position]] = number
                members.append([])
            }
            let name = source.functions[methods[position]].name + "()"
            if !members[number].contains(name) { members[number].append(name) }
        }
        for index in declared {
            let property = source.properties[index]
            guard let id = names.id(of: property.name), scratch.isProperty[id], scratch.firstUser[id] >= 0,
                let number = numberOfRoot[root(scratch.firstUser[id])], !members[number].contains(property.name)
            else { continue }
            members[number].append(property.name)
        }
        return members
    }

    /// The assignments `name = …` or `self.name = …` in an initializer whose right side (up to
    /// the end of its line) names another name after `self.` or unqualified (not a parameter's):
    /// pairs of (assigned, read) name numbers; the caller keeps the stored properties.
    static func derivations(_ function: FunctionDeclaration, source: SourceFile, bytes: [UInt8]) -> [(Int, Int)] {
        let references = source.references
        let range = function.referenceRange.clamped(to: references.indices)
        let selfName = source.names.id(of: "self")
        // An unqualified parameter name is the parameter (`self.service = Service(repo: repo)`).
        let parameters = Set(function.parameters.compactMap { source.names.id(of: $0.name) })
        var pairs: [(Int, Int)] = []
        var k = range.lowerBound
        while k < range.upperBound {
            let target = references[k]
            defer { k += 1 }
            guard target.qualifierID == nil || target.qualifierID == selfName else { continue }
            var at = target.offset + source.names.names[target.nameID].utf8.count
            while at < bytes.count, bytes[at] == 0x20 { at += 1 }
            guard at + 1 < bytes.count, bytes[at] == 0x3D, bytes[at + 1] != 0x3D else { continue }
            var end = at
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var j = k + 1
            while j < range.upperBound, references[j].offset < end {
                let read = references[j]
                if read.offset > at,
                    read.qualifierID == selfName || read.qualifierID == nil && !parameters.contains(read.nameID)
                {
                    pairs.append((target.nameID, read.nameID))
                }
                j += 1
            }
        }
        return pairs
    }

    /// An application or scene lifecycle callback by name (`sceneDidBecomeActive`,
    /// `sceneOpenURLContexts`, `applicationWillTerminate`, `handlePushRegistration`): what a
    /// system-events handler (a type named `…EventsHandler`/`…EventHandler`, the code taken out
    /// of an app delegate) is called for.
    static func isSystemCallback(_ name: String) -> Bool {
        for prefix in ["scene", "application", "app", "handlePush", "didReceive", "didRegister", "didFail"] {
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return true }
        }
        return false
    }

    /// A system-events handler: a type named, or adopting a protocol named, `…EventsHandler`,
    /// `…EventHandler` or `…LifecycleHandler`.
    static func isSystemEventsHandler(_ names: [String]) -> Bool {
        names.contains(where: isSystemEventsHandlerName)
    }

    /// ``isSystemEventsHandler(_:)`` for one name.
    static func isSystemEventsHandlerName(_ name: String) -> Bool {
        // Every name ends in `r` (a handler) or is no handler: only those are compared by
        // Character (the commonest names are compared with none of the suffixes).
        guard name.utf8.last == UInt8(ascii: "r") else { return false }
        return ["EventsHandler", "EventHandler", "LifecycleHandler"].contains(where: name.hasSuffix)
            && (name.contains("System") || name.contains("App") || name.contains("Scene")
                || name.contains("Lifecycle"))
    }

    /// A UI subview or outlet: `@IBOutlet`, or a type (written, or the initial value's first
    /// name) of UIKit, AppKit or MapKit views and controls, or named as one (`…View`, `…Label`).
    static func isSubview(_ property: PropertyDeclaration) -> Bool {
        if property.attributes.contains(Attribute(.ibOutlet)) { return true }
        let written = property.type.map { $0.nominalName ?? "" } ?? property.initialValueIdentifiers.first ?? ""
        guard !written.isEmpty else { return false }
        if written.hasPrefix("UI") || written.hasPrefix("NS") && written.hasSuffix("View") || written.hasPrefix("MK") {
            return true
        }
        return subviewSuffixes.contains(where: written.hasSuffix)
    }

    static let subviewSuffixes = [
        "View", "Label", "Button", "Cell", "Field", "Indicator", "Control", "Bar", "Switch", "Slider", "Stepper",
        "Layer", "Constraint", "Picker"
    ]

    /// The presenter, event handler, view model, delegate or output a passive view forwards to.
    static func isEventHandler(_ property: PropertyDeclaration) -> Bool {
        LowercaseSearch.containsAny(property.name, eventHandlerWords)
            || LowercaseSearch.containsAny(property.type?.nominalName ?? "", eventHandlerWords)
    }

    /// A collaborator a presenter mediates between: its view, interactor, router or wireframe,
    /// output or delegate, by name or type.
    static func isMediated(_ property: PropertyDeclaration) -> Bool {
        LowercaseSearch.containsAny(property.name, mediatedWords)
            || LowercaseSearch.containsAny(property.type?.nominalName ?? "", mediatedWords)
    }

    static let mediatedWords = [
        "view", "userinterface", "display", "interactor", "router", "wireframe", "output", "delegate", "coordinator",
        "navigator", "usecase"
    ]

    /// Whether the framework calls `function` or it wires the type to the framework (see the
    /// type's note).
    static func isFrameworkHook(
        _ function: FunctionDeclaration, source: SourceFile, adoptsFrameworkProtocol: Bool, bytes: [UInt8]
    ) -> Bool {
        if function.kind == .accessor {
            guard let property = function.property else { return false }
            return source.properties[property].modifiers.contains(.override)
        }
        if function.modifiers.contains(.override) { return true }
        if function.attributes.contains(where: { $0.name == .objc || $0.name == .ibAction }) { return true }
        if adoptsFrameworkProtocol, let first = function.parameters.first?.type?.nominalName,
            isFrameworkName(first) || namesDelegator(function.name, first)
        {
            return true
        }
        return wiresSelf(function, source: source, bytes: bytes)
    }

    /// Cocoa's delegate naming: the callback's name begins with its delegating object's type,
    /// prefix dropped and lowercased (`swipeGestureRecognizerDidStart(_:)` for a
    /// `CXSwipeGestureRecognizer`, `urlSession(_:didReceive:)` for a `URLSession`).
    static func namesDelegator(_ name: String, _ type: String) -> Bool {
        let letters = Array(type)
        var run = 0
        while run < letters.count, letters[run].isUppercase { run += 1 }
        guard run >= 1, run < letters.count else { return false }
        let stripped = String(letters[(run - 1)...])
        let candidates = [
            stripped.prefix(1).lowercased() + stripped.dropFirst(),
            String(letters[..<(run - 1)]).lowercased() + stripped
        ]
        return candidates.contains { $0.count > 2 && name.hasPrefix($0) }
    }

    /// `….delegate = self` or `….dataSource = self` in the function.
    static func wiresSelf(_ function: FunctionDeclaration, source: SourceFile, bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return false }
        let references = source.references
        for k in function.referenceRange.clamped(to: references.indices) {
            let reference = references[k]
            guard reference.qualifierID != nil else { continue }
            let name = source.names.names[reference.nameID]
            guard name == "delegate" || name == "dataSource" else { continue }
            var at = reference.offset + name.utf8.count
            while at < bytes.count, bytes[at] == 0x20 { at += 1 }
            guard at + 1 < bytes.count, bytes[at] == 0x3D, bytes[at + 1] != 0x3D else { continue }
            at += 1
            while at < bytes.count, bytes[at] == 0x20 { at += 1 }
            let word = Array("self".utf8)
            guard at + word.count <= bytes.count, Array(bytes[at..<at + word.count]) == word else { continue }
            let after = at + word.count
            if after == bytes.count
                || !(bytes[after] == 0x5F || bytes[after] >= 0x80
                    || (bytes[after] | 0x20) >= 0x61
                        && (bytes[after] | 0x20) <= 0x7A
                    || bytes[after] >= 0x30 && bytes[after] <= 0x39)
            {
                return true
            }
        }
        return false
    }

    /// A name of Apple's frameworks: `UI…`, `NS…`, `MK…`, `WK…`, `AV…`, `CL…`, `SK…`, `PH…`,
    /// `CA…` followed by an uppercase letter.
    static func isFrameworkName(_ name: String) -> Bool {
        // The first three bytes read in place: an array and a string made of them, then hashed,
        // cost more than the rest of a type's framework check.
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), let third = bytes.next(), third >= 0x41,
            third <= 0x5A
        else { return false }
        return frameworkPrefixPairs.contains(UInt16(first) | UInt16(second) << 8)
    }

    /// ``frameworkPrefixes`` as two bytes each, the first lowest.
    private static let frameworkPrefixPairs: [UInt16] = frameworkPrefixes.map { prefix in
        let utf8 = Array(prefix.utf8)
        return UInt16(utf8[0]) | UInt16(utf8[1]) << 8
    }

    /// An application or scene delegate's callbacks are the app's separate entry points (launch,
    /// notifications, URLs), not one screen's hooks: the framework-hook rule leaves it alone.
    static let appDelegateProtocols: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate"
    ]

    static let frameworkPrefixes: Set<String> = ["UI", "NS", "MK", "WK", "AV", "CL", "SK", "PH", "CA"]

    static let eventHandlerWords = [
        "presenter", "eventhandler", "output", "interactor", "viewmodel", "delegate", "handler", "listener",
        "router", "coordinator", "wireframe"
    ]

    /// The stored properties a method's parameters and locals hide (by name number, with the
    /// bytes where they do), and the numbers of the locals that are `self`; read only when the
    /// method uses a property's name unqualified or through a qualifier that may be such a local.
    private static func hiddenNames(
        _ function: FunctionDeclaration, source: SourceFile, range: Range<Int>, bytes: [UInt8],
        scratch: Scratch
    ) -> (hidden: [(id: Int, hides: Range<Int>)], aliases: [Int]) {
        let references = source.references
        let selfName = source.names.id(of: "self")
        guard
            range.contains(where: { k in
                let id = references[k].nameID
                guard scratch.isProperty[id] || scratch.firstMethod[id] >= 0 else { return false }
                return references[k].qualifierID == nil
                    || references[k].qualifierID != selfName && references[k].qualifierID != nil
            })
        else {
            return ([], [])
        }
        var hidden: [(id: Int, hides: Range<Int>)] = []
        for parameter in function.parameters where parameter.type != nil {
            if let id = source.names.id(of: parameter.name), scratch.isProperty[id] {
                hidden.append((id, function.range))
            }
        }
        var aliases: [Int] = []
        if let body = function.bodyRange {
            for binding in LocalBindings.bindings(tokens: source.tokens, bytes: bytes, body: body) {
                guard let id = source.names.id(of: binding.name) else { continue }
                if binding.aliasesSelf { aliases.append(id) }
                if scratch.isProperty[id] { hidden.append((id, binding.hides)) }
            }
        }
        return (hidden, aliases)
    }
}
