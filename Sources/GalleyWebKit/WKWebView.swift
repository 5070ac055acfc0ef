import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import UIKit

/// A web page's view, made in a `UIViewRepresentable` (which Galley draws
/// as a labelled placeholder without calling `makeUIView`) or held by a
/// model. No page loads in a render: the view keeps what code asks, as
/// WebKit shows it at the moment a load starts.
///
/// - A load (`load(_:)`, `loadHTMLString(_:baseURL:)`, `loadFileURL`,
///   `load(_:mimeType:…)`, `reload()`) sets ``url`` and starts: ``isLoading``
///   is true (``estimatedProgress`` 0.1) until ``stopLoading()``, and it
///   never finishes, so ``title`` stays nil and neither delegate is told
///   anything.
/// - Loads go into the ``backForwardList``: ``goBack()`` and ``goForward()``
///   move in it, as WebKit does.
/// - No script runs: ``evaluateJavaScript(_:completionHandler:)`` answers
///   later, on the main queue, with ``WKError/Code/javaScriptExceptionOccurred``.
open class WKWebView: UIView {
    /// The options it was made with (a copy, as WebKit's).
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The scroll view the page is in: a subview of the web view.
    public let scrollView: UIScrollView
    public let backForwardList = WKBackForwardList()

    /// The page's address: the last load's, nil before any.
    public private(set) var url: URL?
    /// The page's title: nil, as no page finishes loading.
    public private(set) var title: String?
    /// Whether a load is under way: from a load until ``stopLoading()``.
    public private(set) var isLoading = false
    /// How far the load is: 0.1 once started, as WebKit reports a load that has just begun.
    public private(set) var estimatedProgress: Double = 0

    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var pageZoom: CGFloat = 1
    open var isInspectable = false
    open var underPageBackgroundColor: UIColor! = .systemBackground
    /// The page's theme colour: none, as no page loaded.
    public var themeColor: UIColor? { nil }
    open var mediaType: String?
    /// The page's state for restoring it: the current item's address.
    open var interactionState: Any?

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration.duplicate()
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(scrollView)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Views from an archive: Galley reads none; an empty web view.
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        scrollView = UIScrollView(frame: .zero)
        super.init(coder: coder)
        addSubview(scrollView)
    }

    /// Whether WebKit handles `urlScheme` itself (http, https, file, about, data, blob…).
    public class func handlesURLScheme(_ urlScheme: String) -> Bool {
        ["http", "https", "file", "about", "data", "blob", "javascript", "ftp", "ws", "wss"].contains(
            urlScheme.lowercased())
    }

    // MARK: Loading

    /// Starts loading `request`'s page.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        start(request.url, request: request)
    }

    /// Starts loading `string` as HTML, its relative links from `baseURL`
    /// (`about:blank` without one).
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        start(baseURL ?? URL(string: "about:blank"), request: nil)
    }

    /// Starts loading `data` of `mimeType`.
    @discardableResult
    open func load(
        _ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL
    ) -> WKNavigation? {
        start(baseURL, request: nil)
    }

    /// Starts loading the file at `URL`.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        start(URL, request: URLRequest(url: URL))
    }

    /// Starts the current page again: nil without one.
    @discardableResult
    open func reload() -> WKNavigation? {
        guard url != nil else { return nil }
        isLoading = true
        estimatedProgress = 0.1
        return WKNavigation()
    }

    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    /// Stops the load: ``isLoading`` becomes false.
    open func stopLoading() {
        isLoading = false
    }

    // MARK: Back and forward

    public var canGoBack: Bool { backForwardList.backItem != nil }
    public var canGoForward: Bool { backForwardList.forwardItem != nil }

    /// Loads the previous page of the list: nil at its start.
    @discardableResult
    open func goBack() -> WKNavigation? {
        backForwardList.backItem.flatMap { go(to: $0) }
    }

    /// Loads the next page of the list: nil at its end.
    @discardableResult
    open func goForward() -> WKNavigation? {
        backForwardList.forwardItem.flatMap { go(to: $0) }
    }

    /// Loads `item`'s page from the list: nil if it is not in it.
    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        guard backForwardList.move(to: item) else { return nil }
        url = item.url
        isLoading = true
        estimatedProgress = 0.1
        return WKNavigation()
    }

    private func start(_ address: URL?, request: URLRequest?) -> WKNavigation {
        url = address
        title = nil
        isLoading = true
        estimatedProgress = 0.1
        if let address { backForwardList.push(WKBackForwardListItem(url: address)) }
        interactionState = address
        return WKNavigation(request: request)
    }

    // MARK: Scripts and pictures

    /// Runs nothing: `completionHandler` gets nil and
    /// ``WKError/Code/javaScriptExceptionOccurred``, later, on the main queue.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        guard let completionHandler else { return }
        DispatchQueue.main.async { completionHandler(nil, WKError(.javaScriptExceptionOccurred)) }
    }

    /// Runs nothing: throws ``WKError/Code/javaScriptExceptionOccurred``.
    @MainActor @discardableResult
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    /// Runs nothing: throws ``WKError/Code/javaScriptExceptionOccurred``.
    @MainActor @discardableResult
    open func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
        contentWorld: WKContentWorld
    ) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    /// Draws nothing: `completionHandler` gets nil and ``WKError/Code/unknown``, later, on the main queue.
    open func takeSnapshot(
        with snapshotConfiguration: WKSnapshotConfiguration?,
        completionHandler: @escaping @Sendable (UIImage?, (any Error)?) -> Void
    ) {
        DispatchQueue.main.async { completionHandler(nil, WKError(.unknown)) }
    }
}

/// What a snapshot of a web view covers.
open class WKSnapshotConfiguration: NSObject {
    open var rect: CGRect = .null
    open var snapshotWidth: NSNumber?
    open var afterScreenUpdates = true

    public override init() {}
}

/// A namespace scripts run in.
public final class WKContentWorld: NSObject, Sendable {
    public let name: String?

    private init(name: String?) { self.name = name }

    public static let page = WKContentWorld(name: nil)
    public static let defaultClient = WKContentWorld(name: "defaultClient")
    public static func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }
}
