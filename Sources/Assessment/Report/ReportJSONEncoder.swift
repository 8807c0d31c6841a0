import TextSupport

/// Encodes a report as issue #16's JSON (version 1), keys in a fixed order:
///
/// `{"version", "root", "pattern", "metrics": {"coupling": {"score", "threshold", "status"}, …},
/// "maintainabilityIndex", "smells", "smellEvidence": {"coupling": "…", …}, "suggestions", "modules": [{"name", "path", "pattern",
/// "evidence", "metrics", "violations": [{"rule", "file", "line", "message"}]}], "files":
/// [{"path", "lines", "functions": [{"name", "line", "ccn", "cognitive", "nloc"}]}]}`, with
/// `"hotspots": {"functions": [{"name", "file", "line", "ccn", "cognitive", "nloc", "churn",
/// "score"}], "types": [{"name", "file", "line", "lines", "functions", "cognitive", "churn",
/// "score"}]}` (see ``Hotspots``) just before `"files"`, and before it `"cohesion": [{"name",
/// "file", "line", "lcom4", "components": [["viewDidLoad()", "items"], …]}]` (the types that split).
///
/// `pattern` is null when no module was found (and for a folder listed only for its
/// violations). Paths are relative to the root.
///
/// Written straight to bytes by ``JSONWriter``, not through a ``JSONValue`` tree: the report of
/// a large codebase lists every function of every file.
package enum ReportJSONEncoder {
    /// The JSON text.
    package static func encode(_ report: AssessmentReport) -> String {
        String(decoding: utf8(report), as: UTF8.self)
    }

    /// The JSON text as UTF-8, for writing out without another copy of a large report.
    /// - Parameter filesSection: ``filesSection(_:)`` of the report's files when the caller
    ///   has it already (it needs only the files, so it can be encoded while the project pass
    ///   runs); encoded here otherwise.
    package static func utf8(_ report: AssessmentReport, filesSection: [UInt8]? = nil) -> [UInt8] {
        let files = filesSection ?? self.filesSection(report.files)
        // Room for the whole text at once (about what each part takes, generously): a buffer
        // that doubles as it grows touches, and faults in, about twice the memory.
        var w = JSONWriter(capacity: 4096 + 2048 * report.modules.count + files.count)
        w.beginObject()
        w.field("version", report.version)
        w.field("root", report.root)
        w.field("pattern", report.pattern?.rawValue)
        w.key("metrics")
        w.beginObject()
        for score in report.metrics {
            w.key(score.metric.rawValue)
            w.beginObject()
            w.field("score", score.score)
            w.field("threshold", score.threshold)
            w.field("status", score.status.rawValue)
            w.endObject()
        }
        w.endObject()
        w.field("maintainabilityIndex", report.maintainabilityIndex)
        w.key("smells")
        strings(report.smells, &w)
        w.key("smellEvidence")
        w.beginObject()
        for evidence in report.smellEvidence {
            w.key(evidence.metric.rawValue)
            w.string(evidence.text)
        }
        w.endObject()
        w.key("suggestions")
        strings(report.suggestions, &w)
        w.key("modules")
        w.beginArray()
        for module in report.modules {
            w.element()
            self.module(module, &w)
        }
        w.endArray()
        w.key("cohesion")
        cohesion(report.types, &w)
        w.key("hotspots")
        w.beginObject()
        w.key("functions")
        hotspots(report.hotspots.functions, &w)
        w.key("types")
        hotspots(report.hotspots.types, &w)
        w.endObject()
        if let findings = report.specFindings { specFindings(findings, &w) }
        w.key("files")
        w.raw(files)
        w.endObject()
        return w.finishedUTF8()
    }

    /// The types that split (LCOM4 2 or more), least cohesive first (ties by file, line), each
    /// with its `components`: arrays of its methods (`name()`) then the stored properties that
    /// connect them.
    static func cohesion(_ types: [TypeReport], _ w: inout JSONWriter) {
        w.beginArray()
        for type in TypeReport.leastCohesive(types) {
            w.element()
            w.beginObject()
            w.field("name", type.name)
            w.field("file", type.file)
            w.field("line", type.line)
            w.field("lcom4", type.lcom4 ?? 0)
            w.key("components")
            w.beginArray()
            for component in type.cohesionComponents {
                w.element()
                strings(component, &w)
            }
            w.endArray()
            w.endObject()
        }
        w.endArray()
    }

    /// Each hotspot with the components of its score: a function's `ccn`, `cognitive`, `nloc`;
    /// a type's `lines`, `functions`, `cognitive`; both with `churn` (null without git) and `score`.
    static func hotspots(_ spots: [Hotspot], _ w: inout JSONWriter) {
        w.beginArray()
        for spot in spots {
            w.element()
            w.beginObject()
            w.field("name", spot.name)
            w.field("file", spot.file)
            w.field("line", spot.line)
            if let ccn = spot.ccn {
                w.field("ccn", ccn)
                w.field("cognitive", spot.cognitive)
                w.field("nloc", spot.size)
            } else {
                w.field("lines", spot.size)
                w.field("functions", spot.functions ?? 0)
                w.field("cognitive", spot.cognitive)
            }
            w.key("churn")
            if let churn = spot.churn { w.int(churn) } else { w.null() }
            w.field("score", spot.score)
            w.endObject()
        }
        w.endArray()
    }

    /// The value of the report's `"files"` member: the array of files with their functions,
    /// indented as a member of the top-level object. Usually most of the text.
    package static func filesSection(_ files: [FileReport]) -> [UInt8] {
        let functions = files.reduce(0) { $0 + $1.functions.count }
        var w = JSONWriter(capacity: 1024 + 160 * files.count + 160 * functions, nestedIn: 1)
        w.beginArray()
        for file in files {
            w.element()
            w.beginObject()
            w.field("path", file.path)
            w.field("lines", file.lines)
            w.key("functions")
            w.beginArray()
            for function in file.functions {
                w.element()
                w.beginObject()
                w.field("name", function.name)
                w.field("line", function.line)
                w.field("ccn", function.ccn)
                w.field("cognitive", function.cognitive)
                w.field("nloc", function.nloc)
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        return w.value
    }

    static func module(_ module: ModuleReport, _ w: inout JSONWriter) {
        w.beginObject()
        w.field("name", module.name)
        w.field("path", module.path)
        w.field("pattern", module.pattern?.rawValue)
        w.key("evidence")
        strings(module.evidence, &w)
        w.key("metrics")
        metrics(module.metrics, &w)
        w.key("violations")
        w.beginArray()
        for violation in module.violations {
            w.element()
            w.beginObject()
            w.field("rule", violation.rule)
            w.field("file", violation.file)
            w.field("line", violation.line)
            w.field("message", violation.message)
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }

    static func metrics(_ m: ModuleMetrics, _ w: inout JSONWriter) {
        w.beginObject()
        w.field("files", m.files)
        w.field("lines", m.lines)
        w.field("types", m.types)
        w.field("functions", m.functions)
        w.field("averageCcn", decimal2: m.averageCcn)
        w.field("maxCcn", m.maxCcn)
        w.field("complexFunctions", m.complexFunctions)
        w.field("efferentCoupling", m.efferentCoupling)
        w.field("afferentCoupling", m.afferentCoupling)
        w.field("protocolDependencies", m.protocolDependencies)
        w.field("concreteDependencies", m.concreteDependencies)
        w.field("injectedProtocolDependencies", m.injectedProtocolDependencies)
        w.field("injectedConcreteDependencies", m.injectedConcreteDependencies)
        w.field("singletons", m.singletons)
        w.field("maxLcom4", m.maxLcom4)
        w.field("hasTests", m.hasTests)
        w.field("screens", m.screens)
        w.key("largestType")
        if let largest = m.largestType { type(largest, &w) } else { w.null() }
        w.key("massiveViewControllers")
        w.beginArray()
        for controller in m.massiveViewControllers {
            w.element()
            type(controller, &w)
        }
        w.endArray()
        w.endObject()
    }

    static func type(_ t: TypeReport, _ w: inout JSONWriter) {
        w.beginObject()
        w.field("name", t.name)
        w.field("file", t.file)
        w.field("line", t.line)
        w.field("lines", t.lines)
        w.endObject()
    }

    static func strings(_ values: [String], _ w: inout JSONWriter) {
        w.beginArray()
        for value in values {
            w.element()
            w.string(value)
        }
        w.endArray()
    }
}
