import Foundation
import ViperGenKit

// Measures the pure part of generation on the built-in templates: building contexts and
// rendering every file of MODULES modules (mixed patterns and UIs), no disk involved.
// Prints MB rendered per second (median of RUNS runs). Used by bench/run.sh.
//
//   viper-gen-bench [MODULES] [RUNS]

let arguments = CommandLine.arguments
let moduleCount = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

let patterns = Pattern.allCases
let modules = (0..<moduleCount).map { index in
    let pattern = patterns[index % patterns.count]
    // Every third module SwiftUI: pure, or hosted for MVC (which has no pure SwiftUI flavour).
    let swiftUI: UIFlavor = pattern == .mvc ? .swiftuiHosted : .swiftui
    return ModuleSpec(name: "Screen\(index)", pattern: pattern, ui: index % 3 == 0 ? swiftUI : .uikit)
}
let resolved = modules.map { ResolvedModule($0, options: GenerationOptions()) }
let planner = Planner(library: TemplateLibrary())
let builder = ContextBuilder(project: ProjectSpec(modules: modules), modules: resolved)

var seconds: [Double] = []
var bytes = 0
var files = 0
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let plan: GenerationPlan
    do {
        plan = try planner.plan(resolved, builder: builder)
    } catch {
        FileHandle.standardError.write(Data("viper-gen-bench: \(error)\n".utf8))
        exit(1)
    }
    let end = DispatchTime.now().uptimeNanoseconds
    seconds.append(Double(end - start) / 1e9)
    bytes = plan.files.reduce(0) { $0 + $1.contents.utf8.count }
    files = plan.files.count
}
seconds.sort()
let median = seconds[seconds.count / 2]
let megabytes = Double(bytes) / 1_048_576
print(
    String(
        format: "render: %d modules, %d files, %.1f MiB in %.3f s (median of %d): %.1f MiB/s",
        moduleCount, files, megabytes, median, runs, megabytes / median))
