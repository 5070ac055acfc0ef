import Foundation

// Only Foundation, as many apps' models: ObservableObject and @Published
// come from Combine, which Foundation brings on Apple's platforms.
final class Counter: ObservableObject {
    @Published var count = 3
    @Published var price = 12.5
    @Published var total = Money(cents: 1250)
    let started = Date(timeIntervalSince1970: 1_790_000_000)

    // A resource read from the app's bundle, as Xcode copies Data/greetings.json into it.
    static var bundledGreeting: String {
        guard let url = Bundle.main.url(forResource: "greetings", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return "none" }
        return object["greeting"] ?? "none"
    }

    // A formatter made with the current locale, which previews pin to en_US.
    static let money: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()
}

// A type's own `formatted()` and `formatted(_:)`, which the locale rewrite must leave working.
struct Money {
    let cents: Int

    enum Style { case short, long }

    func formatted() -> String { "$\(cents / 100)" }

    func formatted(_ style: Style) -> String {
        style == .short ? "\(cents / 100)" : "\(cents / 100) dollars"
    }
}
