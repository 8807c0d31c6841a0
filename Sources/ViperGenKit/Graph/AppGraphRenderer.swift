import TextSupport

/// Draws an `AppGraph` as Mermaid (renders in GitHub and most wikis), Graphviz DOT or JSON.
package enum AppGraphRenderer {
    package enum Format: String, CaseIterable, Sendable {
        case mermaid, dot, json
    }

    package static func render(_ graph: AppGraph, as format: Format) -> String {
        switch format {
        case .mermaid: mermaid(graph)
        case .dot: dot(graph)
        case .json: json(graph)
        }
    }

    /// `flowchart LR`: a node per module labelled with its pattern, a solid edge per route
    /// labelled with its style, a dotted edge per output back to the module that receives it.
    /// Module names are Swift type names, valid Mermaid node ids as they are.
    static func mermaid(_ graph: AppGraph) -> String {
        var lines = ["flowchart LR"]
        for module in graph.modules {
            lines.append("    \(module.name)[\"\(module.name)<br/>\(module.pattern.displayName)\"]")
        }
        for route in graph.routes {
            lines.append("    \(route.from) -->|\(route.style.rawValue)| \(route.to)")
        }
        for edge in graph.outputEdges {
            lines.append("    \(edge.from) -.->|output| \(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `digraph`: a node per module, one `"From" -> "To"` edge per route.
    static func dot(_ graph: AppGraph) -> String {
        var lines = ["digraph App {", "    rankdir=LR;", "    node [shape=box];"]
        for module in graph.modules {
            lines.append("    \"\(module.name)\" [label=\"\(module.name)\\n\(module.pattern.displayName)\"];")
        }
        for route in graph.routes {
            lines.append("    \"\(route.from)\" -> \"\(route.to)\" [label=\"\(route.style.rawValue)\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"modules": [{"name", "pattern", "input", "output"}], "routes": [{"from", "to", "style", "method"}]}`
    /// (and `"onDismiss"` for a route that has one).
    static func json(_ graph: AppGraph) -> String {
        // One module or route per line: containers from the third level on are inline.
        var writer = JSONWriter(capacity: 1 << 10, layout: .indented, inlineFromDepth: 3)
        writer.beginObject()
        writer.key("modules")
        writer.beginArray()
        for module in graph.modules {
            writer.element()
            writer.beginObject()
            writer.field("name", module.name)
            writer.field("pattern", module.pattern.rawValue)
            writer.field("input", strings: module.input)
            writer.field("output", strings: module.output)
            writer.endObject()
        }
        writer.endArray()
        writer.key("routes")
        writer.beginArray()
        for route in graph.routes {
            writer.element()
            writer.beginObject()
            writer.field("from", route.from)
            writer.field("to", route.to)
            writer.field("style", route.style.rawValue)
            writer.field("method", route.method)
            if let event = route.dismissEvent { writer.field("onDismiss", event) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.finished()
    }
}
