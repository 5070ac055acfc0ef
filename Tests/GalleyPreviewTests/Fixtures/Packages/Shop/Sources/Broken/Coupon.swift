import SwiftUI
import Theme

// Compiles without Sale.swift beside it: drawn.
public struct Coupon: View {
    public var body: some View {
        Text("Coupon")
    }
}

#Preview("Coupon") {
    Coupon()
}
