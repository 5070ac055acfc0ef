import Foundation
import Testing

/// `render breakpoints`, checked against `render measure` and against layouts whose changes are known.
@Suite("render breakpoints")
struct BreakpointsCommandTests {
    /// The breakpoints of a run with `--json`: value, type, change, before, after.
    static func changes(
        _ result: RenderCommand.Result
    ) throws -> [(value: Double, type: String, change: String, before: String, after: String)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let points = try #require(object["breakpoints"] as? [[String: Any]])
        return try points.flatMap { point in
            let value = try #require((point["value"] as? NSNumber)?.doubleValue)
            return try #require(point["changes"] as? [[String: Any]]).map { change in
                (
                    value, change["type"] as? String ?? "", change["change"] as? String ?? "",
                    change["before"] as? String ?? "", change["after"] as? String ?? ""
                )
            }
        }
    }

    @Test(
        "The widths where a text's line count changes are exactly where render measure's line count changes",
        arguments: [
            "The quick brown fox jumps over the lazy dog",
            "Galley lays out SwiftUI views with real text on Linux.",
            "你好，世界！这是一个很长的句子",
        ])
    func agreesWithMeasure(_ text: String) throws {
        let found = try RenderCommand.run([
            "breakpoints", "--text", text, "--param", "width=30:260", "--scale", "2", "--json",
        ])
        #expect(found.status == 0, "\(found.error)")
        let lineChanges = try Self.changes(found).filter { $0.change == "lines" }
        #expect(lineChanges.count >= 3)

        let measured = try RenderCommand.run(["measure", text, "--widths", "30:260:0.5", "--scale", "2", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(measured.output.utf8)) as? [[String: Any]])
        var expected: [(Double, Int, Int)] = []
        for (previous, row) in zip(rows, rows.dropFirst()) {
            let before = previous["lineCount"] as? Int ?? -1, after = row["lineCount"] as? Int ?? -1
            if before != after { expected.append(((row["width"] as? NSNumber)?.doubleValue ?? -1, before, after)) }
        }
        #expect(lineChanges.map(\.value) == expected.map(\.0))
        #expect(lineChanges.map { "\($0.before)→\($0.after)" } == expected.map { "\($0.1)→\($0.2)" })
    }

    @Test("A frame that clamps is found where its size stops, and starts, following the proposal")
    func clampingFrame() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(
            #"""
            {"canvas": {"width": 400, "height": 100, "scale": 2}, "params": {"w": 100}, "root": {"Color": "red", \#
            "modifiers": [{"frame": {"minWidth": 50, "maxWidth": 150}}, {"frame": {"width": "$w"}}]}}
            """#,
            to: "scene.json"
        )
        let result = try RenderCommand.run(
            ["breakpoints", "scene.json", "--param", "w=0:300", "--json"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let changes = try Self.changes(result)
        #expect(changes.map(\.value) == [50, 150])
        #expect(changes.map(\.type) == ["frame", "frame"])
        #expect(changes.map(\.change) == ["width", "width"])
        #expect(changes.map(\.before) == ["0", "0.5"] && changes.map(\.after) == ["0.5", "0"])

        let table = try RenderCommand.run(["breakpoints", "scene.json", "--param", "w=0:300"], in: folder.url)
        #expect(table.output.hasPrefix("w from 0 to 300, step 0.5: 2 changes at 2 values\n"))
        #expect(
            table.output.contains("width starts changing (from 50)")
                && table.output.contains("width stops changing (150)"))
    }

    @Test("ViewThatFits choosing another child and a one-line text starting to truncate are found")
    func choicesAndTruncation() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(
            #"""
            {"canvas": {"sizeThatFits": {}, "scale": 3}, "root": {"ViewThatFits": {"in": "horizontal", "content": \#
            [{"Text": "Hello Beautiful World", "id": "long"}, {"Text": "Hi", "id": "short"}]}}}
            """#,
            to: "fits.json"
        )
        let fits = try Self.changes(
            try RenderCommand.run(["breakpoints", "fits.json", "--param", "width=20:300", "--json"], in: folder.url))
        let choice = try #require(fits.first { $0.change == "choice" })
        #expect(choice.type == "ViewThatFits" && choice.before == "Text#short" && choice.after == "Text#long")
        // The long text's ideal width, from measure: the first width at which it fits.
        let measured = try RenderCommand.run(["measure", "Hello Beautiful World", "--json"])
        let ideal = try #require(try JSONSerialization.jsonObject(with: Data(measured.output.utf8)) as? [[String: Any]])
        let width = try #require(((ideal.first?["size"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue)
        #expect(abs(choice.value - width) < 0.01)

        let truncation = try Self.changes(
            try RenderCommand.run(
                [
                    "breakpoints", "--text", "Hello Beautiful World", "--line-limit", "1", "--param", "width=20:300",
                    "--json",
                ]
            ))
        #expect(truncation.map(\.change) == ["truncation"])
        #expect(
            truncation.first.map { $0.before == "true" && $0.after == "false" && abs($0.value - width) < 0.01 } == true)
    }

    @Test("Mistakes are named: an unknown parameter, a malformed range and why, too many steps")
    func mistakes() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(#"{"params": {"title": "Hi"}, "root": {"Text": "${title}"}}"#, to: "scene.json")
        let unknown = try RenderCommand.run(["breakpoints", "scene.json", "--param", "count=1:3"], in: folder.url)
        #expect(
            unknown.status == 1
                && unknown.error.contains("--param count: scene.json has no parameter \"count\" (it has title)"))
        // Each malformed range says why; a step where sweep puts it points to --step.
        for (spec, reason) in [
            ("width=3:1", "TO must be above FROM"),
            (
                "width=150:360:10",
                """
                breakpoints takes a range, FROM:TO; the grid it searches goes in --step (--param width=150:360 \
                --step 10)
                """
            ),
            ("width150", "expected NAME=FROM:TO, such as width=150:360"),
            ("width=a:3", "FROM and TO must be numbers"),
            ("width=1", "expected width=FROM:TO"),
        ] {
            let result = try RenderCommand.run(["breakpoints", "scene.json", "--param", spec], in: folder.url)
            #expect(result.status == 2, "\(spec)")
            #expect(result.error.contains("'\(spec)' is invalid for '--param <spec>': \(reason)"), "\(result.error)")
        }
        let steps = try RenderCommand.run(
            ["breakpoints", "scene.json", "--param", "width=0:100000", "--step", "0.001"], in: folder.url)
        #expect(steps.status == 1 && steps.error.contains("use a larger --step"))
    }

    @Test("Paths are the scene's, one-step size jumps are not breakpoints, and the header counts the rows")
    func scenePathsAndJumps() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        // A Spacer between texts takes up whatever their rounded and truncated widths give back, one step at a time.
        try folder.write(
            #"""
            {"canvas": {"sizeThatFits": {}}, "root": {"HStack": {"content": [
              {"Text": "Hello there wonderful world", "modifiers": [{"lineLimit": 2}]},
              {"Spacer": {}},
              {"Text": "Right", "id": "right"},
              {"Color": "red", "modifiers": [{"frame": {"minWidth": 20, "maxWidth": 60}}]}
            ]}}}
            """#, to: "scene.json")
        let result = try RenderCommand.run(
            ["breakpoints", "scene.json", "--param", "width=50:400", "--json"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let points = try #require(object["breakpoints"] as? [[String: Any]])
        let changes = points.flatMap { point in
            (point["changes"] as? [[String: Any]] ?? []).map {
                (value: (point["value"] as? NSNumber)?.doubleValue ?? -1, change: $0)
            }
        }
        func strings(_ key: String) -> [String] { changes.map { $0.change[key] as? String ?? "" } }
        // The frame modifier is named where the scene wrote it, with its place in the dump beside it.
        let frame = try #require(changes.first { $0.change["type"] as? String == "frame" })
        #expect(frame.change["path"] as? String == "root.content[3].modifiers[0]")
        #expect(frame.change["dumpPath"] as? String == "root.children[3]")
        #expect(
            Set(strings("path")).isSubset(of: [
                "root.content[0]", "root.content[1]", "root.content[2]", "root.content[3].modifiers[0]",
            ]))
        // No rate changes at one step and back at the next.
        for (a, b) in zip(changes, changes.dropFirst())
        where b.value == a.value + 1 && a.change["path"] as? String == b.change["path"] as? String {
            #expect(
                !(a.change["before"] as? String == b.change["after"] as? String
                    && a.change["after"] as? String == b.change["before"] as? String),
                "a one-step jump at \(a.value): \(a.change)")
        }
        let spacer = changes.filter { $0.change["type"] as? String == "Spacer" }
        // The texts are sized before the Spacer (its priority is the lowest),
        // so it changes only where they do: 3 real changes of its width, not 44.
        #expect(spacer.count <= 3, "\(spacer.map(\.value))")
        // The real changes are all there: the lines of Text#right, the frame clamping at both ends, truncation ending.
        #expect(
            changes.filter { $0.change["id"] as? String == "right" && $0.change["change"] as? String == "lines" }.map(
                \.value) == [58, 64, 88, 133])
        #expect(changes.filter { $0.change["type"] as? String == "frame" }.map(\.value) == [72, 175])
        #expect(changes.contains { $0.change["description"] as? String == "truncation ends" })

        let table = try RenderCommand.run(["breakpoints", "scene.json", "--param", "width=50:400"], in: folder.url)
        let rows = table.output.split(separator: "\n").dropFirst(2)
        #expect(
            table.output.hasPrefix("width from 50 to 400, step 1: \(rows.count) changes at \(points.count) values\n"),
            "\(table.output)")
        #expect(rows.count == changes.count)
        #expect(table.output.contains("root.content[3].modifiers[0]") && !table.output.contains("children["))
        #expect(
            table.error.hasSuffix(" s\n")
                && table.error.contains("\(rows.count) changes at \(points.count) values, in "))
    }
}
