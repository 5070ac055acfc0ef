import Foundation

// UIKit's table view and its protocols, so that code written for it
// compiles. Galley never asks a representable for its view, so a table
// view draws as the representable's placeholder; its data source is not asked.

/// A section's and a row's place, as UIKit reads an `IndexPath`.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index (0 when there is none).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue]) } }
    }

    /// The row: the second index (0 when there is none).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item, as collection views name the row.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

/// A scrolling list of rows.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic = 100
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)?
    public weak var delegate: (any UITableViewDelegate)?
    public var rowHeight: CGFloat = UITableView.automaticDimension
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    public var separatorColor: UIColor?
    public var allowsSelection = true
    public var tableHeaderView: UIView?
    public var tableFooterView: UIView?

    /// The height UIKit works out from a cell's content.
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The appearance every table view starts with (a fresh table view: setting it changes nothing drawn).
    public class func appearance() -> UITableView { UITableView(frame: .zero, style: .plain) }

    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    /// A new cell: nothing is reused in a render.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    public func reloadData() {}
    public func beginUpdates() {}
    public func endUpdates() {}
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}

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

    public let reuseIdentifier: String?
    public let contentView = UIView()
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel? = UILabel()
    public var selectionStyle: SelectionStyle = .default
    public var accessoryType: AccessoryType = .none

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }
}

/// What a table view asks for its rows.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table view tells of selection and asks of heights: every method optional.
public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// What a scroll view tells of scrolling: every method optional.
public protocol UIScrollViewDelegate: AnyObject {}

/// What a text view tells of editing: every method optional.
public protocol UITextViewDelegate: AnyObject {}

/// What a text field tells of editing: every method optional.
public protocol UITextFieldDelegate: AnyObject {}
