import Foundation
import GalleyOSLog
import Testing

@Suite("Apple's logging stand-in")
struct OSLogTests {
    @Test("A log message reads its interpolated values whatever their privacy, format or alignment")
    func message() {
        let count = 3, ratio = 0.5
        let message: OSLogMessage =
            """
            loaded \(count, format: .hex, privacy: .public) of \(ratio, format: .fixed(precision: 2)) for \
            \("ann", privacy: .private(mask: .hash)) \(URL(fileURLWithPath: "/a"), privacy: .sensitive)
            """
        #expect(message.text == "loaded 3 of 0.5 for ann file:///a")
        let logger = Logger(subsystem: "com.example", category: "store")
        logger.error(message)
        #expect(logger.subsystem == "com.example" && logger.category == "store")
        #expect(!OSLog.default.isEnabled(type: .debug))
    }

    @Test("OSAllocatedUnfairLock keeps its state across threads")
    func lock() async {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { lock.withLock { $0 += 1 } } }
        }
        #expect(lock.withLock { $0 } == 100)
        let plain = OSAllocatedUnfairLock()
        #expect(plain.lockIfAvailable())
        plain.unlock()
    }
}
