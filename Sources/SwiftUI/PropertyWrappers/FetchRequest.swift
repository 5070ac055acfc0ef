import Foundation
import GalleyCoreData

/// The Core Data objects a view shows:
/// `@FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) var books: FetchedResults<Book>`.
///
/// Each read fetches afresh from the environment's context
/// (`.environment(\.managedObjectContext, container.viewContext)` places
/// one), so a body evaluated after objects were inserted (by `onAppear`,
/// which Galley runs before drawing again) sees them. Without a context in
/// the environment there are no objects, as on iOS. `animation` and
/// `transaction` are accepted and change nothing.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    private let context = Environment(\.managedObjectContext)
    private let state: FetchState<Result>

    /// The objects, fetched now.
    public var wrappedValue: FetchedResults<Result> { FetchedResults(state: state, context: context.wrappedValue) }

    /// The request's predicate and sort descriptors, to change.
    public var projectedValue: Binding<Configuration> {
        Binding(
            get: {
                Configuration(
                    nsSortDescriptors: state.request.sortDescriptors ?? [], nsPredicate: state.request.predicate)
            },
            set: { configuration in
                state.request.sortDescriptors = configuration.nsSortDescriptors
                state.request.predicate = configuration.nsPredicate
            })
    }

    /// What a fetch request's projected value changes.
    public struct Configuration {
        public var nsSortDescriptors: [NSSortDescriptor]
        public var nsPredicate: NSPredicate?
    }

    /// Fetches what `fetchRequest` asks.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        state = FetchState(request: fetchRequest)
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest)
    }

    /// Fetches `entity`'s objects that `predicate` accepts, in the order of `sortDescriptors`.
    public init(
        entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// Fetches the objects of `Result`'s entity that `predicate` accepts,
    /// in the order of `sortDescriptors`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request: NSFetchRequest<Result> = Result.fetchRequest()
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request)
    }

    /// Fetches the objects of `Result`'s entity that `predicate` accepts,
    /// in the order of `sortDescriptors`.
    /// (`sortDescriptors: []` is the other initialiser's, as in SwiftUI.)
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request: NSFetchRequest<Result> = Result.fetchRequest()
        request.predicate = predicate
        self.init(fetchRequest: request)
        state.comparators = sortDescriptors
    }

    @_disfavoredOverload
    public init(
        sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, transaction: Transaction
    ) {
        self.init(sortDescriptors: sortDescriptors, predicate: predicate)
    }
}

// An action the view's body made (an `onAppear` closure) reads the objects
// of the context the body saw.
extension FetchRequest: EnvironmentCapturing {
    package func capture(_ environment: EnvironmentValues) {
        context.capture(environment)
    }
}

/// A fetch request's request, changed in place by its results'
/// `nsPredicate` and `nsSortDescriptors`, and by its projected value.
final class FetchState<Result> {
    let request: NSFetchRequest<Result>
    /// Swift sort descriptors, applied after the request's own.
    var comparators: [SortDescriptor<Result>] = []

    init(request: NSFetchRequest<Result>) { self.request = request }

    func fetch(in context: NSManagedObjectContext) -> [Result] {
        guard !comparators.isEmpty else { return (try? context.fetch(request)) ?? [] }
        // Sorted before the offset and the limit choose, as a store sorts.
        let (offset, limit) = (request.fetchOffset, request.fetchLimit)
        request.fetchOffset = 0
        request.fetchLimit = 0
        defer { (request.fetchOffset, request.fetchLimit) = (offset, limit) }
        let sorted = ((try? context.fetch(request)) ?? []).sorted(using: comparators).dropFirst(max(0, offset))
        return Array(limit > 0 ? sorted.prefix(limit) : sorted)
    }
}

/// The objects a fetch request found: a collection, whose predicate and
/// sort descriptors can be changed, fetching again at once.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let state: FetchState<Result>
    private let context: NSManagedObjectContext
    private let box: ResultsBox

    /// The fetched objects, fetched again when the request changes.
    private final class ResultsBox {
        var results: [Result]
        init(_ results: [Result]) { self.results = results }
    }

    init(state: FetchState<Result>, context: NSManagedObjectContext) {
        self.state = state
        self.context = context
        box = ResultsBox(state.fetch(in: context))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { box.results.count }
    public subscript(position: Int) -> Result { box.results[position] }

    /// The request's predicate: setting it fetches again.
    public var nsPredicate: NSPredicate? {
        get { state.request.predicate }
        nonmutating set {
            state.request.predicate = newValue
            box.results = state.fetch(in: context)
        }
    }

    /// The request's sort descriptors: setting them fetches again.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { state.request.sortDescriptors ?? [] }
        nonmutating set {
            state.request.sortDescriptors = newValue
            state.comparators = []
            box.results = state.fetch(in: context)
        }
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The Swift sort descriptors: setting them fetches again.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { state.comparators }
        nonmutating set {
            state.request.sortDescriptors = nil
            state.comparators = newValue
            box.results = state.fetch(in: context)
        }
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    /// Without a context placed: an empty one of its own, made at each
    /// read, so what is inserted into it is not fetched again.
    static var defaultValue: NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    }
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from and views insert into.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
