import Foundation

/// Where an `AsyncImage`'s load has got to.
public enum AsyncImagePhase {
    /// Not loaded yet: what a render always shows.
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The load's error, if it failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// An image loaded from a URL. A render never loads the network, so the
/// view is always what iOS shows before the image arrives: the default
/// placeholder (a grey box filling the space it is offered, drawn in
/// `secondarySystemFill`), your `placeholder`, or your `content` for
/// `.empty`.
nonisolated public struct AsyncImage<Content: View>: View {
    private let shown: AnyView

    /// The image at `url`: the default placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        shown = AnyView(Color.secondarySystemFill)
    }

    /// The image at `url` given to `content`, and `placeholder` until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == ConditionalContent<I, P> {
        shown = AnyView(placeholder())
    }

    /// The view `content` makes for the load's phase: for `.empty`, here.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        shown = AnyView(content(.empty))
    }

    public var body: some View { shown }
}
