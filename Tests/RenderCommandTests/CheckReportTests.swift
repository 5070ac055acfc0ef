import Foundation
import GalleyCairo
import Testing

/// `render check --report`, run as a process and its page opened in headless Chromium.
@Suite("render check --report")
struct CheckReportTests {
    typealias Scenes = CheckCommandTests

    /// Each `FAIL name: reasons` line of a check's output: the name and its
    /// reasons, as printed (joined by "; ").
    static func failures(_ output: String) -> [String: String] {
        var failures: [String: String] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("FAIL ") {
            guard let colon = line.range(of: ": ") else { continue }
            failures[String(line[line.index(line.startIndex, offsetBy: 5)..<colon.lowerBound])] = String(
                line[colon.upperBound...])
        }
        return failures
    }

    /// The reasons a failure's article lists.
    static func reasons(_ article: HTMLDocument) throws -> [String] {
        try article.element("ul", ["class": "reasons"]).contents.elements("li").map(\.text)
    }

    static func page(_ folder: Folder, _ name: String = "report.html") throws -> String {
        String(decoding: try #require(folder.contents(of: name)), as: UTF8.self)
    }

    @Test(
        """
        A failing check's report shows each failure's reasons, the check's figures, the three pictures and an \
        overlay whose clip follows the slider
        """
    )
    func failingCheck() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Scenes.text("Hello"), to: "scenes/hello.json")
        try folder.write(Scenes.line(x: 10), to: "scenes/line.json")
        try folder.write(Scenes.grey(128), to: "scenes/same.json")
        #expect(try Scenes.check(folder, ["--record", "all"]).status == 0)
        try folder.write(Scenes.text("Hello, World"), to: "scenes/hello.json")
        try folder.write(Scenes.line(x: 11), to: "scenes/line.json")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("refs/line.json"))

        let result = try Scenes.check(folder, ["--report", "report.html"])
        #expect(result.status == 1)
        #expect(result.output.contains("\nreport: report.html\n"), "\(result.output)")
        let failures = Self.failures(result.output)
        #expect(failures.keys.sorted() == ["hello", "line"], "\(result.output)")

        // One file: every picture embedded, nothing fetched.
        let page = try Self.page(folder)
        let sources = page.matches(of: /\ssrc="([^"]*)"/).map { String($0.output.1) }
        #expect(sources.count == 6)
        #expect(sources.allSatisfy { $0.hasPrefix("data:image/png;base64,") })
        #expect(!page.contains("http:") && !page.contains("https:") && !page.contains("<link"))

        let dom = try Chromium.dom(of: folder.url.appendingPathComponent("report.html"))
        #expect(try dom.element("html")["data-ready"] == "true", "the page's script did not finish")
        #expect(try dom.element("p", ["id": "verdict"]).text == "2 failed, 1 passed")
        #expect(try dom.element("dd", ["id": "passed-count"])["data-count"] == "1")
        #expect(try dom.element("dd", ["id": "failed-count"])["data-count"] == "2")
        #expect(try dom.element("dd", ["id": "recorded-count"])["data-count"] == "0")
        #expect(try dom.element("dd", ["id": "pixel-threshold"])["data-value"] == "0.1")
        #expect(try dom.element("dd", ["id": "allowed-fraction"])["data-value"] == "0.0")
        #expect(try dom.elements("article").map { $0["data-name"] } == ["hello", "line"])

        for (name, printed) in failures {
            let article = try dom.element("article", ["data-name": name]).contents
            let reasons = try Self.reasons(article)
            #expect(reasons.joined(separator: "; ") == printed)

            // The figures are the comparison of the pictures the check left.
            let expectedPNG = try #require(folder.contents(of: "artifacts/\(name).expected.png"))
            let actualPNG = try #require(folder.contents(of: "artifacts/\(name).actual.png"))
            let differencePNG = try #require(folder.contents(of: "artifacts/\(name).diff.png"))
            let expected = try RasterImage(png: expectedPNG), actual = try RasterImage(png: actualPNG)
            let comparison = ImageComparison(expected: expected, actual: actual)
            func figure(_ name: String) throws -> HTMLDocument.Element {
                try article.element("td", ["data-figure": name])
            }
            #expect(try Int(#require(figure("differing-pixels")["data-value"])) == comparison.differingPixels)
            #expect(try Double(#require(figure("differing-fraction")["data-value"])) == comparison.differingFraction)
            #expect(try Double(#require(figure("largest-difference")["data-value"])) == comparison.largestDifference)
            #expect(try Int(#require(figure("antialiased-pixels")["data-value"])) == comparison.antialiasedPixels)
            #expect(
                try figure("expected-size")["data-width"] == "\(expected.width)"
                    && figure("expected-size")["data-height"] == "\(expected.height)")
            #expect(
                try figure("actual-size")["data-width"] == "\(actual.width)"
                    && figure("actual-size")["data-height"] == "\(actual.height)")
            // … and read as the failure line wrote them.
            let line = try #require(
                reasons.first?.firstMatch(
                    of: /(\d+) pixels differ \(([\d.]+)%\), largest difference ([\d.]+), (\d+) anti-aliased/))
            #expect(try figure("differing-pixels").text == line.output.1)
            #expect(try figure("differing-fraction").text == line.output.2 + "%")
            #expect(try figure("largest-difference").text == line.output.3)
            #expect(try figure("antialiased-pixels").text == line.output.4)

            // The three pictures, loaded, each the artifact's bytes.
            for (role, png, image) in [
                ("expected", expectedPNG, expected), ("actual", actualPNG, actual),
                ("difference", differencePNG, expected),
            ] {
                let element = try article.element("img", ["class": role])
                #expect(element["data-loaded"] == "true", "\(name) \(role)")
                #expect(
                    element["data-natural-width"] == "\(image.width)"
                        && element["data-natural-height"] == "\(image.height)")
                let source = try #require(element["src"])
                #expect(Data(base64Encoded: String(source.dropFirst("data:image/png;base64,".count))) == png)
            }
            // The overlay: both pictures loaded, half the actual one shown.
            let overlay = try article.element("div", ["class": "overlay"])
            #expect(overlay["data-reveal"] == "50")
            #expect(overlay["data-clip"] == "inset(0px 50% 0px 0px)")
            for role in ["expected", "actual"] {
                let image = try article.element(
                    "img", ["data-source": try article.element("img", ["class": role])["id"]])
                #expect(image["data-loaded"] == "true" && image["data-natural-width"] == "\(actual.width)")
            }
        }
        // Two columns of 20 pixels of 40 × 20: the numbers are the line's, not any scene's.
        #expect(
            try dom.element("article", ["data-name": "line"]).contents.element(
                "td", ["data-figure": "differing-pixels"]
            ).text == "40")

        // The dump difference of hello: the line the failure names, and both dumps.
        let hello = try dom.element("article", ["data-name": "hello"]).contents
        let dumpLine = try #require(
            try Self.reasons(hello).last?.firstMatch(of: /^layout dump line (\d+): expected `(.*)`, got/))
        let difference = try hello.element("div", ["class": "dump-difference"])
        #expect(difference["data-line"] == String(dumpLine.output.1))
        #expect(try hello.element("td", ["class": "expected-line"]).text == dumpLine.output.2)
        let actualDump = String(
            decoding: try #require(folder.contents(of: "artifacts/hello.actual.json")), as: UTF8.self)
        #expect(try hello.element("figure", ["data-role": "actual-dump"]).contents.element("pre").text == actualDump)
        #expect(
            try dom.element("article", ["data-name": "line"]).contents.elements("div", ["class": "dump-difference"])
                .isEmpty)

        // The slider, set from the address, moves every overlay's clip.
        let moved = try Chromium.dom(of: folder.url.appendingPathComponent("report.html"), fragment: "slider=25")
        let overlays = try moved.elements("div", ["class": "overlay"])
        #expect(overlays.count == 2)
        for overlay in overlays {
            #expect(overlay["data-reveal"] == "25")
            #expect(overlay["data-clip"] == "inset(0px 75% 0px 0px)")
        }
        #expect(
            try moved.elements("div", ["class": "over"]).allSatisfy {
                $0["style"]?.contains("inset(0px 75% 0px 0px)") == true
            })
    }

    @Test(
        """
        When everything passes the page says so, with the time taken and the options; recorded scenes are listed \
        by name
        """
    )
    func passingCheck() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Scenes.text("Hello"), to: "scenes/hello.json")
        try folder.write(Scenes.line(x: 10), to: "scenes/lines/line.json")

        let recording = try Scenes.check(folder, ["--record", "all", "--report", "report.html"])
        #expect(recording.status == 0)
        let recorded = try Chromium.dom(of: folder.url.appendingPathComponent("report.html"))
        #expect(try recorded.element("p", ["id": "verdict"]).text == "0 passed, none failed, 2 recorded")
        #expect(try recorded.element("dd", ["id": "recorded-count"])["data-count"] == "2")
        let names = try recorded.element("section", ["id": "recorded"]).contents.elements("span", ["class": "name"])
            .map(\.text)
        #expect(names == ["hello", "lines/line"])

        let result = try Scenes.check(
            folder, ["--report", "report.html", "--pixel-threshold", "0.2", "--allowed-fraction", "0.5%"])
        #expect(result.status == 0)
        #expect(result.untimed == "report: report.html\n2 passed, 0 failed, 0 recorded\n")
        let dom = try Chromium.dom(of: folder.url.appendingPathComponent("report.html"))
        #expect(try dom.element("html")["data-ready"] == "true")
        #expect(try dom.element("p", ["id": "verdict", "class": "passed"]).text == "2 passed, none failed")
        #expect(try dom.element("dd", ["id": "failed-count"])["data-count"] == "0")
        #expect(try dom.element("dd", ["id": "passed-count"])["data-count"] == "2")
        #expect(try dom.elements("article").isEmpty && dom.elements("img").isEmpty && dom.elements("nav").isEmpty)
        #expect(try dom.elements("section", ["id": "recorded"]).isEmpty)
        #expect(
            try dom.element("section", ["id": "passed"]).contents.elements("li").map(\.text) == ["hello", "lines/line"])
        #expect(try dom.element("dd", ["id": "pixel-threshold"])["data-value"] == "0.2")
        #expect(try dom.element("dd", ["id": "allowed-fraction"])["data-value"] == "0.005")
        #expect(try dom.element("dd", ["id": "allowed-fraction"]).text == "0.005 (0.5%)")
        let seconds = try #require(Double(try dom.element("dd", ["id": "time"])["data-seconds"] ?? ""))
        #expect(seconds > 0 && seconds < result.seconds, "\(seconds) s of a run of \(result.seconds) s")
        #expect(folder.names.filter { $0.hasPrefix(".report.html") }.isEmpty, "a temporary file was left")
    }

    @Test(
        """
        A missing reference shows the actual picture alone, a size change no difference, a broken scene its \
        message only; names and messages are escaped
        """
    )
    func otherFailures() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Scenes.grey(128), to: "scenes/size.json")
        try folder.write(Scenes.text("Hello"), to: "scenes/broken.json")
        #expect(try Scenes.check(folder, ["--record", "all"]).status == 0)
        // A failure leaves artifacts; when the scene then cannot be read, they are an earlier run's.
        try folder.write(Scenes.text("Hello, World"), to: "scenes/broken.json")
        #expect(try Scenes.check(folder).status == 1)
        #expect(folder.contents(of: "artifacts/broken.actual.png") != nil)

        try folder.write(#"{"root": {"<img src=x onerror=alert(2)>": "Hello"}}"#, to: "scenes/broken.json")
        try folder.write(
            ##"{"canvas": {"width": 30, "height": 20, "scale": 1}, "root": {"Color": "#808080"}}"##,
            to: "scenes/size.json")
        // A name is the scene's path below its folder: this one has a folder `<script>alert(1)<` in it.
        let hostile = "<script>alert(1)</script> & co"
        try folder.write(Scenes.text("Hi"), to: "scenes/\(hostile).json")

        let result = try Scenes.check(folder, ["--report", "report.html"], environment: ["CI": "true"])
        #expect(result.status == 1)
        let failures = Self.failures(result.output)
        #expect(failures.keys.sorted() == [hostile, "broken", "size"].sorted(), "\(result.output)")

        let page = try Self.page(folder)
        #expect(page.components(separatedBy: "<script").count == 2, "one script element: the page's own")
        #expect(!page.contains(hostile) && !page.contains("<img src=x"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"))

        let dom = try Chromium.dom(of: folder.url.appendingPathComponent("report.html"))
        #expect(try dom.element("html")["data-ready"] == "true")
        #expect(try dom.elements("script").count == 1)
        #expect(try dom.elements("img", ["src": "x"]).isEmpty)
        #expect(try dom.elements("article").compactMap { $0["data-name"] } == ["broken", "size", hostile].sorted())
        for (name, printed) in failures {
            let article = try dom.element("article", ["data-name": name]).contents
            #expect(try article.element("h2").text == name)
            #expect(try Self.reasons(article).joined(separator: "; ") == printed)
        }
        #expect(
            failures["broken"]?.contains(#"unknown view "<img src=x onerror=alert(2)>""#) == true, "\(result.output)")

        // No reference (CI=true): the actual picture alone, and no overlay or figures.
        let missing = try dom.element("article", ["data-name": hostile]).contents
        #expect(try missing.elements("img").map { $0["class"] } == ["actual"])
        #expect(try missing.element("img", ["class": "actual"])["data-loaded"] == "true")
        #expect(
            try missing.elements("div", ["class": "overlay"]).isEmpty
                && missing.elements("table", ["class": "figures"]).isEmpty)

        // Sizes differ: both pictures and both sizes, no difference picture.
        let size = try dom.element("article", ["data-name": "size"]).contents
        #expect(try size.element("img", ["class": "expected"])["data-natural-width"] == "20")
        #expect(try size.element("img", ["class": "actual"])["data-natural-width"] == "30")
        #expect(try size.elements("img", ["class": "difference"]).isEmpty)
        #expect(try size.element("figure", ["data-role": "difference"]).text.contains("the sizes differ"))
        #expect(try size.element("td", ["data-figure": "expected-size"])["data-width"] == "20")
        #expect(try size.element("td", ["data-figure": "actual-size"])["data-width"] == "30")
        #expect(try size.elements("td", ["data-figure": "differing-pixels"]).isEmpty)
        #expect(folder.contents(of: "artifacts/size.diff.png") == nil)

        // Not rendered at all: the message only, though an earlier run's pictures are still there.
        let broken = try dom.element("article", ["data-name": "broken"]).contents
        #expect(try broken.elements("img").isEmpty && broken.elements("table").isEmpty)
        #expect(folder.contents(of: "artifacts/broken.actual.png") != nil)
    }

    @Test("A report that could not be written is refused before anything is checked")
    func unwritableReport() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try folder.write(Scenes.text("Hello"), to: "scenes/hello.json")
        #expect(mkfifo(folder.url.appendingPathComponent("fifo.html").path, 0o600) == 0)
        let cases = [
            "missing/report.html": #"--report: no folder "missing" to write "missing/report.html" in"#,
            "scenes": #"--report: "scenes" is a folder; name a file, such as report.html"#,
            "report/": #"--report: "report/" is a folder; name a file, such as report.html"#,
            "report.json": #"--report: expected an .html file, found "report.json""#,
            "scenes/hello.json": #"--report: expected an .html file, found "scenes/hello.json""#,
            "fifo.html":
                #"--report: "fifo.html" is not a regular file (a device, FIFO or socket); choose another file"#,
            "": "--report: expected a file name, found an empty path",
        ]
        for (path, message) in cases {
            let result = try Scenes.check(folder, ["--report", path])
            #expect(result.status == 2, "\(path)")
            #expect(result.error.contains(message), "\(path): \(result.error)")
            #expect(result.output.isEmpty)
        }
        #expect(folder.names == ["fifo.html", "scenes"], "nothing checked, recorded or written")
        #expect(folder.contents(of: "scenes/hello.json") == Data(Scenes.text("Hello").utf8))
    }
}
