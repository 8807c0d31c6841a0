import Mustache
import Testing

@Suite("Strict mode")
struct StrictModeTests {
    let strict = RenderOptions(escaping: .none, strict: true)

    @Test("a missing variable is an error naming the key, template, line and column")
    func missingVariable() throws {
        let error = try #require(
            renderError(
                "final class {{name}}Presenter {\n    let {{lowerName}}: String\n}", ["name": "Login"], options: strict,
                name: "viper/Presenter.swift.mustache"))
        #expect(error.kind == .missingVariable("lowerName"))
        #expect(error.templateName == "viper/Presenter.swift.mustache")
        #expect(error.line == 2)
        #expect(error.column == 9)
        #expect(
            error.description
                == "viper/Presenter.swift.mustache:2:9: error: missing variable 'lowerName': no context frame resolves it (strict mode); add it to the data, using null or false for an intentionally empty value"
        )
    }

    @Test(
        "missing section and inverted-section names are errors",
        arguments: ["{{#flag}}x{{/flag}}", "{{^flag}}x{{/flag}}", "{{{flag}}}", "{{&flag}}"])
    func missingSectionName(source: String) throws {
        let error = try #require(renderError("ok\n " + source, [:], options: strict))
        #expect(error.kind == .missingVariable("flag"))
        #expect(error.line == 2 && error.column == 2)
    }

    @Test("present false, null, empty values are not errors")
    func presentFalseyValues() throws {
        let context: Value = ["flag": false, "nothing": nil, "empty": [], "blank": ""]
        let source =
            "{{#flag}}A{{/flag}}{{^flag}}B{{/flag}}[{{nothing}}]{{#nothing}}C{{/nothing}}{{^empty}}D{{/empty}}[{{blank}}]"
        #expect(try render(source, context, options: strict) == "B[]D[]")
    }

    @Test("names resolve through every context frame, not only the top one")
    func outerFrames() throws {
        let context: Value = ["module": "Login", "methods": [["name": "load"], ["name": "save"]]]
        #expect(
            try render("{{#methods}}{{module}}.{{name}} {{/methods}}", context, options: strict)
                == "Login.load Login.save ")
    }

    @Test("a dotted name with a missing intermediate is an error")
    func dottedIntermediateMissing() throws {
        let context: Value = ["a": ["x": 1], "s": "text"]
        #expect(renderError("{{a.b.c}}", context, options: strict)?.kind == .missingVariable("a.b.c"))
        #expect(renderError("{{#a.b}}{{/a.b}}", context, options: strict)?.kind == .missingVariable("a.b"))
        #expect(renderError("{{s.count}}", context, options: strict)?.kind == .missingVariable("s.count"))
        #expect(try render("{{a.x}}", context, options: strict) == "1")
        // Non-strict: the same names render empty, per the spec.
        #expect(try render("[{{a.b.c}}][{{s.count}}]", context) == "[][]")
    }

    @Test("a missing partial or parent is an error in strict mode only")
    func missingPartial() throws {
        let error = try #require(renderError("a\n{{>missing}}", options: strict))
        #expect(
            error.description
                == "t.mustache:2:1: error: missing partial 'missing': the partial resolver has no template with this name (strict mode)"
        )
        #expect(renderError("{{<layout}}{{/layout}}", options: strict)?.kind == .missingPartial("layout"))
        #expect(try render("[{{>missing}}][{{<layout}}{{/layout}}]") == "[][]")
    }

    @Test("dynamic names must resolve in strict mode")
    func dynamicNames() throws {
        #expect(renderError("{{>*kind}}", options: strict)?.kind == .missingVariable("kind"))
        #expect(renderError("{{>*kind}}", ["kind": ["a"]], options: strict)?.kind == .invalidDynamicName("kind"))
        #expect(try render("{{>*kind}}", ["kind": "row"], partials: ["row": "R"], options: strict) == "R")
    }

    @Test("interpolating a list or an object is an error in strict mode, empty otherwise")
    func invalidInterpolation() throws {
        let context: Value = ["list": [1, 2], "object": ["a": 1]]
        #expect(renderError("{{list}}", context, options: strict)?.kind == .invalidInterpolation("list"))
        #expect(renderError("{{{object}}}", context, options: strict)?.kind == .invalidInterpolation("object"))
        #expect(try render("[{{list}}{{object}}]", context) == "[]")
    }

    @Test("strict errors inside partials are located in the partial")
    func errorInsidePartial() throws {
        let error = try #require(
            renderError(
                "{{#items}}\n{{>row}}\n{{/items}}", ["items": [["a": 1]]], partials: ["row": "a={{a}}\nb={{b}}\n"],
                options: strict))
        #expect(error.description.hasPrefix("row:2:3: error: missing variable 'b'"))
    }
}

/// A misspelt name in strict mode names the key it probably meant.
struct StrictModeSuggestionTests {
    let strict = RenderOptions(escaping: .none, strict: true)
    let context: Value = .object([
        "names": .object(["presenter": .string("P"), "view": .string("V")]), "module": .string("M")
    ])

    @Test func aMisspeltMemberSuggestsTheCloseKey() throws {
        let error = try #require(renderError("{{names.presentr}}", context, options: strict))
        #expect(error.kind == .misspeltVariable("names.presentr", suggestion: "names.presenter"))
        #expect(
            error.description.contains(
                "missing variable 'names.presentr': did you mean 'names.presenter'? (strict mode)"))
        #expect(
            renderError("{{modul}}", context, options: strict)?.kind == .misspeltVariable("modul", suggestion: "module")
        )
        #expect(
            renderError("{{#names.viw}}x{{/names.viw}}", context, options: strict)?.kind
                == .misspeltVariable("names.viw", suggestion: "names.view"))
    }

    @Test func nothingCloseGivesThePlainMessage() {
        #expect(
            renderError("{{names.interactor}}", context, options: strict)?.kind == .missingVariable("names.interactor"))
        #expect(renderError("{{module.name}}", context, options: strict)?.kind == .missingVariable("module.name"))
    }
}
