// libFuzzer target: the XcodeProject module's plist reader, object model and text editor.
//
// The input is read as UTF-8 text (invalid bytes repaired). The invariants are the module's
// `ProjectInvariants` (shared with the tests that replay this target's corpus):
//   - reading never crashes or hangs; an error points at a 1-based line and column inside the
//     text and prints as `project.pbxproj:LINE:COL: message`;
//   - every value's byte range lies inside its parent's, siblings in order, and slices to text
//     that starts and ends with the value's delimiters and reads back alone as the same value;
//   - for a text that reads as a project, adding a small module either throws a typed error or
//     gives text that reads again, in which every added file resolves to its path, adding again
//     changes nothing, and removing the added files reads again, drops them and (when no group
//     was created) restores the text up to whitespace and commas.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let failures = ProjectInvariants.check(text)
    invariant(failures.isEmpty, failures.joined(separator: "\n") + "\n--- input ---\n" + text)
    return 0
}
