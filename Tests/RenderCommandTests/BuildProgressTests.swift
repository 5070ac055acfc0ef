import Foundation
import Synchronization
import Testing
@testable import render

/// A preview build's output, condensed: SwiftPM's step lines drawn in place
/// on a terminal, a line a tenth elsewhere; other messages as they are.
@Suite("Build progress")
struct BuildProgressTests {
    final class Written: Sendable {
        let text = Mutex("")
        func append(_ more: String) { text.withLock { $0 += more } }
    }

    static let steps =
        [
            "[1/20] Compiling CICU CICU.c", "[5/20] Compiling GalleyText Font.swift",
            "[9/60] Compiling Galley Text.swift",
        ]
        + (10...60).map { "[\($0)/60] Compiling Galley File\($0).swift" }

    @Test("Off a terminal: one line at each tenth of the steps passed for the first time, messages as they are")
    func lines() {
        let written = Written()
        let progress = BuildProgress(style: .lines, write: written.append)
        progress.show("Building previews…")
        for step in Self.steps { progress.show(step) }
        progress.show("Previews.swift:3:1: error: expected declaration")
        progress.finish()
        let lines = written.text.withLock { $0 }.split(separator: "\n").map(String.init)
        #expect(lines.first == "Building previews…")
        #expect(lines.last == "Previews.swift:3:1: error: expected declaration")
        #expect(
            Array(lines.dropFirst().dropLast()) == [
                "built 5 of 20 steps (20%)", // [1/20] is no tenth yet; 9 of 60 is one tenth, passed already
                "built 18 of 60 steps (30%)", "built 24 of 60 steps (40%)", "built 30 of 60 steps (50%)",
                "built 36 of 60 steps (60%)",
                "built 42 of 60 steps (70%)", "built 48 of 60 steps (80%)", "built 54 of 60 steps (90%)",
                "built 60 of 60 steps (100%)",
            ])
        #expect(!lines.contains { $0.contains("Compiling") })
    }

    @Test("On a terminal: the step is one line redrawn in place, cleared before a message and at the end")
    func bar() {
        let written = Written()
        let progress = BuildProgress(style: .bar, write: written.append)
        progress.show("[1/3] Compiling GalleyText Font.swift")
        progress.show("[2/3] Compiling Galley \u{1B}[31mText.swift")
        progress.show("note: something")
        progress.show("[3/3] Linking Previews")
        progress.finish()
        let clear = "\r\u{1B}[2K"
        let expected: [String] = [
            "building [1/3] Compiling GalleyText Font.swift",
            clear, "building [2/3] Compiling Galley \\u{1B}[31mText.swift",
            clear, "note: something\n",
            "building [3/3] Linking Previews",
            clear,
        ]
        #expect(written.text.withLock { $0 } == expected.joined())
    }
}
