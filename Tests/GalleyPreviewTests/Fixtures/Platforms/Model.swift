import Foundation

// Only Foundation, as many apps' models: ObservableObject and @Published
// come from Combine, which Foundation brings on Apple's platforms.
final class Counter: ObservableObject {
    @Published var count = 3
}
