import Testing
import TextSupport

/// The one JSON writer (`Sources/TextSupport/JSONWriter.swift`) in each of its layouts: the same
/// value, and the exact text each layout writes for it.
@Suite struct JSONWriterTests {
    /// `{"name": "a\"b", "tags": ["x", "y"], "none": [], "inner": {"n": -12, "ok": true}, "v": null}`
    static func write(_ writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("name", "a\"b")
        writer.field("tags", strings: ["x", "y"])
        writer.field("none", strings: [])
        writer.key("inner")
        writer.beginObject()
        writer.field("n", -12)
        writer.field("ok", true)
        writer.endObject()
        writer.field("v", nil as String?)
        writer.endObject()
    }

    @Test func compactWritesNoSpaceAtAll() {
        var writer = JSONWriter(layout: .compact)
        Self.write(&writer)
        #expect(writer.text == #"{"name":"a\"b","tags":["x","y"],"none":[],"inner":{"n":-12,"ok":true},"v":null}"#)
    }

    @Test func inlineWritesOneLineWithASpaceAfterEachCommaAndColon() {
        var writer = JSONWriter(layout: .inline)
        Self.write(&writer)
        #expect(
            writer.text
                == #"{"name": "a\"b", "tags": ["x", "y"], "none": [], "inner": {"n": -12, "ok": true}, "v": null}"#)
    }

    @Test func indentedWritesAMemberPerLine() {
        var writer = JSONWriter()
        Self.write(&writer)
        #expect(
            writer.finished() == """
                {
                  "name": "a\\"b",
                  "tags": [
                    "x",
                    "y"
                  ],
                  "none": [],
                  "inner": {
                    "n": -12,
                    "ok": true
                  },
                  "v": null
                }

                """)
    }

    /// Containers from the given depth on are inline: one record per line, as the app graph.
    @Test func indentedWithInlineRecordsWritesARecordPerLine() {
        var writer = JSONWriter(layout: .indented, inlineFromDepth: 3)
        writer.beginObject()
        writer.key("modules")
        writer.beginArray()
        for name in ["Feed", "Login"] {
            writer.element()
            writer.beginObject()
            writer.field("name", name)
            writer.field("input", strings: ["id"])
            writer.endObject()
        }
        writer.endArray()
        writer.field("routes", strings: [])
        writer.endObject()
        #expect(
            writer.text == """
                {
                  "modules": [
                    {"name": "Feed", "input": ["id"]},
                    {"name": "Login", "input": ["id"]}
                  ],
                  "routes": []
                }
                """)
    }
}
