import Foundation
import UIKit

/// Safari's view of a web page, presented or wrapped in a
/// `UIViewControllerRepresentable`. Galley shows no web page: the
/// representable draws as a labelled placeholder, and the controller keeps
/// what code sets; nothing loads and its delegate is never told anything.
open class SFSafariViewController: UIViewController {
    /// The options it is made with.
    open class Configuration: NSObject {
        /// Whether Reader is shown when the page has it.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true
        /// An extra button in the share sheet.
        open var activityButton: ActivityButton?

        public override init() {}
    }

    /// A share extension's button in the share sheet.
    open class ActivityButton: NSObject {
        public let templateImage: UIImage?
        public let extensionIdentifier: String?

        public init(templateImage: UIImage, extensionIdentifier: String) {
            self.templateImage = templateImage
            self.extensionIdentifier = extensionIdentifier
        }
    }

    /// The button that closes the view.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    /// The page shown (not public on iOS).
    package let url: URL
    public let configuration: Configuration
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' colour; nil for Safari's.
    open var preferredBarTintColor: UIColor?
    /// The buttons' colour; nil for Safari's.
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    @available(*, deprecated, message: "Use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// Controllers from an archive: Galley reads none; a blank page.
    public required init?(coder: NSCoder) {
        url = URL(string: "about:blank") ?? URL(fileURLWithPath: "/")
        configuration = Configuration()
        super.init(coder: coder)
    }

    /// Connections Safari may open early: none are.
    public final class PrewarmingToken: Sendable {
        init() {}
        public func invalidate() {}
    }

    public static func prewarmConnections(to URLs: [URL]) -> PrewarmingToken { PrewarmingToken() }
}

/// Told of what the Safari view does: never, in a render. Every method is
/// optional, answered as SafariServices does when the delegate does not.
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewController(
        _ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?
    ) -> [UIActivity]
    func safariViewController(
        _ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?
    ) -> [UIActivity.ActivityType]
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewController(
        _ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?
    ) -> [UIActivity] { [] }
    public func safariViewController(
        _ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?
    ) -> [UIActivity.ActivityType] { [] }
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
        _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
