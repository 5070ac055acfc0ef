import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import UIKit

/// The options a web view is made with; kept as set.
open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
    open var websiteDataStore: WKWebsiteDataStore = .default()
    open var processPool = WKProcessPool()
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var applicationNameForUserAgent: String? = "Mobile/15E148"
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false
    open var limitsNavigationsToAppBoundDomains = false
    open var upgradeKnownHostsToHTTPS = true
    private(set) var schemeHandlers: [String: any WKURLSchemeHandler] = [:]

    public override init() {}

    /// Handles loads of `urlScheme` (never asked in a render).
    open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        schemeHandlers[urlScheme] = urlSchemeHandler
    }

    open func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)? {
        schemeHandlers[urlScheme]
    }

    /// A copy with the same values (the objects it holds are shared, as WebKit shares them).
    func duplicate() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.websiteDataStore = websiteDataStore
        copy.processPool = processPool
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
        copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.dataDetectorTypes = dataDetectorTypes
        copy.suppressesIncrementalRendering = suppressesIncrementalRendering
        copy.ignoresViewportScaleLimits = ignoresViewportScaleLimits
        copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
        copy.upgradeKnownHostsToHTTPS = upgradeKnownHostsToHTTPS
        copy.schemeHandlers = schemeHandlers
        return copy
    }
}

/// Media kinds that play only when the person asks.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

/// What a page's text is turned into links for.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}

/// A web view's settings.
open class WKPreferences: NSObject {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var isTextInteractionEnabled = true
    open var isElementFullscreenEnabled = false
    open var isSiteSpecificQuirksModeEnabled = true
    @available(*, deprecated, message: "Use WKWebpagePreferences.allowsContentJavaScript")
    open var javaScriptEnabled = true

    public override init() {}
}

/// Settings for the pages a navigation loads.
open class WKWebpagePreferences: NSObject {
    /// Which version of a site to ask for.
    public enum ContentMode: Int, Sendable {
        case recommended, mobile, desktop
    }

    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    open var isLockdownModeEnabled = false

    public override init() {}
}

/// The scripts a page gets and the handlers its messages go to (none is ever sent).
open class WKUserContentController: NSObject {
    public private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]

    public override init() {}

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }

    /// Keeps `scriptMessageHandler` for `window.webkit.messageHandlers.<name>`.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        handlers[name] = scriptMessageHandler
    }

    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String)
    {
        add(scriptMessageHandler, name: name)
    }

    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers = [:] }

    /// The names handlers are kept under.
    var handlerNames: [String] { handlers.keys.sorted() }
}

/// A script added to the pages a web view loads (never run in a render).
open class WKUserScript: NSObject {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }

    public convenience init(
        source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool,
        in contentWorld: WKContentWorld
    ) {
        self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly)
    }
}

/// When a user script runs.
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart, atDocumentEnd
}

/// Where a web view keeps cookies and caches: nothing is stored.
open class WKWebsiteDataStore: NSObject {
    public let isPersistent: Bool
    public let httpCookieStore = WKHTTPCookieStore()

    init(isPersistent: Bool) { self.isPersistent = isPersistent }

    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: true) }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }

    /// Every kind of data a store keeps.
    open class func allWebsiteDataTypes() -> Set<String> {
        [
            "WKWebsiteDataTypeDiskCache", "WKWebsiteDataTypeMemoryCache", "WKWebsiteDataTypeCookies",
            "WKWebsiteDataTypeLocalStorage", "WKWebsiteDataTypeSessionStorage", "WKWebsiteDataTypeIndexedDBDatabases",
            "WKWebsiteDataTypeWebSQLDatabases", "WKWebsiteDataTypeOfflineWebApplicationCache",
        ]
    }

    /// Removes nothing (nothing is stored); `completionHandler` runs later, on the main queue.
    open func removeData(
        ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @Sendable () -> Void
    ) {
        DispatchQueue.main.async { completionHandler() }
    }
}

/// A data store's cookies: those code sets, kept in memory.
open class WKHTTPCookieStore: NSObject {
    private let lock = NSLock()
    private var cookies: [HTTPCookie] = []

    override init() {}

    /// Gives the cookies set so far, later, on the main queue.
    open func getAllCookies(_ completionHandler: @escaping @Sendable ([HTTPCookie]) -> Void) {
        let cookies = lock.withLock { self.cookies }
        DispatchQueue.main.async { completionHandler(cookies) }
    }

    open func allCookies() async -> [HTTPCookie] { lock.withLock { cookies } }

    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@Sendable () -> Void)? = nil) {
        lock.withLock {
            cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
            cookies.append(cookie)
        }
        if let completionHandler { DispatchQueue.main.async { completionHandler() } }
    }

    open func delete(_ cookie: HTTPCookie, completionHandler: (@Sendable () -> Void)? = nil) {
        lock.withLock {
            cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        }
        if let completionHandler { DispatchQueue.main.async { completionHandler() } }
    }
}

/// The processes web views share (deprecated on iOS 15; kept).
open class WKProcessPool: NSObject {
    public override init() {}
}
