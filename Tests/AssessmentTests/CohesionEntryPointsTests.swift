import Testing

@testable import Assessment

/// Two LCOM4 kinds issue 27's fourth blind check found debatable: state an initializer derives
/// from other state, and a system-events handler's callbacks. Each kind with a twin that must
/// still split. (The third, a view model's forwarders to its coordinator, is tested beside the
/// presenter's rule it shares: `CohesionRulesTests.aForwardToTheCoordinatorDoesNotSplitAViewModel`.)
@Suite struct CohesionEntryPointsTests {
    private func lcom4(_ source: String) -> [String: Int?] {
        var result: [String: Int?] = [:]
        for type in Snippet.summary(source).types { result[type.name] = type.lcom4 }
        return result
    }

    /// RxSwift's `ActivityIndicator`: `_loading` is built from `_relay` in `init`, so the getter
    /// of the derived stream and the methods driving the relay are one job; an initializer that
    /// only stores its parameters joins nothing.
    @Test func initializerDerivedStateJoinsItsSource() {
        let source = """
            final class ActivityIndicator {
                private let _lock = NSRecursiveLock()
                private let _relay = BehaviorRelay(value: 0)
                private let _loading: SharedSequence<Bool>
                init() {
                    _loading = _relay.asDriver()
                        .map { $0 > 0 }
                }
                func increment() {
                    _lock.lock()
                    _relay.accept(_relay.value + 1)
                    _lock.unlock()
                }
                func asSharedSequence() -> SharedSequence<Bool> { _loading }
            }
            final class TwoJobs {
                private var cache: [Int]
                private var log: [String]
                init(cache: [Int], log: [String]) {
                    self.cache = cache
                    self.log = log
                }
                func remember(_ value: Int) { cache.append(value) }
                func write(_ line: String) { log.append(line) }
            }
            """
        let result = lcom4(source)
        #expect(result["ActivityIndicator"] == 1)
        #expect(result["TwoJobs"] == 2)
    }

    /// A system-events handler (the code taken out of an app delegate, CountriesSwiftUI's
    /// `RealSystemEventsHandler`) is called by the app's lifecycle: its callbacks are one
    /// component; the same methods in a type of another name still split it.
    @Test func systemEventsHandlerCallbacksAreOneJob() {
        let body = """
                let container: Int
                var cancelBag: [Int] = []
                let deepLinksHandler: Int
                func sceneDidBecomeActive() { cancelBag.append(container) }
                func sceneWillResignActive() { cancelBag.removeAll() }
                func sceneOpenURLContexts(_ urls: [String]) { handle(urls.first) }
                private func handle(_ url: String?) { print(deepLinksHandler, url as Any) }
            }
            """
        let result = lcom4(
            "struct RealSystemEventsHandler: SystemEventsHandler {\n" + body + "\nstruct Sessions {\n" + body)
        #expect(result["RealSystemEventsHandler"] == 1)
        #expect(result["Sessions"] == 2)
        #expect(Cohesion.isSystemCallback("sceneOpenURLContexts"))
        #expect(Cohesion.isSystemCallback("applicationWillTerminate"))
        #expect(!Cohesion.isSystemCallback("scenery"))
        #expect(!Cohesion.isSystemEventsHandler(["ButtonEventHandler"]))
    }
}
