import CoreGraphics
import Foundation

/// A button: titles, images and colours per state, or a configuration.
/// A title, image or colour set for a state that has none falls back to
/// the normal state's, as UIKit's does.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close

        public static var roundedRect: ButtonType { .system }
    }

    /// What a button's action means (iOS 14).
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The label showing the title.
    public private(set) lazy var titleLabel: UILabel? = UILabel()
    /// The view showing the image.
    public private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
    open var contentEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false
    open var role: Role = .normal
    open var menu: UIMenu?
    open var changesSelectionAsPrimaryAction = false
    open var isPointerInteractionEnabled = false
    open var automaticallyUpdatesConfiguration = true
    open var configurationUpdateHandler: ((UIButton) -> Void)?

    /// The configuration (iOS 15): setting one sets the normal title and image.
    open var configuration: Configuration? {
        didSet {
            guard let configuration else { return }
            if let title = configuration.title { setTitle(title, for: .normal) }
            if let image = configuration.image { setImage(image, for: .normal) }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of a type; the system type's title is tinted.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of a type that sends `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button drawn from `configuration` (iOS 15), sending `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// A button of the type that sends `primaryAction` when tapped (`UIButton.systemButton`).
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {}

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {}

    open var currentTitle: String? { title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The current state's title colour: the tint for a system button unless set.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .system ? tintColor : .white) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open func setNeedsUpdateConfiguration() {}

    /// Runs the configuration update handler, as UIKit does when the state changes.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    open override class func appearance() -> UIButton { UIButton(type: .custom) }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIButton { appearance() }
}

extension UIButton {
    /// A button's look (iOS 15): its style, title, image, colours, corners and insets.
    public struct Configuration: Hashable, @unchecked Sendable {
        public enum CornerStyle: Int, Sendable {
            case fixed = -1, dynamic, small, medium, large, capsule
        }

        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        public enum MacIdiomStyle: Int, Sendable {
            case automatic, bordered, borderless, borderlessTinted
        }

        /// Which style made it: `plain()`, `filled()`, and so on.
        package private(set) var style: String
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration.clear()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// Insets around the content: 10 by 6, close to UIKit's medium size.
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
        public var showsActivityIndicator = false
        public var automaticallyUpdateForSelection = true
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var imageColorTransformer: UIConfigurationColorTransformer?

        init(style: String) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        public func updated(for button: UIButton) -> Configuration { self }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.image == rhs.image
                && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor
                && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
                && lhs.contentInsets == rhs.contentInsets
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
        }
    }
}

/// A background's colour, corners and stroke (iOS 14), as button configurations and cells have it.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var image: UIImage?
    public var customView: UIView?
    public var visualEffect: UIBlurEffect?

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
}

/// Changes a title's attributes: what a configuration's text transformers hold.
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// Changes a colour: what a configuration's colour transformers hold.
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    public static let grayscale = UIConfigurationColorTransformer { $0 }
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

/// Edges of a rectangle, leading and trailing.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
