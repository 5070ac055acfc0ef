import Foundation

// A table view's cells, its section headers and footers, and the content
// configurations (iOS 14) cells show. Galley makes no cells itself.

/// A row of a table view.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    public let reuseIdentifier: String?
    public let contentView = UIView()
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var focusStyle: Int = 0
    open var contentConfiguration: (any UIContentConfiguration)?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open func prepareForReuse() {}

    /// The list style's content for this cell (iOS 14): its text, secondary text and image.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override class func appearance() -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITableViewCell {
        appearance()
    }
}

/// A section's header or footer in a table view.
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel? = UILabel()
    open var backgroundView: UIView?
    open var contentConfiguration: (any UIContentConfiguration)?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
}

/// What a cell shows, as a value (iOS 14).
public protocol UIContentConfiguration {
    func updated(for state: any UIConfigurationState) -> Self
}

/// A cell's state, as content configurations are updated for it.
public protocol UIConfigurationState {}

/// A list cell's content (iOS 14): text, secondary text and an image.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    public struct TextProperties: Hashable, @unchecked Sendable {
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
    }

    public struct ImageProperties: Hashable, @unchecked Sendable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties(
        font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var prefersSideBySideTextAndSecondaryText = false
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
