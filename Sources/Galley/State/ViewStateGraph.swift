import Foundation

/// A property a view keeps from one evaluation of its body to the next, as
/// SwiftUI keeps it for the view's identity: `@State`'s value,
/// `@StateObject`'s object.
package protocol PersistentViewState {
    /// Takes the value the same property had at the view's earlier evaluation.
    func adopt(_ earlier: any PersistentViewState)
}

/// A property that keeps the environment its view's body was last
/// evaluated in (`@Environment`), so that code run after the layout (an
/// `onAppear` action) reads the values the view saw, as in SwiftUI.
package protocol EnvironmentCapturing {
    /// Keeps `environment`, the one the view's body is about to be evaluated in.
    func capture(_ environment: EnvironmentValues)
}

/// The state of a view tree across layouts of the same root: each view's
/// persistent properties by its place in the tree, and the `onAppear`
/// actions of the views that have appeared.
///
/// A view's place is its type and position among the views of that type
/// evaluated in its parent's body, from the root down, as SwiftUI's
/// structural identity: a view evaluated at a place seen in an earlier
/// layout takes the values its properties had there. Layouts with a graph
/// see it in their environment (``EnvironmentValues/stateGraph``).
package final class ViewStateGraph: @unchecked Sendable {
    private let lock = NSLock()
    private var properties: [Int: any PersistentViewState] = [:]
    private var counters: [Int: Int] = [:]
    private var appeared: Set<Int> = []
    private var pending: [(place: Int, action: () -> Void)] = []

    package init() {}

    /// Starts a layout: places are counted afresh.
    package func beginLayout() {
        lock.withLock {
            counters = [:]
            pending = []
        }
    }

    /// The place of the next view of `type` evaluated under `parent`.
    func place(of type: Any.Type, under parent: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(parent)
        hasher.combine(ObjectIdentifier(type))
        let kind = hasher.finalize()
        return lock.withLock {
            let index = counters[kind, default: 0]
            counters[kind] = index + 1
            var place = Hasher()
            place.combine(kind)
            place.combine(index)
            return place.finalize()
        }
    }

    /// Gives `view`'s persistent properties the values they had at
    /// `place`, and keeps them for the next layout; its environment
    /// properties keep `environment`, the one its body is evaluated in.
    func attach<V>(_ view: V, at place: Int, environment: EnvironmentValues) {
        for (offset, child) in Mirror(reflecting: view).children.enumerated() {
            if let property = child.value as? any EnvironmentCapturing { property.capture(environment) }
            guard let property = child.value as? any PersistentViewState else { continue }
            var hasher = Hasher()
            hasher.combine(place)
            hasher.combine(offset)
            let key = hasher.finalize()
            let earlier = lock.withLock {
                let earlier = properties[key]
                properties[key] = property
                return earlier
            }
            if let earlier { property.adopt(earlier) }
        }
    }

    /// Keeps `action` to run if the view at `place` appears for the first time.
    func onAppear(at place: Int, _ action: @escaping () -> Void) {
        lock.withLock {
            if !appeared.contains(place) { pending.append((place, action)) }
        }
    }

    /// Runs, in the order met, the `onAppear` actions of the views that
    /// appeared for the first time in the last layout; whether any ran.
    package func runAppearActions() -> Bool {
        let actions = lock.withLock {
            let actions = pending
            pending = []
            return actions
        }
        var ran = false
        for (place, action) in actions {
            guard lock.withLock({ appeared.insert(place).inserted }) else { continue }
            action()
            ran = true
        }
        return ran
    }
}

private struct ViewStateGraphKey: EnvironmentKey {
    static let defaultValue: ViewStateGraph? = nil
}

private struct ViewStatePlaceKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// The graph a layout keeps views' state in, if any.
    package var stateGraph: ViewStateGraph? {
        get { self[ViewStateGraphKey.self] }
        set { self[ViewStateGraphKey.self] = newValue }
    }

    /// The place of the view whose body is being evaluated.
    var statePlace: Int {
        get { self[ViewStatePlaceKey.self] }
        set { self[ViewStatePlaceKey.self] = newValue }
    }
}
