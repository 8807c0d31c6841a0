import Testing

@testable import Assessment

/// A file of many types (issue 30: time was quadratic in their number) reads as each of its
/// types read alone: the same functions, cohesion, dependencies and findings, lines shifted.
@Suite struct ManyTypesTests {
    /// Lines per type in the generated file; each type's text is padded to it.
    static let height = 8

    /// Type `i` of the generated file, as `height` lines: presenters with a strong view (a
    /// back-reference finding), view controllers naming an interactor (a reference finding),
    /// split and whole cohesion, init parameters, and nested one-line types whose functions
    /// go to the first of two equally small types.
    static func type(_ i: Int) -> String {
        let text: String
        switch i % 4 {
        case 0:
            text = """
                final class P\(i)Presenter {
                    var view: P\(i)ViewController?
                    let interactor: P\(i)Interactor
                    init(interactor: P\(i)Interactor, router: Router<Int>?) { self.interactor = interactor }
                    func show() { view = nil }
                    func load() { interactor.load() }
                }
                """
        case 1:
            text = """
                final class V\(i)ViewController: UIViewController {
                    let interactor: V\(i)Interactor
                    func viewDidLoad() { interactor.load(); helper() }
                    func helper() {}
                }
                """
        case 2:
            text = """
                struct S\(i) {
                    var count = 0
                    func up() -> Int { count + 1 }
                    func down() -> Int { count - 1 }
                    struct A\(i) { struct B\(i) { func inner() {} } }
                }
                """
        default:
            text = "enum E\(i) { case a; func f() {}; struct N\(i) { func g() {} } }"
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        return text + String(repeating: "\n", count: height - lines + 1)
    }

    static func shape(_ type: TypeSummary, shift: Int) -> String {
        let dependencies = type.dependencies.map {
            "\($0.name):\($0.typeName):\($0.isWeak):\($0.isInitializerParameter):\($0.line + shift)"
        }
        return "\(type.name) \(type.kind) line \(type.line + shift) lines \(type.lines) functions \(type.functions) "
            + "lcom4 \(type.lcom4.map(String.init) ?? "-") nested \(type.isNested) \(dependencies)"
    }

    @Test func aFileOfManyTypesReadsAsEachTypeAlone() {
        let count = 3_000
        let whole = Snippet.summary((0..<count).map(Self.type).joined())
        var expectedTypes: [String] = []
        var expectedFindings: [String] = []
        var expectedFunctions = 0
        for i in 0..<count {
            let alone = Snippet.summary(Self.type(i))
            let shift = i * Self.height
            expectedTypes += alone.types.map { Self.shape($0, shift: shift) }
            expectedFindings += alone.findings.map {
                "\($0.violation.rule) \($0.violation.line + shift) \($0.violation.message)"
            }
            expectedFunctions += alone.functions.count
        }
        #expect(whole.types.count == count / 4 * 7)
        #expect(whole.types.map { Self.shape($0, shift: 0) } == expectedTypes)
        #expect(
            whole.findings.map { "\($0.violation.rule) \($0.violation.line) \($0.violation.message)" }
                == expectedFindings)
        #expect(whole.functions.count == expectedFunctions)
        #expect(whole.types.reduce(0) { $0 + $1.functions } == expectedFunctions)
        // Spot checks of what the shapes mean.
        // A thin forwarding presenter has no LCOM4 (Cohesion's passive rule); the struct's two
        // methods share `count`.
        #expect(
            whole.types[0].lcom4 == nil
                && whole.types[0].dependencies.map(\.name) == ["view", "interactor", "interactor", "router"])
        #expect(whole.types.first { $0.name == "S2" }?.lcom4 == 1)
        #expect(expectedFindings.filter { $0.hasPrefix("strong-back-reference") }.count == count / 4)
        let nested = whole.types.filter { $0.name.hasPrefix("A") || $0.name.hasPrefix("B") }
        #expect(nested.map(\.functions).prefix(2) == [1, 0])  // `inner` goes to A, the first of two one-line types
    }

    /// The sweep picks what comparing every span with every holder picks, ties included.
    @Test func theSweepAgreesWithComparingEachWithEach() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<50 {
            let lines = 5 + round * 3
            let holders = (0..<(1 + next(120))).map { _ -> (first: Int, last: Int) in
                let first = 1 + next(lines)
                return (first, first + next(lines / 2 + 1))
            }
            let spans = (0..<(1 + next(200))).map { _ -> (first: Int, last: Int) in
                let first = 1 + next(lines + 5)
                return (first, first + next(4))
            }
            let expected = spans.map { span -> Int? in
                var best: (span: Int, holder: Int)?
                for (index, holder) in holders.enumerated() where holder.first <= span.first && span.last <= holder.last
                {
                    if best == nil || holder.last - holder.first < best!.span {
                        best = (holder.last - holder.first, index)
                    }
                }
                return best?.holder
            }
            #expect(InnermostSpan.owners(of: spans, in: holders) == expected, "round \(round)")
        }
        #expect(InnermostSpan.owners(of: [(1, 1)], in: []) == [nil])
    }
}
