import CoreGraphics
import Foundation

// The picker view: rows in columns, asked of its data source and delegate.

/// A picker of rows in columns (a "slot machine" wheel), asking its data source.
open class UIPickerView: UIView {
    open weak var dataSource: (any UIPickerViewDataSource)?
    open weak var delegate: (any UIPickerViewDelegate)?
    private var selection: [Int: Int] = [:]

    /// Columns: what the data source says; none without one.
    @preconcurrency @MainActor
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }
    @preconcurrency @MainActor
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }
    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selection[component] = row }
    /// The selected row of a column: 0 unless selected otherwise (-1 when the column has no rows).
    @preconcurrency @MainActor
    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) > 0 ? selection[component] ?? 0 : -1
    }
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }
}

/// What a picker view asks for its columns and rows.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks for its rows' titles and tells of selection: every method optional.
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }

    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        view ?? UILabel()
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}
