import Foundation

// Keyboard, text input, hit testing, menus, drag and drop, hover and
// haptics. A render receives no input: each modifier keeps the view as it
// is (no-op), and menu and action content is never built.

/// The kind of keyboard a text field shows.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter,
        webSearch, asciiCapableNumberPad
}

/// How a text field capitalises what is typed.
public struct TextInputAutocapitalization: Sendable {
    private let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a text field holds, for autofill.
public struct UITextContentType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// The label of the return key.
public struct SubmitLabel: Sendable {
    private let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// When scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    private let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// The kind of shape a content shape is used for.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// Haptic and audio feedback.
public struct SensoryFeedback: Sendable {
    private let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    public struct Weight: Sendable {
        private let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    public struct Flexibility: Sendable {
        private let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

/// An edge of a list row that swipe actions come from.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// A hover effect's look.
public struct HoverEffect: Sendable {
    private let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// What a drop delegate is told (never, in a render).
public struct DropInfo: Sendable {
    public var location: CGPoint
}

/// Handles drops (never called in a render).
public protocol DropDelegate {
    func performDrop(info: DropInfo) -> Bool
}

/// A type that can be dragged and dropped (Apple's Transferable), kept so code compiles.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}

nonisolated extension View {
    /// The keyboard a text field shows: a no-op.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// How typed text is capitalised: a no-op.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Old form of `textInputAutocapitalization`: a no-op.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Turns autocorrection off: a no-op.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Old form of `autocorrectionDisabled`: a no-op.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// What a text field holds, for autofill: a no-op.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// The return key's label: a no-op.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Whether scrolling dismisses the keyboard: a no-op.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Search suggestions: a no-op, never built.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// What choosing a search suggestion completes the query with: a no-op.
    public func searchCompletion(_ completion: String) -> some View { self }
    /// The token choosing a search suggestion adds: a no-op.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
    /// Whether a list row can be selected: a no-op, nothing is selected in a render.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Whether a list row can be deleted: a no-op.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Whether a list row can be moved: a no-op.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// The order of a menu's items as it opens: a no-op, menus are drawn closed.
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Whether the view takes taps: a no-op, a render takes none.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// The shape that takes taps: a no-op.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }
    /// A tooltip: a no-op.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    public func help(_ text: Text) -> some View { self }
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    /// A context menu: a no-op, never built.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View { self }
    /// Swipe actions of a list row: a no-op, never built.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }
    /// Haptic feedback when `trigger` changes: a no-op.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View { self }
    /// A hover effect: a no-op.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Makes the view draggable: a no-op.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// Accepts drops: a no-op.
    public func onDrop(
        of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View { self }
    public func onDrop(of supportedContentTypes: [String], delegate: DropDelegate) -> some View { self }
    /// Makes the view draggable: a no-op.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Accepts drops: a no-op.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
    /// Keyboard shortcut: a no-op.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
    /// Hides the status bar: a no-op.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Hides the home indicator and other overlays: a no-op.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Hides the view from screenshots and screen sharing (the render still draws it): a no-op.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// The shape containers inside clip to and inset by: a no-op.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }
}

/// Old capitalisation styles.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// A key for a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

/// A key with its modifier keys, for `keyboardShortcut(_:)`.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Return, without modifiers: a dialog's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, without modifiers: a dialog's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Modifier keys.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
}

/// The order of a menu's items (`menuOrder(_:)`).
public struct MenuOrder: Hashable, Sendable {
    let kind: Int
    public static let automatic = MenuOrder(kind: 0)
    public static let priority = MenuOrder(kind: 1)
    public static let fixed = MenuOrder(kind: 2)
}
