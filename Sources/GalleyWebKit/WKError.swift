import Foundation

/// The domain of WebKit's errors.
public let WKErrorDomain = "WKErrorDomain"

/// Why a web view's request failed: `error as? WKError`, `error.code == .javaScriptExceptionOccurred`.
public struct WKError: CustomNSError, LocalizedError, Hashable, Sendable {
    /// The failures, with WebKit's codes.
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
        case contentRuleListStoreCompileFailed = 6
        case contentRuleListStoreLookUpFailed = 7
        case contentRuleListStoreRemoveFailed = 8
        case contentRuleListStoreVersionMismatch = 9
        case attributedStringContentFailedToLoad = 10
        case attributedStringContentLoadTimedOut = 11
        case javaScriptInvalidFrameTarget = 12
        case navigationAppBoundDomain = 13
        case javaScriptAppBoundDomain = 14

        /// Whether `error` is a ``WKError`` (or an `NSError` of its domain) with this code.
        public static func ~= (match: Code, error: any Error) -> Bool {
            if let error = error as? WKError { return error.code == match }
            let error = error as NSError
            return error.domain == WKErrorDomain && error.code == match.rawValue
        }
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { WKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var errorDescription: String? { message }

    public static var unknown: Code { .unknown }
    public static var webContentProcessTerminated: Code { .webContentProcessTerminated }
    public static var webViewInvalidated: Code { .webViewInvalidated }
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
    public static var javaScriptResultTypeIsUnsupported: Code { .javaScriptResultTypeIsUnsupported }

    private var message: String {
        switch code {
        case .unknown: "An unknown error occurred"
        case .webContentProcessTerminated: "The Web Content process was terminated"
        case .webViewInvalidated: "The WKWebView was invalidated"
        case .javaScriptExceptionOccurred: "A JavaScript exception occurred"
        case .javaScriptResultTypeIsUnsupported: "JavaScript execution returned a result of an unsupported type"
        default: "WebKit encountered an internal error"
        }
    }
}
