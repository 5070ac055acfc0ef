import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct MapView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { fatalError("never called in a preview") }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct Dashboard: View {
    @StateObject var counter = Counter()
    @Environment(\.accentName) private var accentName
    @State private var greeting = "none"

    var body: some View {
        VStack(spacing: 0) {
            Text("Width \(Int(UIScreen.main.bounds.width))")
            Text("Zone \(TimeZone.current.secondsFromGMT())")
            Text("Locale \(Locale.current.identifier)")
            Text("Visits \(Log.visit())")
            Text("Bundled \(Counter.bundledGreeting)")
            Text(counter.price, format: .currency(code: Locale.current.currency?.identifier ?? "EUR"))
            Text(counter.price.formatted(.currency(code: "USD")))
            Text(Counter.money.string(from: 3.5) ?? "none")
            Text(counter.started.formatted(date: .abbreviated, time: .omitted))
            Text(counter.started.formatted())
            Text(["tea", "milk", "sugar"].formatted())
            Text(counter.total.formatted(.long))
            Text("Total " + counter.total.formatted())
            Text("Count \(counter.count)")
                .foregroundColor(Color(uiColor: .systemRed))
            MapView().frame(height: 100)
            NotesEditor(text: $greeting).frame(height: 60)
            Text("Accent \(accentName)")
            Text("Greeting \(greeting)")
                .onAppear { greeting = "hello" }
        }
        #if os(iOS)
        .padding(10)
        #else
        .padding(NSColorThatLinuxLacks.amount)
        #endif
    }
}

#if os(macOS)
let macOnly = NSColor.red
#endif

#if os(iOS)
#Preview("Phone", traits: .sizeThatFitsLayout) {
    Dashboard()
}
#endif
