import Foundation

/// Headless Chromium, to see a page as a browser shows it after its script ran.
enum Chromium {
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "Chromium is not installed (looked for /usr/bin/chromium and /usr/bin/chromium-browser): "
                + "run Scripts/install-dependencies, which installs the chromium package"
        }
    }

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    static var executable: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The DOM of the page at `file` (with `fragment`, `slider=25` say, after
    /// a `#`) once it has loaded and its script has run, as Chromium serialises it.
    static func dom(of file: URL, fragment: String? = nil) throws -> HTMLDocument {
        guard let executable else { throw Missing() }
        let profile = try Folder.temporary()
        defer { profile.remove() }
        var address = file.absoluteURL.absoluteString
        if let fragment { address += "#" + fragment }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.url.path)",
            "--virtual-time-budget=5000", "--dump-dom", address,
        ]
        let outputURL = profile.url.appendingPathComponent("dom.html")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + 120) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw Failed(description: "Chromium did not finish loading \(address) in 120 s")
        }
        process.waitUntilExit()
        let dom = String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
        guard process.terminationStatus == 0, dom.contains("<html") else {
            throw Failed(
                description:
                    "Chromium exited with status \(process.terminationStatus) and printed no DOM for \(address)")
        }
        return HTMLDocument(dom)
    }
}

/// Serialised HTML searched for elements by tag and attributes: enough
/// for the DOM Chromium writes (attributes double-quoted, no `>` in them).
struct HTMLDocument {
    let html: String

    init(_ html: String) {
        self.html = html
    }

    struct Element {
        var tag: String
        var attributes: [String: String]
        /// From the opening tag's end to the first closing tag of its kind
        /// (enough for elements that do not nest their own kind).
        var inner: String

        subscript(_ name: String) -> String? { attributes[name] }

        /// The text inside, tags removed and references decoded.
        var text: String {
            HTMLDocument.decoded(inner.replacing(/<[^>]*>/, with: ""))
        }

        /// The part of the page inside this element.
        var contents: HTMLDocument { HTMLDocument(inner) }
    }

    /// Elements of `tag` that have every attribute in `required` with its
    /// value (`nil` matches any value), in document order. `class` matches
    /// when the element has that class among others.
    func elements(_ tag: String, _ required: [String: String?] = [:]) throws -> [Element] {
        try html.matches(of: Regex("<\(tag)(\\s[^>]*)?>").ignoresCase()).compactMap { match in
            var attributes: [String: String] = [:]
            let source = html[match.range].dropFirst(tag.count + 1).dropLast()
            for attribute in source.matches(of: /([A-Za-z_:][-A-Za-z0-9_:.]*)(?:="([^"]*)")?/) {
                attributes[String(attribute.output.1)] = attribute.output.2.map { Self.decoded(String($0)) } ?? ""
            }
            for (name, value) in required {
                guard let found = attributes[name] else { return nil }
                guard let value else { continue }
                if name == "class" ? !found.split(separator: " ").contains(Substring(value)) : found != value {
                    return nil
                }
            }
            let rest = html[match.range.upperBound...]
            let inner = rest.range(of: "</\(tag)>").map { rest[..<$0.lowerBound] } ?? rest
            return Element(tag: tag, attributes: attributes, inner: String(inner))
        }
    }

    /// The one element of `tag` with `required`, or a thrown error naming it.
    func element(_ tag: String, _ required: [String: String?] = [:]) throws -> Element {
        let found = try elements(tag, required)
        guard found.count == 1 else {
            throw Chromium.Failed(description: "expected one <\(tag)> with \(required), found \(found.count)")
        }
        return found[0]
    }

    /// `text` with HTML's character references decoded (the few a serialiser writes).
    static func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
