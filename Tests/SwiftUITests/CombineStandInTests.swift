import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

/// Galley's Combine: publishers deliver at once, on the caller's thread.
@Suite("Combine stand-in")
struct CombineStandInTests {
    final class Model: ObservableObject {
        @Published var count = 1
        var mirrored = 0
    }

    @Test("Just delivers its value then finishes; map and filter pass what they should")
    func just() {
        var values: [Int] = []
        var finished = false
        _ = Just(3).map { $0 * 2 }.filter { $0 > 5 }.sink(
            receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { values.append($0) })
        #expect(values == [6] && finished)
        var none: [Int] = []
        _ = Just(3).filter { $0 > 5 }.sink { none.append($0) }
        #expect(none.isEmpty)
    }

    @Test(
        """
        Subjects: a passthrough subject delivers what is sent after subscribing; a current-value subject its value \
        first; nothing after completion
        """
    )
    func subjects() {
        let passthrough = PassthroughSubject<String, Never>()
        var heard: [String] = []
        passthrough.send("early")
        var bag = Set<AnyCancellable>()
        passthrough.sink { heard.append($0) }.store(in: &bag)
        passthrough.send("a")
        passthrough.send(completion: .finished)
        passthrough.send("late")
        #expect(heard == ["a"])
        #expect(bag.count == 1)

        let current = CurrentValueSubject<Int, Never>(5)
        var seen: [Int] = []
        let cancellable = current.sink { seen.append($0) }
        current.value = 6
        current.send(7)
        #expect(seen == [5, 6, 7] && current.value == 7)
        cancellable.cancel()
        current.send(8)
        #expect(seen == [5, 6, 7])
    }

    @Test("@Published: $property delivers the value and each change; assign(to:on:) writes them")
    func published() {
        let model = Model()
        let cancellable = model.$count.assign(to: \.mirrored, on: model)
        #expect(model.mirrored == 1)
        model.count = 4
        #expect(model.mirrored == 4)
        _ = cancellable
        var erased: [Int] = []
        _ = model.$count.eraseToAnyPublisher().sink { erased.append($0) }
        #expect(erased == [4])
    }

    @Test("Timers and notifications never fire in a preview; onReceive draws the view as it is")
    func neverFire() throws {
        var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        _ = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification).sink { _ in ticks += 1 }
        #expect(ticks == 0)
        _ = timer
        // A timer stopped through its autoconnect's upstream, as apps stop one.
        let autoconnected = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        autoconnected.upstream.connect().cancel()
        #expect(autoconnected.upstream.interval == 1)
        let result = Layouts.layout(
            Text("Tick").onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in })
        #expect(result.root.text("Tick") != nil)
    }
}
