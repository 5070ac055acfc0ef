import SwiftUI

protocol URLProcessor<RouteType> {
    associatedtype RouteType: Hashable
    func process(_ url: URL, mutating: inout [RouteType])
}

protocol UserActivityProcessor<RouteType> {
    associatedtype RouteType: Hashable
    func process(_ activity: NSUserActivity, mutating: inout [RouteType])
}

@Observable
@MainActor final class RouteManager<RouteType: Hashable> {
    var navigationPath: [RouteType] = []

    private let jsonDecoder = JSONDecoder()
    private let jsonEncoder = JSONEncoder()
    private let urlProcessor: any URLProcessor<RouteType>
    private let activityProcessor: any UserActivityProcessor<RouteType>

    init(
        urlProcessor: some URLProcessor<RouteType>,
        activityProcessor: some UserActivityProcessor<RouteType>
    ) {
        self.urlProcessor = urlProcessor
        self.activityProcessor = activityProcessor
    }

    func process(_ activity: NSUserActivity) {
        activityProcessor.process(activity, mutating: &navigationPath)
    }

    func process(_ url: URL) {
        urlProcessor.process(url, mutating: &navigationPath)
    }
}

extension RouteManager where RouteType: Codable {
    func toData() -> Data? {
        try? jsonEncoder.encode(navigationPath)
    }
    
    func restore(from data: Data) {
        do {
            navigationPath = try jsonDecoder.decode([RouteType].self, from: data)
        } catch {
            navigationPath = []
        }
    }
}


// ⟦GALLEY: the seed shows a model, no view. The processors and the host view
// below are Galley's: a stack whose path the manager holds.⟧
struct RouteManagerURLProcessor: URLProcessor {
    func process(_ url: URL, mutating path: inout [Int]) {
        path.append(url.pathComponents.count)
    }
}

struct RouteManagerActivityProcessor: UserActivityProcessor {
    func process(_ activity: NSUserActivity, mutating path: inout [Int]) {
        path.removeAll()
    }
}

@MainActor // RouteManager's init is @MainActor (SwiftUI's View is main-actor isolated; Galley's isolates only body)
struct RouteManagerHost: View {
    @State private var routeManager = RouteManager<Int>(
        urlProcessor: RouteManagerURLProcessor(),
        activityProcessor: RouteManagerActivityProcessor()
    )

    var body: some View {
        NavigationStack(path: $routeManager.navigationPath) {
            List(1..<4) { i in
                NavigationLink("第 \(i) 页", value: i)
            }
            .navigationTitle("RouteManager")
            .navigationDestination(for: Int.self) { i in
                Text("第 \(i) 页")
            }
        }
    }
}

#Preview("004-RouteManager") {
    RouteManagerHost()
}
