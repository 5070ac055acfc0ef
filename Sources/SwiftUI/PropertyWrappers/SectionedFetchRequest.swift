import Foundation
import GalleyCoreData

/// The Core Data objects a view shows in sections: each run of fetched
/// objects with the same section identifier (the request sorts by it) is a
/// section, as on iOS.
///
/// `@SectionedFetchRequest(sectionIdentifier: \Item.year, sortDescriptors: […])
/// var sections: SectionedFetchResults<Int16, Item>`.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    private let context = Environment(\.managedObjectContext)
    private let state: FetchState<Result>
    private let sectionIdentifier: KeyPath<Result, SectionIdentifier>

    /// The sections, fetched now.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        SectionedFetchResults(
            results: FetchedResults(state: state, context: context.wrappedValue), sectionIdentifier: sectionIdentifier)
    }

    public init(
        fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        animation: Animation? = nil
    ) {
        state = FetchState(request: fetchRequest)
        self.sectionIdentifier = sectionIdentifier
    }

    public init(
        fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        transaction: Transaction
    ) {
        self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier)
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request: NSFetchRequest<Result> = Result.fetchRequest()
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier)
    }

    @_disfavoredOverload
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request: NSFetchRequest<Result> = Result.fetchRequest()
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier)
        state.comparators = sortDescriptors
    }
}

extension SectionedFetchRequest: EnvironmentCapturing {
    package func capture(_ environment: EnvironmentValues) {
        context.capture(environment)
    }
}

/// Fetched objects in sections: a collection of sections, each the
/// identifier they share and their objects.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    private let results: FetchedResults<Result>
    private let sections: [Section]

    init(results: FetchedResults<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>) {
        self.results = results
        var sections: [Section] = []
        for object in results {
            let id = object[keyPath: sectionIdentifier]
            if let last = sections.last, last.id == id {
                sections[sections.count - 1].objects.append(object)
            } else {
                sections.append(Section(id: id, objects: [object]))
            }
        }
        self.sections = sections
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(position: Int) -> Section { sections[position] }

    public var nsPredicate: NSPredicate? {
        get { results.nsPredicate }
        nonmutating set { results.nsPredicate = newValue }
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { results.nsSortDescriptors }
        nonmutating set { results.nsSortDescriptors = newValue }
    }

    /// One section: its identifier and its objects.
    public struct Section: Identifiable, RandomAccessCollection {
        public let id: SectionIdentifier
        fileprivate var objects: [Result]

        public var startIndex: Int { 0 }
        public var endIndex: Int { objects.count }
        public subscript(position: Int) -> Result { objects[position] }
    }
}
