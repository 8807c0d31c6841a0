/// Encodes a report as issue #16's JSON (version 1), keys in a fixed order:
///
/// `{"version", "root", "pattern", "metrics": {"coupling": {"score", "threshold", "status"}, …},
/// "maintainabilityIndex", "smells", "suggestions", "modules": [{"name", "path", "pattern",
/// "evidence", "metrics", "violations": [{"rule", "file", "line", "message"}]}], "files":
/// [{"path", "lines", "functions": [{"name", "line", "ccn", "nloc"}]}]}`.
///
/// `pattern` is null when no module was found (and for a folder listed only for its
/// violations). Paths are relative to the root.
public enum ReportJSONEncoder {
    /// The JSON text.
    public static func encode(_ report: AssessmentReport) -> String {
        value(report).serialized()
    }

    /// The JSON value.
    public static func value(_ report: AssessmentReport) -> JSONValue {
        .object([
            ("version", .int(report.version)),
            ("root", .string(report.root)),
            ("pattern", report.pattern.map { .string($0.rawValue) } ?? .null),
            ("metrics", .object(report.metrics.map { score in
                (score.metric.rawValue, .object([
                    ("score", .int(score.score)), ("threshold", .int(score.threshold)), ("status", .string(score.status.rawValue)),
                ]))
            })),
            ("maintainabilityIndex", .int(report.maintainabilityIndex)),
            ("smells", .array(report.smells.map(JSONValue.string))),
            ("suggestions", .array(report.suggestions.map(JSONValue.string))),
            ("modules", .array(report.modules.map(module))),
            ("files", .array(report.files.map { file in
                .object([
                    ("path", .string(file.path)),
                    ("lines", .int(file.lines)),
                    ("functions", .array(file.functions.map { function in
                        .object([("name", .string(function.name)), ("line", .int(function.line)),
                                 ("ccn", .int(function.ccn)), ("nloc", .int(function.nloc))])
                    })),
                ])
            })),
        ])
    }

    static func module(_ module: ModuleReport) -> JSONValue {
        .object([
            ("name", .string(module.name)),
            ("path", .string(module.path)),
            ("pattern", module.pattern.map { .string($0.rawValue) } ?? .null),
            ("evidence", .array(module.evidence.map(JSONValue.string))),
            ("metrics", metrics(module.metrics)),
            ("violations", .array(module.violations.map { violation in
                .object([("rule", .string(violation.rule)), ("file", .string(violation.file)),
                         ("line", .int(violation.line)), ("message", .string(violation.message))])
            })),
        ])
    }

    static func metrics(_ m: ModuleMetrics) -> JSONValue {
        .object([
            ("files", .int(m.files)),
            ("lines", .int(m.lines)),
            ("types", .int(m.types)),
            ("functions", .int(m.functions)),
            ("averageCcn", .decimal2(m.averageCcn)),
            ("maxCcn", .int(m.maxCcn)),
            ("complexFunctions", .int(m.complexFunctions)),
            ("efferentCoupling", .int(m.efferentCoupling)),
            ("afferentCoupling", .int(m.afferentCoupling)),
            ("protocolDependencies", .int(m.protocolDependencies)),
            ("concreteDependencies", .int(m.concreteDependencies)),
            ("injectedProtocolDependencies", .int(m.injectedProtocolDependencies)),
            ("singletons", .int(m.singletons)),
            ("maxLcom4", .int(m.maxLcom4)),
            ("hasTests", .bool(m.hasTests)),
            ("screens", .int(m.screens)),
            ("largestType", m.largestType.map(type) ?? .null),
            ("massiveViewControllers", .array(m.massiveViewControllers.map(type))),
        ])
    }

    static func type(_ t: TypeReport) -> JSONValue {
        .object([("name", .string(t.name)), ("file", .string(t.file)), ("line", .int(t.line)), ("lines", .int(t.lines))])
    }
}
