import CoreGraphics
import Foundation

// The controls that hold a value: switch, slider, stepper, page control,
// date picker, colour well (the segmented control has a file of its own).
// Each keeps its value within its bounds, as UIKit's do; setting a value
// in code sends no action (UIKit sends `.valueChanged` only for the
// user's changes).

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
