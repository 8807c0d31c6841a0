/// Reading `defaults`: the project-wide options (docs/spec.md).
extension SpecDecoding {
    /// The keys of `defaults`, in the order docs/spec.md lists them (`domain` last: it is accepted
    /// but mostly set per module).
    package static let defaultsKeys = [
        "pattern", "ui", "binding", "tests", "layout", "output", "testsOutput", "testableImport", "protocolSuffix",
        "header", "templates", "domain", "xcodeproj", "targets", "testTargets", "ios"
    ]

    package static let headerKeys = ["project", "author", "company", "year"]

    package mutating func decodeDefaults(_ node: JSONNode) {
        guard let members = node.objectValue else {
            report(.typeMismatch(expected: "an object", found: node.typeDescription, hint: nil), at: node)
            return
        }
        var options = GenerationOptions()
        for member in members {
            let value = member.value
            switch member.key {
            case "pattern":
                options.pattern = decodeOption(value, as: Pattern.self, option: "pattern")
                defaultsPatternIsInvalid = options.pattern == nil
            case "ui":
                options.ui = decodeOption(value, as: UIFlavor.self, option: "UI framework")
                defaultsUINode = value
            case "binding":
                options.binding = decodeOption(value, as: Binding.self, option: "binding")
                defaultsBindingNode = value
            case "tests": options.tests = decodeOption(value, as: TestFramework.self, option: "test framework")
            case "layout": options.layout = decodeOption(value, as: Layout.self, option: "layout")
            case "domain": options.domain = decodeIdentifier(value, option: "domain")
            case "output": options.output = decodeOutputPath(value, option: "output path")
            case "testsOutput": options.testsOutput = decodeOutputPath(value, option: "tests output path")
            case "testableImport": options.testableImport = decodeIdentifier(value, option: "module name to import")
            case "protocolSuffix": options.protocolSuffix = decodeIdentifier(value, option: "protocol suffix")
            case "header": options.header = decodeHeader(value)
            case "templates": options.templates = decodeReadPath(value, option: "templates path")
            case "xcodeproj": options.xcodeproj = decodeProjectPath(value)
            case "targets": options.targets = decodeTargetNames(value)
            case "testTargets": options.testTargets = decodeTargetNames(value)
            case "ios":
                options.ios = decodeDeploymentTarget(value)
                defaultsIOSNode = value
            default: reportUnknownKey(member, validKeys: Self.defaultsKeys)
            }
        }
        defaults = options
    }

    private mutating func decodeHeader(_ node: JSONNode) -> Header? {
        guard let members = node.objectValue else {
            report(
                .typeMismatch(
                    expected: "an object with \"project\", \"author\", \"company\" and \"year\"",
                    found: node.typeDescription, hint: nil), at: node)
            return nil
        }
        var header = Header()
        for member in members {
            switch member.key {
            case "project": header.project = decodeString(member.value)
            case "author": header.author = decodeString(member.value)
            case "company": header.company = decodeString(member.value)
            case "year": header.year = decodeString(member.value)
            default: reportUnknownKey(member, validKeys: Self.headerKeys)
            }
        }
        return header
    }
}
