import Foundation

#if !canImport(Darwin)
/// A user activity (Handoff, Spotlight, state restoration), as Foundation
/// declares it on Apple platforms; swift-corelibs-foundation has none, so
/// code that takes or makes one (`func process(_ activity: NSUserActivity)`)
/// compiles here. Galley never continues an activity: it only holds what is
/// set on it.
open class NSUserActivity: NSObject {
    /// The kind of activity, a reverse-DNS string such as `"com.example.browsing"`.
    public let activityType: String
    /// A name for the activity, shown to the user.
    open var title: String?
    /// The state needed to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// A web page that continues the activity in a browser.
    open var webpageURL: URL?
    /// An identifier that picks the scene to continue the activity in.
    open var targetContentIdentifier: String?

    /// An activity of the given kind.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
#endif
