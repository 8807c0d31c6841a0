import Foundation
import PackagePlugin

/// Runs `TemplateEmbedder` over the package's `Templates/` folder so that the built-in templates
/// are compiled into `ViperGenKit`: the binary works when copied anywhere on its own.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) template files",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
