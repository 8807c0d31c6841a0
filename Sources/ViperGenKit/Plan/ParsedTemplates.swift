import Mustache
import WorkSharing

/// Templates parsed in this process, by library path, kept for the life of the process: a run
/// parses each template it uses once, and a process that runs again (the MCP server, the suite,
/// the bench) finds the built-in ones parsed; a one-shot run also skips taking the
/// parsed trees apart before it exits (a twelfth of `viper-gen Login`'s instructions).
///
/// An entry is reused only for the same source under the same display name, so a library with
/// other files under a path (a user's templates, a test's) parses its own, and replaces the
/// entry: the cache holds one template per path, bounded by the paths a process renders. All
/// entries share one `NameTable` (bounded by its capacity), so that a render memo numbers the
/// names of templates from any library alike. Safe to use from several threads.
final class ParsedTemplates: @unchecked Sendable {
    // @unchecked: `entries` is reached only under `lock`.
    private struct Entry {
        let source: String
        let display: String
        let result: Result<Template, MustacheError>
    }

    /// The process's cache.
    static let shared = ParsedTemplates()

    private var entries: [String: Entry] = [:]
    private var parses = 0
    private let names = NameTable()
    private let lock = Lock()

    /// How many sources were parsed (a reused template is not parsed again).
    var parseCount: Int { lock.withLock { parses } }

    /// The template `source` at library path `path` parses to, named `display` in messages:
    /// parsed when this path last held another source or display name, else the one parsed then.
    func template(at path: String, source: String, display: String) -> Result<Template, MustacheError> {
        if let known = lock.withLock({ entries[path] }), known.source == source, known.display == display {
            return known.result
        }
        // Parsed outside the lock: threads parsing different templates do not wait on each other
        // (two parsing the same one make equal templates; the last stays).
        let result: Result<Template, MustacheError>
        do {
            result = .success(try Template(source: source, name: display, names: names))
        } catch {
            result = .failure(error)
        }
        lock.withLock {
            entries[path] = Entry(source: source, display: display, result: result)
            parses += 1
        }
        return result
    }
}
