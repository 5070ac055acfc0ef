import Foundation

/// Where a geometry is measured: the root's space (`.global`, a render's
/// canvas), a view's own (`.local`), or a space a view named with
/// `coordinateSpace(name:)` around it.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A coordinate space by name or kind (`.local`, `.global`, `.named("scroll")`).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

/// The space of the view itself.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The root's space: in a render, the canvas's.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A space named with `coordinateSpace(_:)` or `coordinateSpace(name:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The nearest scroll view's frame (iOS 17). Galley draws scroll views
    /// at their start, so it is also where their content begins.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace.any)) }

    /// The nearest scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace.along(axis)))
    }
}

/// The names scroll views give their frames.
private enum ScrollViewSpace: Hashable {
    case any
    case along(Axis)
}

nonisolated extension View {
    /// Names the view's frame as a coordinate space that the geometry
    /// readers inside can measure in (`frame(in: .named(name))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        NodeAdjustingView(content: self) { node in node.changePreferences { $0.coordinateSpaceNames.append(name.name) }
        }
    }

    /// Names the view's frame as a coordinate space (the form before iOS 17).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(.named(name))
    }
}
