import Foundation
import OSLog
import Testing

@Suite("OSLog stand-in")
struct OSLogTests {
    @Test("Logger, OSLog and os_log take what apps write, interpolations with privacy and formats included, and log nothing")
    func logsNothing() {
        let logger = Logger(subsystem: "com.example.app", category: "previews")
        let name = "Ada", count = 3, ratio = 0.25
        var evaluated = false
        func expensive() -> String { evaluated = true; return "x" }
        logger.info("User \(name, privacy: .public) has \(count) items, \(ratio, format: .fixed(precision: 2))")
        logger.debug("Hex \(count, format: .hex, align: .right(columns: 4)) \(expensive(), privacy: .private(mask: .hash))")
        logger.log(level: .error, "Failed: \(String(describing: URLError(.badURL)))")
        os_log("Plain %{public}@", log: OSLog(subsystem: "s", category: "c"), type: .info, name)
        // Interpolated values are never evaluated: nothing formats them.
        #expect(!evaluated)
        #expect(!OSLog.default.isEnabled(type: .debug))
    }
}
