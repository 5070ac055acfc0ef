import Foundation

/// A kind of alignment guide: its default value for a view without an
/// explicit one.
public protocol AlignmentID {
    /// The guide's value in a view of these dimensions.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies a guide for equality, whatever the alignment type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    /// Calls the ID type's static `defaultValue`; it captures nothing but
    /// the (immutable) metatype, so sharing it across threads is safe.
    let defaultValue: (ViewDimensions) -> CGFloat

    init<ID: AlignmentID>(_ id: ID.Type, axis: Axis) {
        self.id = ObjectIdentifier(id)
        self.axis = axis
        self.defaultValue = { ID.defaultValue(in: $0) }
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }
}

/// A guide along the horizontal axis: leading, center, trailing or your own.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(opening: id, axis: .horizontal)
    }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(HorizontalCenter.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum HorizontalCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
}

/// A guide along the vertical axis: top, center, bottom, the text
/// baselines or your own.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(opening: id, axis: .vertical)
    }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(VerticalCenter.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The first line of text's baseline; the bottom for a view without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The last line of text's baseline; the bottom for a view without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum VerticalCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
}

extension AlignmentKey {
    /// A key for an alignment ID known only as a metatype value.
    init(opening id: any AlignmentID.Type, axis: Axis) {
        func make<ID: AlignmentID>(_ type: ID.Type) -> AlignmentKey { AlignmentKey(type, axis: axis) }
        self = make(id)
    }
}

/// A pair of guides: where a view sits in a larger frame.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in a view's own unit square: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
