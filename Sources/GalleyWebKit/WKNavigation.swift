import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import UIKit

/// A load a web view started: what its navigation delegate's methods are
/// given (never, in a render).
open class WKNavigation: NSObject {
    /// The request loaded, when it was one.
    let request: URLRequest?

    init(request: URLRequest? = nil) {
        self.request = request
    }

    /// The content mode the page was loaded with.
    open var effectiveContentMode: WKWebpagePreferences.ContentMode { .mobile }
}

/// Why a navigation started: what `webView(_:decidePolicyFor:decisionHandler:)` is asked about.
open class WKNavigationAction: NSObject {
    open var request: URLRequest
    open var navigationType: WKNavigationType
    open var sourceFrame: WKFrameInfo
    open var targetFrame: WKFrameInfo?
    open var shouldPerformDownload: Bool { false }
    /// The mouse button or modifier keys (none, on iOS).
    open var buttonNumber: Int { 0 }

    public init(
        request: URLRequest, navigationType: WKNavigationType = .other, sourceFrame: WKFrameInfo = WKFrameInfo(),
        targetFrame: WKFrameInfo? = WKFrameInfo()
    ) {
        self.request = request
        self.navigationType = navigationType
        self.sourceFrame = sourceFrame
        self.targetFrame = targetFrame
    }
}

/// A response to a navigation: what `webView(_:decidePolicyFor:decisionHandler:)` is asked about.
open class WKNavigationResponse: NSObject {
    open var response: URLResponse
    open var isForMainFrame: Bool
    open var canShowMIMEType: Bool

    public init(response: URLResponse, isForMainFrame: Bool = true, canShowMIMEType: Bool = true) {
        self.response = response
        self.isForMainFrame = isForMainFrame
        self.canShowMIMEType = canShowMIMEType
    }
}

/// A frame of a page.
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool
    open var request: URLRequest
    open weak var webView: WKWebView?

    public init(
        isMainFrame: Bool = true, request: URLRequest = URLRequest(url: URL(fileURLWithPath: "/")),
        webView: WKWebView? = nil
    ) {
        self.isMainFrame = isMainFrame
        self.request = request
        self.webView = webView
    }

    public override convenience init() {
        self.init(isMainFrame: true)
    }
}

/// What started a navigation.
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1
}

/// Whether a navigation goes ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}

/// Whether a response is shown.
public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}

/// The pages a web view has loaded, and where it is among them.
open class WKBackForwardList: NSObject {
    private var items: [WKBackForwardListItem] = []
    private var index = -1

    override init() {}

    open var currentItem: WKBackForwardListItem? { items.indices.contains(index) ? items[index] : nil }
    open var backItem: WKBackForwardListItem? { items.indices.contains(index - 1) ? items[index - 1] : nil }
    open var forwardItem: WKBackForwardListItem? { items.indices.contains(index + 1) ? items[index + 1] : nil }
    /// The items before the current one, oldest first.
    open var backList: [WKBackForwardListItem] { Array(items[..<max(index, 0)]) }
    /// The items after the current one, nearest first.
    open var forwardList: [WKBackForwardListItem] { index + 1 < items.count ? Array(items[(index + 1)...]) : [] }

    /// The item `offset` places from the current one (negative: back).
    open func item(at offset: Int) -> WKBackForwardListItem? {
        items.indices.contains(index + offset) ? items[index + offset] : nil
    }

    /// A new current item after the current one; the forward items go.
    func push(_ item: WKBackForwardListItem) {
        items.removeSubrange((index + 1)...)
        items.append(item)
        index = items.count - 1
    }

    /// Makes `item` current; false if it is not in the list.
    func move(to item: WKBackForwardListItem) -> Bool {
        guard let found = items.firstIndex(where: { $0 === item }) else { return false }
        index = found
        return true
    }
}

/// A page in a back-forward list.
open class WKBackForwardListItem: NSObject {
    public let url: URL
    public let initialURL: URL
    /// The page's title: nil, as no page finishes loading.
    public var title: String? { nil }

    init(url: URL) {
        self.url = url
        initialURL = url
    }
}

/// The features a page asks of a window it opens.
open class WKWindowFeatures: NSObject {
    open var menuBarVisibility: NSNumber?
    open var statusBarVisibility: NSNumber?
    open var toolbarsVisibility: NSNumber?
    open var allowsResizing: NSNumber?
    open var x: NSNumber?
    open var y: NSNumber?
    open var width: NSNumber?
    open var height: NSNumber?

    public override init() {}
}

/// A message a page's script posted (never, in a render).
open class WKScriptMessage: NSObject {
    open var body: Any
    open var name: String
    open var frameInfo: WKFrameInfo
    open weak var webView: WKWebView?

    public init(body: Any, name: String, frameInfo: WKFrameInfo = WKFrameInfo(), webView: WKWebView? = nil) {
        self.body = body
        self.name = name
        self.frameInfo = frameInfo
        self.webView = webView
    }
}
