import Foundation
import Testing

@testable import ViperGenKit

/// A module's `requests` (docs/spec.md): each names an `async` method of a service the module
/// lists, and every mistake is reported at the entry with what to write instead.
@Suite struct RequestDecodingTests {
    private typealias Harness = SpecDecodingHarness

    /// A spec whose module `Feed` (VIPER unless `pattern` says otherwise) makes `requests`.
    static func spec(_ requests: String, pattern: String = "viper", extra: String = "") -> String {
        "{\"services\": [{\"name\": \"APIClient\", \"methods\": [\"fetchFeed(page: Int) async throws -> [String]\", "
            + "\"fetch(id: String) async throws -> String\", \"fetch(slug: String) async throws -> String\", "
            + "\"ping() throws\", \"load(_ ids: Int...) async\", \"each(_ body: @Sendable () -> Void) async\", "
            + "\"decode<T: Decodable>() async -> T\", \"output() async -> Int\", \"check() async throws(CancellationError)\"]}, {\"name\": \"SessionStore\", \"methods\": [\"signOut() async\"]}], "
            + "\"modules\": [{\"name\": \"Feed\", \"pattern\": \"\(pattern)\", \"services\": [\"APIClient\"]\(extra), "
            + "\"requests\": \(requests)}]}"
    }

    static let problems: [(String, [String])] = [
        (
            spec("[\"fetchFeed\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: \"fetchFeed\" is not a request; write \"Service.method\", or \"Service.method(label:)\" to name one of its overloads"
            ]
        ),
        (
            spec("[\"APIClent.fetchFeed\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: no service is named \"APIClent\"; did you mean \"APIClient\"?"
            ]
        ),
        (
            spec("[\"SessionStore.signOut\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: module \"Feed\" does not list service \"SessionStore\" in its \"services\"; add \"SessionStore\" to them"
            ]
        ),
        (
            spec("[\"APIClient.fetchFed\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: service \"APIClient\" has no method \"fetchFed\"; did you mean \"fetchFeed\"?"
            ]
        ),
        (
            spec("[\"APIClient.fetch\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: \"APIClient.fetch\" names 2 methods of \"APIClient\" (fetch(id:), fetch(slug:)); write one with its labels, such as \"APIClient.fetch(id:)\""
            ]
        ),
        (
            spec("[\"APIClient.fetch(ids:)\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: service \"APIClient\" has no method \"fetch(ids:)\"; did you mean \"fetch(id:)\"?"
            ]
        ),
        (
            spec("[\"APIClient.ping\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: 'ping() throws' is not async, so there is no work to run in a task; declare it async, or call it from a method you declare"
            ]
        ),
        (
            spec("[\"APIClient.load\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: 'load(_ ids: Int...) async' cannot be a request: a variadic parameter cannot be passed on; call it from a method you declare"
            ]
        ),
        (
            spec("[\"APIClient.each\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: 'each(_ body: @Sendable () -> Void) async' cannot be a request: a closure parameter would have to escape into the task; call it from a method you declare"
            ]
        ),
        (
            spec("[\"APIClient.decode\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: 'decode<T: Decodable>() async -> T' cannot be a request: it is generic, and the generated method would have to be too; call it from a method you declare"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed\", \"APIClient.fetchFeed(page:)\"]"),
            [
                "viper-gen.json:1:556: error: modules[0].requests[1]: duplicate request \"APIClient.fetchFeed(page:)\"; it is already declared at modules[0].requests[0] (1:533)"
            ]
        ),
        (
            spec("[\"APIClient.fetch(id:)\", \"APIClient.fetch(slug:)\"]"),
            [
                "viper-gen.json:1:557: error: modules[0].requests[1]: 'fetch' would be implemented twice by the interactor of Feed: it is also generated for the request at modules[0].requests[0] (1:533); rename one of them"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed\"]", extra: ", \"interactorOutput\": [\"fetchFeedDidFinish()\"]"),
            [
                "viper-gen.json:1:579: error: modules[0].requests[0]: 'fetchFeedDidFinish' would be implemented twice by the presenter of Feed (its interactor output): it is also declared at modules[0].interactorOutput[0] (1:541); rename one of them"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed\"]", pattern: "mvc", extra: ", \"controller\": [\"fetchFeedDidFail()\"]"),
            [
                "viper-gen.json:1:569: error: modules[0].requests[0]: 'fetchFeedDidFail' would be implemented twice by the controller of Feed: it is also declared at modules[0].controller[0] (1:533); rename one of them"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed\"]", pattern: "viper", extra: ", \"presenter\": [\"fetchFeedDidFail()\"]"),
            [
                "viper-gen.json:1:570: error: modules[0].requests[0]: 'fetchFeedDidFail' would be implemented twice by the presenter of Feed (its interactor output): it is also declared at modules[0].presenter[0] (1:534); rename one of them"
            ]
        ),
        (
            #"{"modules": [{"name": "Feed", "pattern": "mvc", "services": [{"name": "Screen", "methods": ["loadView() async"]}], "requests": ["Screen.loadView"]}]}"#,
            [
                "viper-gen.json:1:129: error: modules[0].requests[0]: 'loadView' would be implemented twice by the controller of Feed: it is also a method the controller inherits from UIViewController or implements; rename one of them"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed\"]", pattern: "mvp", extra: ", \"presenter\": [\"fetchFeedDidFinish()\"]"),
            [
                "viper-gen.json:1:570: error: modules[0].requests[0]: 'fetchFeedDidFinish' would be implemented twice by the presenter of Feed: it is also declared at modules[0].presenter[0] (1:532); rename one of them"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed\"]", pattern: "mvp", extra: ", \"input\": [\"fetchFeedResult: String\"]"),
            [
                "viper-gen.json:1:569: error: modules[0].requests[0]: 'fetchFeedResult' would be implemented twice by the presenter of Feed: it is also a stored property the generated presenter has; rename one of them"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed\"]", pattern: "mvvm", extra: ", \"state\": [\"fetchFeedIsLoading: Bool\"]"),
            [
                "viper-gen.json:1:571: error: modules[0].requests[0]: 'fetchFeedIsLoading' would be implemented twice by the view model state of Feed: it is also a member of the state declared in Feed; rename one of them"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed\"]", pattern: "mvvm", extra: ", \"viewModel\": [\"fetchFeedTask()\"]"),
            [
                "viper-gen.json:1:566: error: modules[0].requests[0]: 'fetchFeedTask' would be implemented twice by the view model of Feed: it is also declared at modules[0].viewModel[0] (1:533); rename one of them"
            ]
        ),
        (
            spec(
                "[\"APIClient.output\", \"APIClient.fetchFeed\"]", pattern: "mvvm",
                extra: ", \"input\": [\"fetchFeedTask: Int\"]"),
            [
                // `output` is the view model's too (its output, when the module has one), as it is the interactor's.
                "viper-gen.json:1:565: error: modules[0].requests[0]: 'output' would be implemented twice by the view model of Feed: it is also a stored property the generated view model has; rename one of them",
                "viper-gen.json:1:585: error: modules[0].requests[1]: 'fetchFeedTask' would be implemented twice by the view model of Feed: it is also a stored property the generated view model has; rename one of them"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Feed\", \"pattern\": \"mvvm\", \"services\": [{\"name\": \"Tracker\", \"methods\": [\"onAppear() async\"]}], "
                + "\"requests\": [\"Tracker.onAppear\"]}]}",
            [
                "viper-gen.json:1:131: error: modules[0].requests[0]: 'onAppear' would be implemented twice by the view model of Feed: it is also the event the generated view calls when it appears; rename one of them"
            ]
        ),
        (
            "{\"modules\": [{\"name\": \"Feed\", \"pattern\": \"mvvm\", \"services\": [{\"name\": \"Tracker\", \"methods\": [\"output() async\"]}], "
                + "\"requests\": [\"Tracker.output\"]}]}",
            [
                "viper-gen.json:1:129: error: modules[0].requests[0]: 'output' would be implemented twice by the view model of Feed: it is also a stored property the generated view model has; rename one of them"
            ]
        ),
        (
            // One request without brackets: the fix is that text in brackets.
            spec("\"APIClient.fetchFeed(page:)\""),
            [
                "viper-gen.json:1:532: error: modules[0].requests: expected an array of requests, found a string; write [\"APIClient.fetchFeed(page:)\"]"
            ]
        ),
        (
            spec("7"),
            [
                "viper-gen.json:1:532: error: modules[0].requests: expected an array of requests, found a number; write [\"APIClient.fetchFeed\"]"
            ]
        ),
        (
            spec("[\"APIClient.output\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: 'output' would be implemented twice by the interactor of Feed: it is also a stored property the generated interactor has; rename one of them"
            ]
        ),
        (
            spec("[\"APIClient.check\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: 'check() async throws(CancellationError)' cannot be a request: the generated test has no CancellationError to throw through its mock (declare it 'throws'); call it from a method you declare"
            ]
        ),
        (
            spec("[\"APIClient.fetchFeed()\"]"),
            [
                "viper-gen.json:1:533: error: modules[0].requests[0]: service \"APIClient\" has no method \"fetchFeed()\"; did you mean \"fetchFeed(page:)\"?"
            ]
        )
    ]

    @Test(arguments: problems)
    func reportsEachRequestProblemWithItsExactDiagnostic(json: String, expected: [String]) {
        #expect(Harness.diagnostics(json) == expected)
    }

    @Test func resolvesARequestByNameOrBySelector() throws {
        let spec = try Harness.decode(Self.spec("[\"APIClient.fetchFeed\", \"APIClient.fetch(slug:)\"]")).spec
        #expect(
            spec.modules[0].requests == [
                ServiceRequest(service: "APIClient", selector: "fetchFeed(page:)", reference: "APIClient.fetchFeed"),
                ServiceRequest(service: "APIClient", selector: "fetch(slug:)", reference: "APIClient.fetch(slug:)")
            ])
    }

    /// The lock keeps the spec as SpecEncoder writes it: the requests survive the round trip.
    @Test func encodesTheRequestsSoTheLockCanRenderThemAgain() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Fixtures/Specs/requests.json")
        let spec = try Harness.decode(String(contentsOf: url, encoding: .utf8)).spec
        #expect(spec.modules.allSatisfy { !$0.requests.isEmpty })
        let again = try Harness.decode(SpecEncoder.json(spec)).spec
        #expect(again == spec)
    }
}
