import Foundation
import SwiftUI

/// The models a view shows: `@Query(sort: \Item.date) private var items: [Item]`.
///
/// Each read fetches afresh from the environment's ``ModelContext``
/// (`.modelContainer(_:)` places one), so a body evaluated after models
/// were inserted (by `onAppear`, say, which Galley runs before drawing
/// again) sees them, and so does the `onAppear` action itself. Without a
/// container in the environment there are no models. `animation` and `transaction` are accepted and change nothing.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let context = Environment(\.modelContext)
    private let run: (ModelContext) -> (result: Result, error: (any Error)?)

    /// The models, fetched now.
    public var wrappedValue: Result { run(modelContext).result }

    /// The context the query reads: the environment's.
    public var modelContext: ModelContext { context.wrappedValue }

    /// Why the last fetch failed (a predicate that threw), if it did.
    public var fetchError: (any Error)? { run(modelContext).error }

    private init(descriptor: FetchDescriptor<Element>) where Result == [Element] {
        run = { context in
            do {
                return (try context.fetch(descriptor), nil)
            } catch {
                return ([], error)
            }
        }
    }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) where Result == [Element] {
        self.init(descriptor: descriptor)
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) where Result == [Element] {
        self.init(descriptor: descriptor)
    }

    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
    ) where Result == [Element] {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
        transaction: Transaction? = nil
    ) where Result == [Element] {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
        order: SortOrder = .forward, animation: Animation
    ) where Result == [Element] {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
        order: SortOrder = .forward, transaction: Transaction? = nil
    ) where Result == [Element] {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
        order: SortOrder = .forward, animation: Animation
    ) where Result == [Element] {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
        order: SortOrder = .forward, transaction: Transaction? = nil
    ) where Result == [Element] {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

// An action the view's body made (an `onAppear` closure) reads the models
// of the context the body saw.
extension Query: EnvironmentCapturing {
    package func capture(_ environment: EnvironmentValues) {
        context.capture(environment)
    }
}
