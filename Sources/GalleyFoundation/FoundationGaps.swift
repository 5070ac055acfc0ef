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
