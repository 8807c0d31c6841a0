#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Xcode file templates (`.xctemplate` folders) for the New File dialog, one per pattern and UI
/// (and, for MVVM, binding), rendered from the same built-in templates as `viper-gen generate`.
///
/// Each module is rendered as the CLI renders it, with the module name `placeholderModule`;
/// that name is then replaced by Xcode's `___VARIABLE_productName___` in file names and texts,
/// and `//___FILEHEADER___` is put on top. So a template filled in with `Login` is exactly
/// what `viper-gen Login` writes (below the header), and there is no second copy of any
/// template text. Only sources are exported: Xcode creates a template's files in one folder,
/// and tests belong to another target.
package enum XcodeTemplateExporter {
    /// The module name the templates are rendered with: a valid module name that no template
    /// contains, with no word breaks, so that its title (`{{title}}`) is itself.
    package static let placeholderModule = "Xcodetemplateproductname"
    /// Xcode's macro for the `productName` option, the name typed in the dialog.
    package static let productNameMacro = "___VARIABLE_productName___"
    /// The first lines of every file: Xcode's file header, then a blank line.
    package static let fileHeader = "//___FILEHEADER___\n\n"

    /// One `.xctemplate` folder.
    package struct Template: Sendable, Hashable {
        package var pattern: Pattern
        package var ui: UIFlavor
        /// The MVVM binding, nil for the other patterns.
        package var binding: Binding?
        /// `VIPER Module (UIKit).xctemplate`.
        package var folderName: String
        /// `TemplateInfo.plist`, an XML property list.
        package var templateInfo: String
        /// The files, by name (`___VARIABLE_productName___Presenter.swift`), in the order
        /// `viper-gen generate` writes them.
        package var files: [File]

        /// `TemplateInfo.plist` and the files: everything the folder holds.
        package var folderContents: [File] {
            [File(name: "TemplateInfo.plist", contents: templateInfo)] + files
        }
    }

    /// One file of a template.
    package struct File: Sendable, Hashable {
        package var name: String
        package var contents: String

        package init(name: String, contents: String) {
            self.name = name
            self.contents = contents
        }
    }

    /// Why the templates cannot be exported.
    package enum Failure: DiagnosticsConvertible, Sendable, Equatable, CustomStringConvertible {
        package var diagnostics: [Diagnostic] {
            if case .render(let error) = self { return error.diagnostics }
            return [Diagnostic(message: description)]
        }

        /// A built-in template failed to render.
        case render(GenerationError)
        /// A template uses a form of the module name Xcode's macros cannot express (a
        /// lowercased variant): the exported file would not match what the CLI writes.
        case unrepresentable(template: String, text: String)

        package var description: String {
            switch self {
            case .render(let error):
                error.description
            case .unrepresentable(let template, let text):
                "\(template): uses the module name as '\(text)', which an Xcode file template cannot express; only the name as typed is"
            }
        }
    }

    /// The flavours exported: every pattern in each UI flavour it supports; MVVM with each binding.
    package static let flavours: [(pattern: Pattern, ui: UIFlavor, binding: Binding?)] = Pattern.allCases.flatMap {
        pattern in
        UIFlavor.allCases.filter { $0.problem(with: pattern) == nil }.flatMap { ui in
            pattern == .mvvm ? Binding.allCases.map { (pattern, ui, Optional($0)) } : [(pattern, ui, nil)]
        }
    }

    /// Every template, rendered from `library`'s sets (the built-in ones by default).
    package static func templates(library: TemplateLibrary = TemplateLibrary()) throws(Failure) -> [Template] {
        var result: [Template] = []
        for flavour in flavours {
            result.append(
                try template(pattern: flavour.pattern, ui: flavour.ui, binding: flavour.binding, library: library))
        }
        return result
    }

    /// The template of one flavour.
    package static func template(
        pattern: Pattern, ui: UIFlavor, binding: Binding?, library: TemplateLibrary = TemplateLibrary()
    )
        throws(Failure) -> Template
    {
        var options = GenerationOptions()
        options.pattern = pattern
        options.ui = ui
        options.binding = binding
        options.tests = TestFramework.none
        let module = ResolvedModule(ModuleSpec(name: placeholderModule), options: options)
        let plan: GenerationPlan
        do {
            plan = try Planner(library: library).plan([module], builder: ContextBuilder())
        } catch {
            throw .render(error)
        }
        var files: [File] = []
        for planned in plan.files where planned.kind == .source {
            let name = String(planned.relativePath.split(separator: "/").last ?? "")
            let file = File(name: substituted(name), contents: fileHeader + substituted(planned.contents))
            for text in [file.name, file.contents] {
                if let variant = leftover(in: text) {
                    throw .unrepresentable(template: planned.template, text: variant)
                }
            }
            files.append(file)
        }
        let manifest = try? library.manifest(forSet: pattern.rawValue)
        let flavourName = flavourName(ui: ui, binding: binding)
        let folder = "\(pattern.displayName) Module (\(flavourName)).xctemplate"
        let flags =
            "--pattern \(pattern.rawValue) --ui \(ui.rawValue)" + (binding.map { " --binding \($0.rawValue)" } ?? "")
        let kinds = files.map { $0.name.replacing(productNameMacro, with: "").replacing(".swift", with: "") }
        let summary = "\(pattern.displayName) module (\(flavourName)): \(kinds.joined(separator: ", "))"
        let description =
            (manifest?.description.map { $0 + ". " } ?? "")
            + "The sources 'viper-gen NAME \(flags)' writes; generate the tests and mocks with that command."
        return Template(
            pattern: pattern, ui: ui, binding: binding, folderName: folder,
            templateInfo: templateInfo(summary: summary, description: description, mainFile: files.first?.name ?? ""),
            files: files)
    }

    /// `UIKit`, `SwiftUI, Observation`.
    static func flavourName(ui: UIFlavor, binding: Binding?) -> String {
        let uiName =
            switch ui {
            case .uikit: "UIKit"
            case .swiftui: "SwiftUI"
            case .swiftuiHosted: "SwiftUI Hosted"
            }
        guard let binding, binding != GenerationOptions.Default.binding else { return uiName }
        return "\(uiName), \(binding.rawValue.prefix(1).uppercased() + binding.rawValue.dropFirst())"
    }

    /// `text` with the placeholder module name replaced by Xcode's macro.
    static func substituted(_ text: String) -> String {
        text.replacing(placeholderModule, with: productNameMacro)
    }

    /// A form of the placeholder left after substitution (`xcodetemplateproductname`), if any.
    static func leftover(in text: String) -> String? {
        let variant = placeholderModule.lowercased()
        return text.lowercased().contains(variant) ? variant : nil
    }

    /// The XML property list Xcode reads: a text-substitution file template with one text
    /// option, `productName`, the module name.
    static func templateInfo(summary: String, description: String, mainFile: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>Kind</key>
        \t<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
        \t<key>Summary</key>
        \t<string>\(xmlEscaped(summary))</string>
        \t<key>Description</key>
        \t<string>\(xmlEscaped(description))</string>
        \t<key>SortOrder</key>
        \t<string>1</string>
        \t<key>Platforms</key>
        \t<array>
        \t\t<string>com.apple.platform.iphoneos</string>
        \t</array>
        \t<key>AllowedTypes</key>
        \t<array>
        \t\t<string>public.swift-source</string>
        \t</array>
        \t<key>DefaultCompletionName</key>
        \t<string>Module</string>
        \t<key>MainTemplateFile</key>
        \t<string>\(xmlEscaped(mainFile))</string>
        \t<key>Options</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>Identifier</key>
        \t\t\t<string>productName</string>
        \t\t\t<key>Required</key>
        \t\t\t<true/>
        \t\t\t<key>Name</key>
        \t\t\t<string>Module name</string>
        \t\t\t<key>Description</key>
        \t\t\t<string>The module's name in UpperCamelCase, without a suffix (Login)</string>
        \t\t\t<key>Type</key>
        \t\t\t<string>text</string>
        \t\t\t<key>NotPersisted</key>
        \t\t\t<true/>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """
    }

    /// `text` safe inside an XML element.
    static func xmlEscaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;")
    }
}
