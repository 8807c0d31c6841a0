/// The seed's suitability scenarios (seed 000, lines 444–468) as bands of screen count and team
/// size, compared with the evaluator's recommendation.
///
/// The seed's bands overlap at their ends; they are resolved so every count has exactly one
/// pattern:
/// - screens: MVC < 20, MVP 20–49, MVVM 50–100, VIPER > 100. The seed gives "20–50" to MVP and
///   "50–100" to MVVM, so 50 is in both; it goes to MVVM, the band that names 50 as its start.
/// - team size: MVC 1–3, MVP 4–5, VIPER > 5 (MVVM has no team band). The seed gives 3 to both
///   "1–3" (MVC) and "3–5" (MVP); it goes to MVC, which agrees with the evaluator's own
///   `teamSize <= 3` rule for MVC. At 5 the seed's prose (MVP) and the evaluator (VIPER +2 at
///   `teamSize >= 5`) disagree; the band follows the prose and the answer reports the
///   disagreement.
package struct Suitability: Sendable, Hashable {
    /// One band: the pattern it suits and how the seed's range reads after resolving overlaps.
    package struct Band: Sendable, Hashable {
        /// The pattern the band suits.
        package let pattern: Pattern
        /// `20-49 screens`
        package let label: String
        /// `20-49`: the range alone, for tables whose row names the unit.
        package let range: String
    }

    /// Which input a disagreement comes from.
    package enum Dimension: String, Sendable, Hashable {
        /// The screen count's band.
        case screens
        /// The team size's band.
        case teamSize
    }

    /// The screen count asked about.
    package let screens: Int
    /// The band of the screen count.
    package let screenBand: Band
    /// The team size asked about.
    package let teamSize: Int
    /// The band of the team size.
    package let teamBand: Band
    /// The inputs whose band suits another pattern than `recommendation`, screens first.
    package let disagreements: [Dimension]

    /// Looks up both bands and compares them with `recommendation`.
    package init(screens: Int, teamSize: Int, recommendation: Pattern) {
        self.screens = screens
        self.teamSize = teamSize
        screenBand = Suitability.screenBand(for: screens)
        teamBand = Suitability.teamBand(for: teamSize)
        var disagreements: [Dimension] = []
        if screenBand.pattern != recommendation { disagreements.append(.screens) }
        if teamBand.pattern != recommendation { disagreements.append(.teamSize) }
        self.disagreements = disagreements
    }

    /// Whether both bands suit the recommended pattern.
    package var agrees: Bool { disagreements.isEmpty }

    /// The screen-count bands in evaluation order.
    package static let screenBands: [Band] = [
        Band(pattern: .mvc, label: "fewer than 20 screens", range: "< 20"),
        Band(pattern: .mvp, label: "20-49 screens", range: "20-49"),
        Band(pattern: .mvvm, label: "50-100 screens", range: "50-100"),
        Band(pattern: .viper, label: "more than 100 screens", range: "> 100")
    ]

    /// The team-size bands (MVVM has none in the seed).
    package static let teamBands: [Band] = [
        Band(pattern: .mvc, label: "1-3 people", range: "1-3"),
        Band(pattern: .mvp, label: "4-5 people", range: "4-5"),
        Band(pattern: .viper, label: "more than 5 people", range: "> 5")
    ]

    /// The band of a screen count (negative counts fall in the first band).
    package static func screenBand(for screens: Int) -> Band {
        switch screens {
        case ..<20: screenBands[0]
        case 20..<50: screenBands[1]
        case 50...100: screenBands[2]
        default: screenBands[3]
        }
    }

    /// The band of a team size (counts below 1 fall in the first band).
    package static func teamBand(for teamSize: Int) -> Band {
        switch teamSize {
        case ...3: teamBands[0]
        case 4...5: teamBands[1]
        default: teamBands[2]
        }
    }
}
