import CoreGraphics
import Foundation

/// A view that sends actions when its events happen: buttons, switches,
/// sliders, text fields. A render delivers no touches, so only
/// ``sendActions(for:)`` sends: it runs the ``UIAction``s added for those
/// events. Target–action pairs are kept (targets weakly, as UIKit keeps
/// them) but never called: Linux has no Objective-C runtime to call a
/// `Selector` with.
open class UIControl: UIView {
    /// Events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// States a control's titles, images and colours are set for.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    private var targetActions: [(target: Weak, action: Selector, events: Event)] = []
    private var menuActions: [(action: UIAction, events: Event)] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    open var isContextMenuInteractionEnabled = false
    open var showsMenuAsPrimaryAction = false
    open var toolTip: String?

    /// Normal, or the highlighted, disabled and selected flags that are set.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    /// A control that sends `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Keeps `action` for `target` on `controlEvents` (a second add of the same pair adds the events).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.flatMap(Weak.object)
        if let index = targetActions.firstIndex(where: { $0.target.object === object && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append((Weak(target), action, controlEvents))
        }
    }

    /// Removes `action` (every action when nil) of `target` (every target when nil) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.flatMap(Weak.object)
        for index in targetActions.indices.reversed() {
            let entry = targetActions[index]
            guard target == nil || entry.target.object === object, action == nil || entry.action == action else {
                continue
            }
            targetActions[index].events.subtract(controlEvents)
            if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
        }
    }

    /// The targets added and still alive (an object that is not `Hashable` by its identity).
    open var allTargets: Set<AnyHashable> {
        Set(
            targetActions.compactMap { entry in
                entry.target.object.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) }
            })
    }

    /// The events any target or action was added for.
    open var allControlEvents: Event {
        (targetActions.map(\.events) + menuActions.map(\.events)).reduce([]) { $0.union($1) }
    }

    /// The names of `target`'s actions for `controlEvent`; nil when it has none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.flatMap(Weak.object)
        let names = targetActions.filter { $0.target.object === object && !$0.events.isDisjoint(with: controlEvent) }
            .map { NSStringFromSelector($0.action) }
        return names.isEmpty ? nil : names
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = menuActions.firstIndex(where: { $0.action === action }) {
            menuActions[index].events.formUnion(controlEvents)
        } else {
            menuActions.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in menuActions.indices.reversed() where menuActions[index].action === action {
            menuActions[index].events.subtract(controlEvents)
            if menuActions[index].events.isEmpty { menuActions.remove(at: index) }
        }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for action in menuActions.map(\.action) where action.identifier == actionIdentifier {
            removeAction(action, for: controlEvents)
        }
    }

    /// Sends the events: runs every ``UIAction`` added for any of them, in
    /// the order added. Target–action pairs are not called (no Objective-C runtime).
    open func sendActions(for controlEvents: Event) {
        for entry in menuActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }

    /// Runs `action`'s handler, with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    /// Sends a selector to a target: not possible without an Objective-C runtime; nothing happens.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}
}

/// What a ``UIAction`` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu's or a control's item.
open class UIMenuElement: NSObject {
    /// How an action shows.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// An action's check mark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    public enum Size: Int, Sendable {
        case small, medium, large
    }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// An action with its handler: what `addAction(_:for:)`, buttons' primary
/// actions and menus run.
open class UIAction: UIMenuElement {
    /// An action's name, for finding or removing it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// The control that sent the action last; nil before it is sent.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    public static let paste = Identifier("com.apple.menu.paste")
}

/// A menu of actions and submenus.
open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]
    open var preferredElementSize: UIMenuElement.Size = .large

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: UIMenuElement.Size = .large, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// This menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }
}
