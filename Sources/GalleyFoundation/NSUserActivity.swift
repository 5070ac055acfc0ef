import Foundation

/// An activity the app offers to continue elsewhere or to search (Handoff,
/// Spotlight): what `application(_:continue:restorationHandler:)` and
/// SwiftUI's `onContinueUserActivity` hand code. A preview continues
/// none; an activity holds what it is given.
open class NSUserActivity: NSObject {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var needsSave = false
    open weak var delegate: (any NSUserActivityDelegate)?

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds entries to ``userInfo``.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }

    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}

/// What an activity tells its delegate: every method optional.
public protocol NSUserActivityDelegate: AnyObject {
    func userActivityWillSave(_ userActivity: NSUserActivity)
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
