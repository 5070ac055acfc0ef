import Foundation
#if canImport(OSLog)
import OSLog
#endif
import struct os.OSAllocatedUnfairLock

// Apple's logging, as apps use it beside their views.
enum Log {
    static let store = Logger(subsystem: "com.example.platforms", category: "store")
    static let visits = OSAllocatedUnfairLock(initialState: 0)

    static func visit() -> Int {
        store.info("visit \(visits.withLock { $0 }, privacy: .public) of \("x", align: .left(columns: 4))")
        os_log("visited", log: OSLog(subsystem: "com.example", category: "legacy"), type: .debug)
        return visits.withLock { count in
            count += 1
            return count
        }
    }
}
