import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

/// A search model as apps write one: the query debounced on the run loop,
/// delivered on the main queue.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(debounce: RunLoop.SchedulerTimeType.Stride = .milliseconds(300)) {
        $query
            .debounce(for: debounce, scheduler: RunLoop.main)
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .map { query in query.isEmpty ? [] : ["\(query) 1", "\(query) 2"] }
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

private struct ResultsView: View {
    @ObservedObject var model: SearchModel

    var body: some View {
        VStack {
            ForEach(model.results, id: \.self) { Text($0) }
        }
        .onReceive(model.$query.throttle(for: 0.5, scheduler: DispatchQueue.main, latest: true)) { _ in }
    }
}

// Combine's schedulers, as view models use them.
extension CombineStandInTests {
    @Test("A view model's debounced, rescheduled pipeline compiles and delivers at once: a preview draws one moment")
    @MainActor func debouncedPipeline() {
        let model = SearchModel()
        model.query = "swift"
        #expect(model.results == ["swift 1", "swift 2"])
        let texts = Layouts.layout(ResultsView(model: model), width: 200, height: 200).root.texts
        #expect(texts == ["swift 1", "swift 2"], "\(texts)")
    }

    @Test("Strides from literals and units; work for now runs at once, work for later never")
    func strides() {
        let two: RunLoop.SchedulerTimeType.Stride = 2
        #expect(two.timeInterval == 2)
        let half: DispatchQueue.SchedulerTimeType.Stride = 0.5
        #expect(half + .milliseconds(250) == .seconds(0.75))
        #expect(SchedulerTimeStride.microseconds(1_500) < .milliseconds(2))
        #expect((-two).magnitude == two)
        let start = DispatchQueue.main.now
        #expect(start.distance(to: start.advanced(by: .seconds(3))) == .seconds(3))
        let date = RunLoop.main.now
        #expect(date.advanced(by: .seconds(60)).date == date.date.addingTimeInterval(60))

        var ran: [String] = []
        ImmediateScheduler.shared.schedule { ran.append("immediate") }
        OperationQueue.main.schedule { ran.append("operation queue") }
        RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: .seconds(1))) { ran.append("later") }
        let repeating = DispatchQueue.main.schedule(after: DispatchQueue.main.now, interval: .seconds(1)) {
            ran.append("repeating")
        }
        repeating.cancel()
        #expect(ran == ["immediate", "operation queue"])
    }
}
