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
        // Made on the main actor, as views are (SwiftUI's View is main-actor isolated).
        let view = await MainActor.run { Checked(counter: Counter()) }
        let settle = { @Sendable in
            try FirstAppearance.settle(view) {
                try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 200, height: 300))
            }
        }
        // A nonisolated test runs on a thread of the cooperative pool, not the main thread.
        let layout = fromMainActor ? try await MainActor.run { try settle() } : try settle()
        #expect(layout.root.texts == ["Count 3", "Twice 6", "Appeared", "Width 200"])
    }
}

/// SwiftUI's `View` is a main-actor protocol (iOS 18 SDK), so a view of
/// one's own is a main-actor type. This suite compiles only if Galley's is
/// too: its views start main-actor models in property initializers and call
/// main-actor methods from helpers, which a nonisolated view cannot.
@Suite("Views isolated to the main actor")
@MainActor
struct MainActorViewTests {
    @MainActor final class Greeter: ObservableObject {
        let greeting: String

        init() {
            MainActor.assertIsolated("Greeter.init() off the main actor")
            greeting = "Hello"
        }

        func shout() -> String { greeting.uppercased() }
    }

    struct Greeting: View {
        @StateObject private var greeter = Greeter()
        private let owned = Greeter()

        var body: some View {
            VStack {
                Text(greeter.greeting)
                Text(loud())
            }
        }

        private func loud() -> String { owned.shout() }
    }

    /// A layout that is also a modifier, as the seeds write them: both are
    /// main-actor protocols, so their conformances agree.
    struct Indent: Layout, ViewModifier {
        let amount: CGFloat

        func body(content: Content) -> some View { self { content } }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let size = subviews.first?.sizeThatFits(.unspecified) ?? .zero
            return CGSize(width: size.width + amount, height: size.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: bounds.minX + amount, y: bounds.minY), proposal: .unspecified)
        }
    }

    @Test("A view's main-actor model, made in its property initializers, is read in its body")
    func mainActorModels() throws {
        let layout = try FirstAppearance.settle(Greeting()) {
            try Layouts.engine.layout($0, proposal: ProposedViewSize(width: 200, height: 100))
        }
        #expect(layout.root.texts == ["Hello", "HELLO"])
    }

    @Test("A layout that is also a view modifier places its content")
    func layoutModifier() throws {
        let layout = Layouts.layout(
            Text("Indented").modifier(Indent(amount: 30)).frame(maxWidth: .infinity, alignment: .leading))
        let text = try #require(layout.root.text("Indented"))
        #expect(text.frame.minX == 30)
    }
}
