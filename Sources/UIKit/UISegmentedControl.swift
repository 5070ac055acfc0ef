import CoreGraphics
import Foundation

// The segmented control: a row of segments, one (or none) selected,
// and the bar metrics its images are set for.

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
