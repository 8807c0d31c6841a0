import Foundation
import Testing

@testable import ViperGenKit

/// A rendered file's imports: each once, plain ones sorted, `@testable` ones last.
struct ImportBlockTests {
    @Test(arguments: [
        (
            "import UIKit\nimport Foundation\nimport UIKit\n\nfinal class A {}\n",
            "import Foundation\nimport UIKit\n\nfinal class A {}\n"
        ),
        (
            "// header\n\nimport SwiftUI\nimport XCTest\nimport UIKit\n@testable import App\n\nstruct T {}",
            "// header\n\nimport SwiftUI\nimport UIKit\nimport XCTest\n@testable import App\n\nstruct T {}"
        ),
        (
            "import Foundation\nimport UIKit\n\nlet x = 1\nimport UIKit\n",
            "import Foundation\nimport UIKit\n\nlet x = 1\nimport UIKit\n"
        ),
        ("struct A {}\n", "struct A {}\n"),
        ("@testable import App\nimport XCTest\nimport XCTest\n", "import XCTest\n@testable import App\n")
    ])
    func normalizes(text: String, expected: String) {
        #expect(ImportBlock.normalized(text) == expected)
    }

    @Test func aModuleWhoseTypesNeedUIKitImportsItOnce() throws {
        let spec = try SpecDecoder.decode(
            Data(#"{"modules": [{"name": "Pic", "pattern": "mvc", "input": ["image: UIImage?"]}]}"#.utf8),
            file: "viper-gen.json", generatedTypes: .builtIn
        ).spec
        let modules = spec.modules.map { ResolvedModule($0, options: spec.defaults) }
        let plan = try Planner(library: TemplateLibrary()).plan(modules, builder: ContextBuilder(modules: spec.modules))
        for file in plan.files {
            let imports = file.contents.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(Set(imports).count == imports.count, "\(file.relativePath) imports a module twice")
        }
    }
}
