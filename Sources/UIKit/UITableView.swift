import Foundation

// UIKit's table view and its protocols, so that code written for it
// compiles. Galley never asks a representable for its view, so a table
// view draws as the representable's placeholder and makes no cells; only
// code asking it for its sections and rows asks its data source.

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
    open weak var dataSource: (any UITableViewDataSource)?
    /// The delegate, asked of rows (and, as a scroll view's, told of scrolling).
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { scrollDelegate = delegate }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var isEditing = false
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var sectionIndexColor: UIColor?
    open var cellLayoutMarginsFollowReadableWidth = false
    open var dragInteractionEnabled = false
    private var selectedRows: [IndexPath] = []

    /// The height UIKit works out from a cell's content.
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The appearance every table view starts with (a fresh table view: setting it changes nothing drawn).
    open override class func appearance() -> UITableView { UITableView(frame: .zero, style: .plain) }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UITableView { appearance() }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    /// A new cell: nothing is reused in a render.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }

    /// Sections and rows: what the data source says (none without one).
    @preconcurrency @MainActor
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    @preconcurrency @MainActor
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// No cells are made in a render: none is visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open var visibleCells: [UITableViewCell] { [] }
    open var indexPathsForVisibleRows: [IndexPath]? { nil }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }

    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selectedRows.removeAll() }
        if !allowsMultipleSelection { selectedRows.removeAll() }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) { selectedRows.removeAll { $0 == indexPath } }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open func reloadData() {}
    open func reloadSectionIndexTitles() {}
    open func beginUpdates() {}
    open func endUpdates() {}

    /// Runs `updates`, then `completion` with true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}

/// What a table view asks for its rows.
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

/// What a table view tells of selection and asks of heights and sections:
/// every method optional, answered as UIKit does when the delegate does not.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }

    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        nil
    }

    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        nil
    }
}

/// The actions a row shows when swiped.
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// An action a swiped row shows.
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// Views from a nib file: Galley reads none.
open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
    /// The nib's top-level objects: none.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}
