import Testing

@testable import Assessment

/// ``ProjectTotals/add(_:)``: the project pass counts its units on both cores and adds the
/// shares, so adding must carry every count (a count it forgot would read 0 in the report).
@Suite struct ProjectTotalsTests {
    @Test func addCarriesEveryCount() {
        var share = ProjectTotals()
        share.units = 1
        share.efferentCoupling = 2
        share.testedUnits = 3
        share.protocolDependencies = 4
        share.injectedProtocolDependencies = 5
        share.injectedConcreteDependencies = 6
        share.concreteDependencies = 7
        share.singletons = 8
        share.cohesionTypes = 9
        share.cohesiveTypes = 10
        share.splittableTypes = 11
        share.functions = 12
        share.totalCcn = 13
        share.complexFunctions = 14
        share.cognitiveComplexFunctions = 15
        share.largestTypeLines = [400, 300]
        share.longFunctions = 16
        share.files = 17
        share.longFiles = 18
        share.massiveViewControllers = 19
        // Every count of the type is set above: one added to the type later must be added here.
        for child in Mirror(reflecting: share).children {
            if let count = child.value as? Int { #expect(count != 0, "\(child.label ?? "?") is not set") }
        }
        var total = ProjectTotals()
        total.add(share)
        #expect(total == share)
        total.add(share)
        for (doubled, single) in zip(Mirror(reflecting: total).children, Mirror(reflecting: share).children) {
            if let count = single.value as? Int {
                #expect(doubled.value as? Int == 2 * count, "\(single.label ?? "?")")
            }
        }
        #expect(total.largestTypeLines == [400, 300, 400, 300])
    }
}
