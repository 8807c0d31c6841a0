import SwiftSource

/// One function's size and complexity, as lizard reports it: SwiftSource's measurement, used
/// as it is (the name, keyword line, end line, CCN and NLOC).
package typealias FunctionMetric = FunctionComplexity
