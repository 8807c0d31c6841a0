/// The fixed numbers of the assessment, in one place so the documentation can cite them.
package enum MetricThresholds {
    /// A view controller (its class plus its extensions in the same file) longer than this many
    /// lines is a "massive view controller" (seed 002 names the problem but gives no number).
    package static let massiveViewControllerLines = 400
    /// Typed dependencies (protocol + concrete) below which the coupling score ignores the
    /// concrete share: on a handful of collaborators a share says nothing.
    package static let couplingMinimumCollaborators = 8
    /// A function with a cyclomatic complexity over this is "complex" (McCabe's and lizard's
    /// usual warning level is 15; 10 is the stricter, widely used limit).
    package static let complexFunctionCCN = 10
    /// A function with a cognitive complexity over this is "hard to understand" (SonarSource's
    /// default for its rule S3776).
    package static let complexFunctionCognitive = 15
    /// A type longer than this many lines weighs on the complexity score, more the longer it is
    /// (the same number as ``massiveViewControllerLines``, for every kind of type).
    package static let largeTypeLines = 400
    /// Any type longer than this many lines is "massive" (``ViolationRule/massiveType``); a UI
    /// type is already at ``massiveViewControllerLines``.
    package static let massiveTypeLines = 1_000
    /// How many of the longest types the complexity score looks at.
    package static let largestTypesScored = 5
    /// A function longer than this many NLOC is "long" (maintainability score).
    package static let longFunctionNLOC = 50
    /// A file longer than this many lines is "long" (maintainability score).
    package static let longFileLines = 500
}
