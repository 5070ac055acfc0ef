import SwiftUI

public struct Product: Identifiable {
    public let id: Int
    public let name: String
    public let tint: Color

    public static let featured = Product(id: 1, name: "Espresso cup", tint: .brown)
}
