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
        super.init()
    }
}

/// How a hosting controller's size follows its view.
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
