import Foundation

// What Apple's Foundation has and Linux's lacks, met by SwiftUI code in
// previews.

extension URL {
    /// The app's Documents folder: `~/Documents` (a preview has no sandbox).
    public static var documentsDirectory: URL {
        URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(
            "Documents", isDirectory: true)
    }

    /// The app's Caches folder: `~/Library/Caches`.
    public static var cachesDirectory: URL {
        URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(
            "Library/Caches", isDirectory: true)
    }

    /// The app's Application Support folder: `~/Library/Application Support`.
    public static var applicationSupportDirectory: URL {
        URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(
            "Library/Application Support", isDirectory: true)
    }
}

extension FileManager {
    /// The shared folder of the app group `groupIdentifier`: on a new
    /// Simulator, an empty folder of the group's own
    /// (`~/Library/Group Containers/<group>`), made when asked.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let name = groupIdentifier.replacingOccurrences(of: "/", with: "_")
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        let folder = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
            .appendingPathComponent("Library/Group Containers", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true)
        try? createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension Timer {
    /// A timer that would send `selector` to `target`: a selector is never
    /// called on Linux (Galley's `Selector` keeps only its text), so the
    /// timer fires nothing. Scheduled or added to a run loop, it waits.
    public convenience init(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        self.init(timeInterval: interval, repeats: repeats) { _ in }
    }

    /// As ``init(timeInterval:target:selector:userInfo:repeats:)``, first firing at `date`.
    public convenience init(
        fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        self.init(fire: date, interval: interval, repeats: repeats) { _ in }
    }

    /// A timer on the current run loop that would send `selector` to `target` (it fires nothing).
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        scheduledTimer(withTimeInterval: interval, repeats: repeats) { _ in }
    }
}

/// Core Foundation's name for a time interval in seconds, which Core
/// Animation's API uses (`CACurrentMediaTime()`, a layer's `beginTime`).
public typealias CFTimeInterval = Double

/// Where a method that reports failure as `false` or nil puts its error:
/// `var error: NSError?` passed as `&error` (`LAContext.canEvaluatePolicy(_:error:)`).
/// Apple's is an `AutoreleasingUnsafeMutablePointer`, which needs the
/// Objective-C runtime; `&error` makes either.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

extension String.StandardComparator {
    /// Finder-like order (`SortDescriptor(\.name, comparator: .localizedStandard)`),
    /// missing from Linux's Foundation: here the same as ``lexical``, so
    /// capitals sort before lower case and "10" before "9".
    public static var localizedStandard: String.StandardComparator { .lexical }

    /// The locale's order, missing from Linux's Foundation: here the same as ``lexical``.
    public static var localized: String.StandardComparator { .lexical }
}

/// Dispatch's time units, which Linux's Dispatch leaves out
/// (`.now() + Double(n) / Double(NSEC_PER_SEC)`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
