/// Renders a report as readable text: the five metrics as bars against their thresholds, the
/// maintainability index, smells and suggestions, modules with pattern and evidence, the
/// worst functions and types, the least cohesive types with their LCOM4 components, and
/// violations as `file:line: rule: message`.
package enum TextReportRenderer {
    /// Width of a bar in characters; each stands for 5 points.
    static let barWidth = 20

    /// The text, ending with a line break.
    /// - Parameter limit: how many functions and types to list (10).
    package static func render(_ report: AssessmentReport, limit: Int = 10) -> String {
        var lines: [String] = []
        let patternText = report.pattern.map { "\($0.displayName)" } ?? "none detected"
        lines.append("Architecture assessment of \(report.root)")
        let moduleCount = report.modules.filter { $0.pattern != nil }.count
        lines.append(
            "Dominant pattern: \(patternText) (\(Plural.count(moduleCount, "module")), \(Plural.count(report.files.count, "file")), \(Plural.count(report.totalLines, "line")))"
        )
        lines.append("")
        lines.append("Metrics (# = score, | = threshold)")
        for score in report.metrics {
            lines.append(
                "  " + pad(score.metric.rawValue, 16) + bar(score.score, threshold: score.threshold)
                    + "  " + leftPad(String(score.score), 3) + "/" + String(score.threshold) + "  "
                    + score.status.rawValue)
        }
        lines.append("  Maintainability index: \(report.maintainabilityIndex)")
        if !report.smells.isEmpty {
            lines.append("")
            lines.append("Smells")
            for (index, smell) in report.smells.enumerated() {
                lines.append("  - \(smell)")
                if index < report.smellEvidence.count { lines.append("    " + report.smellEvidence[index].text) }
            }
        }
        if !report.suggestions.isEmpty {
            lines.append("")
            lines.append("Suggestions")
            lines += report.suggestions.map { "  - \($0)" }
        }
        let modules = report.modules.filter { $0.pattern != nil }
        if !modules.isEmpty {
            lines.append("")
            lines.append("Modules")
            for module in modules {
                let location = module.path.isEmpty ? "." : module.path
                lines.append("  " + pad(module.pattern!.displayName, 6) + module.name + "  (" + location + ")")
                lines.append("        " + module.evidence.joined(separator: "; "))
            }
        }
        let functions = report.functionsByComplexity.prefix(limit)
        if !functions.isEmpty {
            lines.append("")
            lines.append("Most complex functions (CCN, NLOC, cognitive)")
            for (file, function) in functions {
                lines.append(
                    "  " + leftPad(String(function.ccn), 4) + leftPad(String(function.nloc), 6)
                        + leftPad(String(function.cognitive), 5)
                        + "  \(file):\(function.line): \(function.name)")
            }
        }
        let types = report.types.prefix(limit)
        if !types.isEmpty {
            lines.append("")
            lines.append("Largest types (lines, functions)")
            for type in types {
                var note = ""
                if type.isViewController {
                    note =
                        type.lines > MetricThresholds.massiveViewControllerLines
                        ? "  massive view controller" : "  view controller"
                }
                lines.append(
                    "  " + leftPad(String(type.lines), 5) + leftPad(String(type.functions), 5)
                        + "  \(type.file):\(type.line): \(type.name)" + note)
            }
        }
        let split = TypeReport.leastCohesive(report.types).prefix(limit)
        if !split.isEmpty {
            lines.append("")
            lines.append("Least cohesive types (LCOM4: its parts, each one's methods and the properties joining them)")
            for type in split {
                lines.append(
                    "  " + leftPad(String(type.lcom4 ?? 0), 4)
                        + "  \(type.file):\(type.line): \(type.name)  \(type.componentsText)")
            }
        }
        lines += hotspots(report.hotspots)
        let violations = report.violations
        lines.append("")
        lines.append(violations.isEmpty ? "No violations" : "Violations (\(violations.count))")
        lines += violations.map { "  \($0.file):\($0.line): \($0.rule): \($0.message)" }
        if let findings = report.specFindings { lines += specFindings(findings) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The "Hotspots" section: functions, then types, each with its score's parts.
    static func hotspots(_ hotspots: Hotspots) -> [String] {
        guard !hotspots.functions.isEmpty || !hotspots.types.isEmpty else { return [] }
        let churnKnown = (hotspots.functions + hotspots.types).contains { $0.churn != nil }
        var lines = [
            "", "Hotspots: where to start (score = (cognitive + 1) × size" + (churnKnown ? " × (1 + commits))" : ")")
        ]
        let commits = churnKnown ? ", commits" : ""
        for (title, spots, size) in [("functions", hotspots.functions, "NLOC"), ("types", hotspots.types, "lines")]
        where !spots.isEmpty {
            lines.append("  \(title) (score, cognitive, \(size)\(commits))")
            for spot in spots {
                lines.append(
                    "  " + leftPad(String(spot.score), 8) + leftPad(String(spot.cognitive), 5)
                        + leftPad(String(spot.size), 6)
                        + (churnKnown ? leftPad(String(spot.churn ?? 0), 5) : "")
                        + "  \(spot.file):\(spot.line): \(spot.name)")
            }
        }
        return lines
    }

    /// `[#####...|...]`: `score / 5` marks, with `|` at `threshold / 5`.
    static func bar(_ score: Int, threshold: Int) -> String {
        let filled = max(0, min(barWidth, score / 5))
        let mark = max(0, min(barWidth, threshold / 5))
        var cells = (0..<barWidth).map { $0 < filled ? "#" : "." }
        cells.insert("|", at: mark)
        return "[" + cells.joined() + "]"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func leftPad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
