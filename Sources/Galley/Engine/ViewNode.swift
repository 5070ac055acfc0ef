import Foundation
import GalleyText

/// One view of the resolved tree: what the layout pass sizes and places.
///
/// Every view and every layout modifier becomes a node; modifiers that
/// only set the environment or a trait do not.
final class ViewNode {
    /// How the node answers a proposal.
    enum Content {
        /// Text, measured by GalleyText.
        case text(StyledText, ParagraphStyle)
        /// A shape or colour: it takes the proposal (10 where unspecified).
        case fill
        /// A container or layout modifier, through the Layout protocol.
        case layout(any ErasedLayout)
        /// An image: its own size, or the proposal when resizable. A symbol
        /// has a text baseline, `baseline` down from its top at its own size.
        case image(size: CGSize, isResizable: Bool, baseline: CGFloat? = nil)
        /// A GeometryReader: it takes the proposal and builds its content
        /// when placed, from its size and where it is.
        case geometry((GeometryProxy) -> [ViewNode])
    }

    /// The view's or modifier's name, as SwiftUI spells it.
    let name: String
    /// A name the user gave, for the dump.
    var id: String?
    let content: Content
    var children: [ViewNode]
    /// What the view tells its parent layout besides its size.
    @MadeWhenSet var traits: Traits
    let environment: EnvironmentValues
    /// What a painter draws for the node, if anything.
    var paint: Paint?
    /// How the node's drawing, and everything inside it, is changed.
    var effect: DrawingEffect?
    /// For paint and effects that depend on the node's size (a user's shape,
    /// a trimmed outline): what they are at the size layout gives the node.
    var paintForSize: ((CGSize) -> Paint)?
    var effectForSize: ((CGSize) -> DrawingEffect)?
    /// Problems with how the view was written (contradictory frame limits).
    var warnings: [String] = []
    /// Where the view was written, when a front end says (a scene's
    /// `root.content[2]`); its warnings start with it. Nodes inside take
    /// their parent's unless they have their own.
    var location: String?
    /// What the layout pass found out about the node: its sizes, text
    /// layouts and alignment guides by proposal, its shaped paragraph.
    /// Kept on the node, not in tables keyed by node, so that a
    /// 100,000-node pass neither hashes every question nor scatters the
    /// answers over memory.
    var answers = LayoutAnswers()
    /// Galley made the node, the user did not write it (a border's stroke,
    /// a ScrollView's content stack). Such a node is given back to the
    /// budget it was counted against.
    var isImplicit = false {
        didSet { if isImplicit != oldValue { NodeBudget.current?.count(isImplicit ? -1 : 1) } }
    }
    /// What the view tells the navigation stack or tab view around it.
    @MadeWhenSet var containerValues: ContainerValues
    /// The node is a navigation stack or tab view: values inside are its own.
    var isContainerBoundary = false
    /// The preferences the node writes and reads and the coordinate spaces
    /// it names, applied when it is placed; nil for almost every node.
    var preferences: NodePreferences?

    init(name: String, content: Content, children: [ViewNode] = [], environment: EnvironmentValues, paint: Paint? = nil)
    {
        self.name = name
        self.content = content
        self.children = children
        self.environment = environment
        self.paint = paint
        NodeBudget.current?.count(1)
    }

    /// A modifier's node around `child`: it takes on the child's traits,
    /// as a modifier wrapping one view does in SwiftUI
    /// (`Text(…).layoutPriority(1).border(.gray)` keeps priority 1).
    convenience init(wrapping child: ViewNode, name: String, layout: any ErasedLayout, environment: EnvironmentValues) {
        self.init(name: name, content: .layout(layout), children: [child], environment: environment)
        if child._traits.isSet { traits.inherit(from: child.traits) }
    }

    /// One node for the views of a secondary content (a background, an
    /// overlay, a `safeAreaInset` bar): the view itself, or several stacked
    /// in a ZStack Galley makes, as SwiftUI does.
    static func stacked(_ nodes: [ViewNode], alignment: Alignment, environment: EnvironmentValues) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        let stack = ViewNode(
            name: "ZStack", content: .layout(LayoutBox(layout: ZStackLayout(alignment: alignment))), children: nodes,
            environment: environment)
        stack.isImplicit = true
        return stack
    }
}

/// A value kept apart from what holds it, made when first set.
private final class Stored<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A value that starts empty.
protocol EmptyInitializable {
    init()
}

extension Traits: EmptyInitializable {}
extension ContainerValues: EmptyInitializable {}

/// A node's value kept apart from the node, made when first set: most
/// nodes never set their traits or container values, which inline took
/// over half of every node's memory (about 800 of 1,400 bytes; a million
/// views filled gigabytes). It holds the value by reference, so only a
/// node, which is never copied, holds one.
@propertyWrapper
struct MadeWhenSet<Value: EmptyInitializable> {
    private var stored: Stored<Value>?

    init() {}

    var wrappedValue: Value {
        _read {
            if let stored { yield stored.value } else { yield Value() }
        }
        _modify {
            let made = stored ?? Stored(Value())
            stored = made
            yield &made.value
        }
    }

    /// Whether the value was ever set.
    var isSet: Bool { stored != nil }
}

/// What a view tells its parent layout besides its size.
struct Traits {
    var layoutPriority: Double = 0
    /// The painting order among siblings (`zIndex`); modifiers around the
    /// view pass it on.
    var zIndex: Double = 0
    /// `layoutValue(key:value:)` values by key type.
    var values: [ObjectIdentifier: Any] = [:]
    /// The value `tag(_:)` gave the view, for a picker's selection.
    var tag: AnyHashable?
    /// `alignmentGuide(_:computeValue:)` overrides.
    var guides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    /// What a list row asks of its list (`listRowInsets`, `listRowBackground`…).
    var listRow: ListRowTraits {
        get { listTraits?.value.row ?? ListRowTraits() }
        set { listTraits = Stored((newValue, listSection)) }
    }
    /// A Section's header, rows and footer, for the list it is in.
    var listSection: ListSectionParts? {
        get { listTraits?.value.section }
        set { listTraits = Stored((listRow, newValue)) }
    }
    /// The list's traits, apart: few views have them, and they are large.
    /// A new box for every change keeps copies of the traits apart.
    private var listTraits: Stored<(row: ListRowTraits, section: ListSectionParts?)>?

    /// Takes on what a wrapped view tells its container: its priority,
    /// painting order and layout values. Alignment guides stay with the
    /// view they were written on; a wrapper reports them through its layout.
    mutating func inherit(from child: Traits) {
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
        values = child.values
        if child.listTraits != nil { listRow = child.listRow }
        tag = child.tag
    }
}
