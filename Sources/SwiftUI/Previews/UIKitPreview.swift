import UIKit

/// `#Preview { MyViewController() }` and `#Preview { MyView(frame: …) }`:
/// previews of UIKit code, as Xcode 15's macro takes them. Galley does not
/// draw UIKit, so the preview is the labelled placeholder a representable
/// draws: a view's fills the safe area, a controller's the whole screen;
/// a `UIHostingController` shows its root view.
/// The body still runs, as it does on iOS, so its code is exercised.
extension Preview {
    // Disfavoured: a SwiftUI body (`@Previewable` state and a view, say)
    // must not find these ambiguous with the view builder's.
    @_disfavoredOverload
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., body: @escaping @MainActor () -> UIView) {
        self.init(name, traits: traits, body: { UIKitPreview.make(view: body()) })
    }

    @_disfavoredOverload
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., body: @escaping @MainActor () -> UIViewController
    ) {
        self.init(name, traits: traits, body: { UIKitPreview.make(controller: body()) })
    }

    init(_ name: String?, traits: [PreviewTrait<ViewTraits>], body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }
}

/// What a UIKit preview draws: the root view of a hosting controller, or
/// the placeholder named for the view's or controller's class.
enum UIKitPreview {
    @MainActor static func make(controller: UIViewController) -> any View {
        if let hosting = controller as? any HostingController { return hosting.hostedView }
        // A controller's view covers the window, under the bars as well.
        return RepresentablePlaceholder(name: String(describing: type(of: controller))).ignoresSafeArea()
    }

    @MainActor static func make(view: UIView) -> any View {
        RepresentablePlaceholder(name: String(describing: type(of: view)))
    }
}

/// A hosting controller of any root view type.
protocol HostingController {
    @MainActor var hostedView: any View { get }
}

extension UIHostingController: HostingController {
    var hostedView: any View { rootView }
}
