import CoreGraphics
import Foundation

// The controls that hold a value: switch, slider, stepper, segmented
// control, page control, date picker, colour well. Each keeps its value
// within its bounds, as UIKit's do; setting a value in code sends no
// action (UIKit sends `.valueChanged` only for the user's changes).

/// An on/off switch.
open class UISwitch: UIControl {
    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }

    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var title: String?
    open var preferredStyle: Style = .automatic
    open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A switch is 51 × 31 points, whatever it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    open override class func appearance() -> UISwitch { UISwitch() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UISwitch { appearance() }
}

/// A slider: its value kept between its bounds.
open class UISlider: UIControl {
    open var minimumValue: Float = 0 {
        didSet { value = storedValue }
    }

    open var maximumValue: Float = 1 {
        didSet { value = storedValue }
    }

    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    private var thumbImages: [UInt: UIImage] = [:]

    /// The value, clamped to the bounds (NaN becomes the minimum).
    open var value: Float {
        get { storedValue }
        set {
            storedValue =
                newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), max(minimumValue, maximumValue))
        }
    }

    private var storedValue: Float = 0

    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImage(for: state) ?? thumbImage(for: .normal) }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}

    open override class func appearance() -> UISlider { UISlider() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UISlider { appearance() }
}

/// Plus and minus buttons stepping a value between bounds.
open class UIStepper: UIControl {
    open var isContinuous = true
    open var autorepeat = true
    /// Whether stepping past a bound comes round to the other.
    open var wraps = false
    open var minimumValue: Double = 0 {
        didSet { value = storedValue }
    }

    open var maximumValue: Double = 100 {
        didSet { value = storedValue }
    }

    open var stepValue: Double = 1

    /// The value, clamped to the bounds (NaN becomes the minimum).
    open var value: Double {
        get { storedValue }
        set {
            storedValue =
                newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), max(minimumValue, maximumValue))
        }
    }

    private var storedValue: Double = 0

    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {}
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}

    open override class func appearance() -> UIStepper { UIStepper() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIStepper { appearance() }
}

/// A row of segments, one (or none) selected.
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    /// The selected segment; an index out of range selects none.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set { storedSelection = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment }
    }

    private var storedSelection = UISegmentedControl.noSegment

    /// Segments of the items: `String`s are titles, `UIImage`s images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
    }

    /// Segments of the actions' titles and images (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        if storedSelection >= index { storedSelection += 1 }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelection == segment {
            storedSelection = UISegmentedControl.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = UISegmentedControl.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState: UIControl.State, rightSegmentState: UIControl.State,
        barMetrics: UIBarMetrics
    ) {}

    open override class func appearance() -> UISegmentedControl { UISegmentedControl() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UISegmentedControl {
        appearance()
    }
}

/// Which bar height an image is for.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt = 101, compactPrompt
}

/// Page dots: the current page kept among the pages.
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    public enum Direction: Int, Sendable {
        case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
    }

    open var numberOfPages = 0 {
        didSet { currentPage = storedPage }
    }

    /// The page shown, kept within 0 and the last page.
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(0, newValue), max(0, numberOfPages - 1)) }
    }

    private var storedPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: BackgroundStyle = .automatic
    open var direction: Direction = .natural
    open var allowsContinuousInteraction = true
    open var preferredIndicatorImage: UIImage?
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]

    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// The size the dots of `pageCount` pages take: 26 points a page, 26 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 26, height: 26)
    }

    open override class func appearance() -> UIPageControl { UIPageControl() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIPageControl { appearance() }
}

/// A date and time picker: the date kept between its bounds.
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer, yearAndMonth = 4269
    }

    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: compact for `.automatic`, as iOS 14 and later show it.
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    open var locale: Locale?
    open var calendar: Calendar = .current
    open var timeZone: TimeZone?
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0
    open var roundsToMinuteInterval = true
    open var minimumDate: Date? {
        didSet { date = storedDate }
    }

    open var maximumDate: Date? {
        didSet { date = storedDate }
    }

    /// The date, kept between ``minimumDate`` and ``maximumDate``.
    open var date: Date {
        get { storedDate }
        set {
            var value = newValue
            if let minimumDate, value < minimumDate { value = minimumDate }
            if let maximumDate, value > maximumDate, minimumDate.map({ $0 <= maximumDate }) ?? true {
                value = maximumDate
            }
            storedDate = value
        }
    }

    private var storedDate = Date()

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    open override class func appearance() -> UIDatePicker { UIDatePicker() }
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIDatePicker { appearance() }
}

/// How a date picker shows.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}

/// A well showing a colour that opens a colour picker.
open class UIColorWell: UIControl {
    open var title: String?
    open var supportsAlpha = true
    open var selectedColor: UIColor?
}

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
