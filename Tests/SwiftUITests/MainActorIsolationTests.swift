import Foundation
import GalleyTestSupport
import SwiftUI
import Testing

/// SwiftUI runs bodies, `onAppear` and geometry readers' content on the main
/// actor; code that checks its isolation there must find it. On Galley's
/// layout thread such a check trapped.
@Suite("Main-actor isolation during layout")
struct MainActorIsolationTests {
    @MainActor final class Counter: ObservableObject {
        @Published var count = 3

        /// Main-actor work that asserts its isolation, as main-actor models do.
        func label() -> String {
            MainActor.assertIsolated("label() off the main actor")
            return "Count \(count)"
        }
    }

    struct Checked: View {
        let counter: Counter
        @State private var appeared = false

        var body: some View {
            let twice = MainActor.assumeIsolated { counter.count * 2 }
            VStack {
                Text(counter.label())
                Text("Twice \(twice)")
                Text(appeared ? "Appeared" : "Not yet")
                GeometryReader { proxy in
                    let _ = MainActor.preconditionIsolated()
                    Text("Width \(Int(proxy.size.width))")
                }
            }
            .onAppear {
                MainActor.assertIsolated("onAppear off the main actor")
                appeared = true
            }
        }
    }

    @Test(
        "A body, its onAppear and a geometry reader's content that assert main-actor isolation are laid out",
        arguments: [false, true])
    func isolationChecks(fromMainActor: Bool) async throws {
        let counter = await MainActor.run { Counter() }
        let settle = { @Sendable in
            try FirstAppearance.settle(Checked(counter: counter)) {
                try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 200, height: 300))
            }
        }
        // A nonisolated test runs on a thread of the cooperative pool, not the main thread.
        let layout = fromMainActor ? try await MainActor.run { try settle() } : try settle()
        #expect(layout.root.texts == ["Count 3", "Twice 6", "Appeared", "Width 200"])
    }
}
