import Testing
import ViperGenKit

/// The printed forms of a diagnostic: the compiler's text, the JSON of `--format json` and
/// GitHub Actions annotations.
@Suite struct DiagnosticPrinterTests {
    static let positioned = Diagnostic(
        file: "viper-gen.json", line: 3, column: 7, keyPath: "modules[0].patern",
        message: "unknown key \"patern\"; did you mean \"pattern\"?", suggestion: "pattern")
    static let plain = Diagnostic(
        message: "--force and --skip-existing contradict each other; choose one",
        note: "See 'viper-gen generate --help'.")

    @Test func textIsTheCompilersForm() {
        #expect(
            DiagnosticPrinter.text([Self.positioned, Self.plain]) == """
                viper-gen.json:3:7: error: modules[0].patern: unknown key "patern"; did you mean "pattern"?
                error: --force and --skip-existing contradict each other; choose one
                See 'viper-gen generate --help'.

                """)
        let fileOnly = Diagnostic(file: "App.xcodeproj/project.pbxproj", message: "not a project")
        #expect(fileOnly.description == "App.xcodeproj/project.pbxproj: error: not a project")
        #expect(Diagnostic(severity: .warning, message: "w").description == "warning: w")
    }

    @Test func colourMarksOnlyTheSeverity() {
        #expect(
            DiagnosticPrinter.text(Self.positioned, colour: true)
                == "viper-gen.json:3:7: \u{1B}[1;31merror:\u{1B}[0m modules[0].patern: unknown key \"patern\"; did you mean \"pattern\"?"
        )
        #expect(
            DiagnosticPrinter.text(Diagnostic(severity: .warning, message: "w"), colour: true)
                == "\u{1B}[1;33mwarning:\u{1B}[0m w")
    }

    @Test func jsonHasEveryFieldAndNoNote() {
        #expect(
            DiagnosticPrinter.json([Self.positioned, Self.plain])
                == #"{"diagnostics":[{"severity":"error","file":"viper-gen.json","line":3,"column":7,"path":"modules[0].patern","message":"unknown key \"patern\"; did you mean \"pattern\"?","suggestion":"pattern"},{"severity":"error","file":null,"line":null,"column":null,"path":null,"message":"--force and --skip-existing contradict each other; choose one","suggestion":null}]}"#
                + "\n")
    }

    @Test func githubAnnotationsEscapeWhatTheRunnerReads() {
        #expect(
            DiagnosticPrinter.github([Self.positioned])
                == "::error file=viper-gen.json,line=3,col=7::modules[0].patern: unknown key \"patern\"; did you mean \"pattern\"?\n"
        )
        let awkward = Diagnostic(severity: .warning, file: "a,b:c.swift", line: 1, message: "100% sure\nsecond line")
        #expect(
            DiagnosticPrinter.github([awkward]) == "::warning file=a%2Cb%3Ac.swift,line=1::100%25 sure%0Asecond line\n")
        #expect(
            DiagnosticPrinter.github([Self.plain])
                == "::error::--force and --skip-existing contradict each other; choose one%0ASee 'viper-gen generate --help'.\n"
        )
    }

    @Test func anEmptyKeyPathIsNone() {
        #expect(Diagnostic(file: "f", line: 1, column: 1, keyPath: "", message: "m").keyPath == nil)
    }
}
