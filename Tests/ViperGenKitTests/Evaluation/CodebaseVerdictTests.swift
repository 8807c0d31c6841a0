import Testing
import ViperGenKit

/// Issue #27 item 7: `recommend --project` weighs the evaluator's answer against the pattern the
/// code already has.
@Suite struct CodebaseVerdictTests {
    @Test func anExistingMVVMAppIsToldToKeepItWhenTheEvaluatorSaysMVC() {
        let verdict = CodebaseVerdict(current: .mvvm, modulesByPattern: [.mvvm: 28, .mvc: 2], recommended: .mvc)
        #expect(verdict.decision == .keep(.mvvm))
        #expect(verdict.recommended == .mvc, "the evaluator's answer stays visible and exact")
        #expect(
            verdict.text
                == "Keep MVVM. The evaluator's MVC is scored for a new app of this size; it comes before MVVM on the "
                + "evolution path (MVC → MVP → MVVM → VIPER), which only goes forward, and moving back would rewrite 30 modules for "
                + "nothing the path values.")
    }

    @Test func theSamePatternIsKeptAndSaidSo() {
        let verdict = CodebaseVerdict(current: .viper, modulesByPattern: [.viper: 5], recommended: .viper)
        #expect(verdict.decision == .keep(.viper))
        #expect(verdict.text == "Keep VIPER: it is what the evaluator recommends too.")
    }

    @Test func aSwitchForwardGoesStepByStepCountingTheModulesEachStepTouches() {
        let verdict = CodebaseVerdict(
            current: .mvc, modulesByPattern: [.mvc: 10, .mvp: 3, .viper: 1], recommended: .viper)
        guard case .evolve(let from, let steps) = verdict.decision else {
            Issue.record("expected a switch, got \(verdict.decision)")
            return
        }
        #expect(from == .mvc)
        #expect(
            steps == [
                .init(pattern: .mvp, modules: 10), .init(pattern: .mvvm, modules: 13),
                .init(pattern: .viper, modules: 13)
            ])
        #expect(
            verdict.text == "Move from MVC to VIPER one step at a time (1. to MVP: 10 modules; 2. to MVVM: 13 modules; "
                + "3. to VIPER: 13 modules); a module can stay on its pattern while new ones use the next step's.")
    }

    @Test func withoutADetectedPatternTheEvaluatorsAnswerStands() {
        let verdict = CodebaseVerdict(current: nil, modulesByPattern: [:], recommended: .mvp)
        #expect(verdict.decision == .adopt(.mvp))
        #expect(verdict.text == "No pattern was detected in the code, so the evaluator's answer stands: MVP.")
    }
}
