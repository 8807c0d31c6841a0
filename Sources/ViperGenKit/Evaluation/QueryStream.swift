/// Answers a stream of JSON Lines queries chunk by chunk, so memory stays flat however long the
/// input is: bytes in, answer lines out, nothing kept but an unfinished line.
///
/// - Each non-blank line gets one output line, in input order: the answer object (as
///   `recommend --format json`) or `{"line":N,"error":"..."}`, where N counts every physical
///   line from 1.
/// - Blank lines (empty or whitespace only) are skipped and produce no output, as `jq` and most
///   JSON Lines readers do, so a trailing empty line is harmless.
/// - `\r\n` line endings and a UTF-8 byte-order mark on the first line are accepted.
/// - A line longer than ``maximumLineLength`` bytes is an error; it is not buffered.
package struct QueryStream {
    /// The longest line accepted, in bytes without the newline (64 KiB).
    package static let maximumLineLength = 65_536

    /// Whether each answer carries the `explain` object.
    package let explain: Bool
    /// Lines seen so far, blank ones included.
    package private(set) var lineNumber = 0
    /// Lines answered with an error.
    package private(set) var failures = 0
    /// Lines answered successfully.
    package private(set) var answers = 0

    private var pending: [UInt8] = []
    private var overlong = false

    /// Creates a stream; `explain` adds the recommended pattern's strengths, weaknesses and
    /// anti-patterns to every answer.
    package init(explain: Bool = false) {
        self.explain = explain
    }

    /// Consumes a chunk of input and appends the answers to every line it completes.
    package mutating func consume(_ chunk: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        let bytes = chunk.bindMemory(to: UInt8.self)
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] != 0x0A {
                index += 1
                continue
            }
            if pending.isEmpty, !overlong {
                if index - start > QueryStream.maximumLineLength {
                    overlong = true
                } else {
                    answer(UnsafeBufferPointer(rebasing: bytes[start..<index]), into: &output)
                    start = index + 1
                    index += 1
                    continue
                }
            }
            append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            finishPending(into: &output)
            start = index + 1
            index += 1
        }
        if start < count {
            append(UnsafeBufferPointer(rebasing: bytes[start..<count]))
        }
    }

    /// Consumes a chunk given as an array (convenience for tests).
    package mutating func consume(_ chunk: [UInt8], into output: inout [UInt8]) {
        chunk.withUnsafeBytes { consume($0, into: &output) }
    }

    /// Ends the input: answers a last line that had no newline.
    package mutating func finish(into output: inout [UInt8]) {
        if !pending.isEmpty || overlong {
            finishPending(into: &output)
        }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !overlong else { return }
        if pending.count + bytes.count > QueryStream.maximumLineLength {
            overlong = true
            pending.removeAll(keepingCapacity: false)
            return
        }
        pending.append(contentsOf: bytes)
    }

    private mutating func finishPending(into output: inout [UInt8]) {
        if overlong {
            lineNumber += 1
            failures += 1
            AnswerEncoder.appendError(
                line: lineNumber,
                message: EvaluationError.lineTooLong(limit: QueryStream.maximumLineLength).message(naming: .jsonKey),
                to: &output)
            output.append(0x0A)
            overlong = false
            return
        }
        let line = pending
        pending.removeAll(keepingCapacity: true)
        line.withUnsafeBufferPointer { answer($0, into: &output) }
    }

    private mutating func answer(_ raw: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        lineNumber += 1
        var line = raw
        if line.last == 0x0D { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        if lineNumber == 1, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
            line = UnsafeBufferPointer(rebasing: line.dropFirst(3))
        }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        switch QueryParser.parse(line) {
        case .success(let input):
            answers += 1
            AnswerEncoder.append(Evaluator.evaluate(input), explain: explain, to: &output)
        case .failure(let errors):
            failures += 1
            AnswerEncoder.appendError(line: lineNumber, message: errors.message(naming: .jsonKey), to: &output)
        }
        output.append(0x0A)
    }
}
