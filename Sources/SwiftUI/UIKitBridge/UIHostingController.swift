import Foundation
import UIKit

/// A UIKit view controller holding a SwiftUI view, for code that hands
/// SwiftUI to UIKit. Galley shows no UIKit controller: the controller
/// keeps its root view, which code can read or draw itself.
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    /// How the controller's preferred size follows its view's: kept only.
    public var sizingOptions: UIHostingControllerSizingOptions = []
    public var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    /// A controller from an archive needs its root view: nil.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// The size the root view would take in `size`: `size` itself (the
    /// controller does not lay its view out).
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// How a hosting controller's size follows its view.
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
