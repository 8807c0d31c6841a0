#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// The file-system edge of an assessment: finds the `.swift` files under a root, skipping
/// vendored folders (see ``SkipRules``), and reads them.
///
/// Kept apart from the pure core so that everything else is values in, values out.
public struct SourceTree: Sendable {
    /// The root folder, as given.
    public var root: String

    /// A tree rooted at a folder.
    public init(root: String) {
        self.root = root
    }

    /// The `.swift` files under the root, as paths relative to it, sorted; folders named in
    /// ``SkipRules/skippedFolders`` are not entered. Symbolic links to folders are not
    /// followed (no cycles); hidden folders other than those named are entered.
    public func swiftFiles() -> [String] {
        var result: [String] = []
        var pending = [""]
        let manager = FileManager.default
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            guard let entries = try? manager.contentsOfDirectory(atPath: absolute) else { continue }
            for entry in entries {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                let full = absolute + "/" + entry
                guard let attributes = try? manager.attributesOfItem(atPath: full),
                      let type = attributes[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    if !SkipRules.isSkipped(folderName: entry) { pending.append(child) }
                } else if (type == .typeRegular || type == .typeSymbolicLink), entry.hasSuffix(".swift") {
                    result.append(child)
                }
            }
        }
        return result.sorted()
    }

    /// Reads one file under the root; nil when it cannot be read.
    public func read(_ relativePath: String) -> SourceInput? {
        guard let data = FileManager.default.contents(atPath: root + "/" + relativePath) else { return nil }
        return SourceInput(path: relativePath, bytes: [UInt8](data))
    }

    /// Reads and summarizes every Swift file that is neither vendored nor generated, on up to
    /// `threads` threads; each file's bytes and tokens are dropped as soon as its summary is
    /// made, so memory stays bounded by the largest files being read at once.
    /// - Returns: the summaries in path order, and the paths skipped as generated.
    public func summaries(threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> (files: [FileSummary], generated: [String]) {
        let paths = swiftFiles()
        let slots = SummarySlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, paths.count))) { worker in
            var index = worker
            let stride = max(1, min(threads, paths.count))
            while index < paths.count {
                if let input = read(paths[index]) {
                    slots.set(index, SkipRules.isGenerated(input.bytes) ? .generated(input.path) : .summary(FileSummary.read(input)))
                }
                index += stride
            }
        }
        var files: [FileSummary] = []
        var generated: [String] = []
        for slot in slots.values {
            switch slot {
            case .summary(let summary): files.append(summary)
            case .generated(let path): generated.append(path)
            case nil: break
            }
        }
        return (files, generated)
    }
}

/// Results written by concurrent workers, one slot each: every index is written by exactly one
/// worker, and read only after `concurrentPerform` has returned (which orders the writes before
/// the reads), so the slots need no lock.
final class SummarySlots: @unchecked Sendable {
    enum Slot { case summary(FileSummary), generated(String) }
    private let slots: UnsafeMutableBufferPointer<Slot?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    var values: [Slot?] { Array(slots) }

    func set(_ index: Int, _ slot: Slot) {
        slots[index] = slot
    }
}
