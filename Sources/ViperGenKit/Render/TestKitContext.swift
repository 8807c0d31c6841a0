/// The few spellings in which XCTest and Swift Testing differ, so that one test template
/// serves both frameworks (`{{testKit.expect}}(presenter.view == nil, "…")`).
package struct TestKitContext: Encodable, Sendable, Hashable {
    /// `XCTest` or `Testing`.
    package var module: String
    /// `final class` (an `XCTestCase`) or `struct` (a Swift Testing suite).
    package var suite: String
    /// `: XCTestCase`, or empty.
    package var inheritance: String
    /// Empty, or `@Test ` before each test function.
    package var attribute: String
    /// `XCTAssert` or `#expect`: takes a condition and an optional message.
    package var expect: String
    /// `XCTAssertEqual` or `#expect`, and what goes between the two values: `, ` or ` == `
    /// (`{{testKit.expectEqual}}(count{{testKit.equals}}1)`), so that an XCTest failure shows both.
    package var expectEqual: String
    package var equals: String
    /// `XCTUnwrap` or `#require`: unwraps an optional or fails the test (call it with `try`).
    package var require: String
    /// `XCTFail` or `Issue.record`: fails the test with a message.
    package var fail: String

    /// The spellings of `framework`; XCTest's for `none` (no test file is rendered then).
    package init(_ framework: TestFramework) {
        if framework == .swiftTesting {
            (module, suite, inheritance, attribute) = ("Testing", "struct", "", "@Test ")
            (expect, expectEqual, equals, require, fail) = ("#expect", "#expect", " == ", "#require", "Issue.record")
        } else {
            (module, suite, inheritance, attribute) = ("XCTest", "final class", ": XCTestCase", "")
            (expect, expectEqual, equals, require, fail) = ("XCTAssert", "XCTAssertEqual", ", ", "XCTUnwrap", "XCTFail")
        }
    }
}
