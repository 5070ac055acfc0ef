import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

@Suite("Size classes from the device")
@MainActor
struct SizeClassTests {
    /// Shows the size classes it reads, as an adaptive view would.
    struct SizeClassLabel: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical

        var body: some View {
            Text("\(horizontal == .regular ? "regular" : "compact") \(vertical == .regular ? "regular" : "compact")")
        }
    }

    private func classes(on device: Device) throws -> String {
        let laidOut = try Galley.Canvas(device: device).layout(SizeClassLabel(), using: Layouts.engine)
        return laidOut.result.root.textLines.first?.joined(separator: " ") ?? ""
    }

    @Test("iPhones upright are compact across and regular down; iPads regular both ways")
    func portrait() throws {
        #expect(try classes(on: .iPhone13Pro) == "compact regular")
        #expect(try classes(on: .iPhone16ProMax) == "compact regular")
        #expect(try classes(on: .iPadPro11) == "regular regular")
        #expect(try classes(on: .iPadMini.landscape) == "regular regular")
    }

    @Test("iPhones held sideways are compact down; only the largest are regular across")
    func landscape() throws {
        #expect(try classes(on: .iPhone13Pro.landscape) == "compact compact")
        #expect(try classes(on: .iPhone16Pro.landscape) == "compact compact")
        #expect(try classes(on: .iPhone15ProMax.landscape) == "regular compact")
    }

    @Test("A fixed canvas keeps the defaults, and an explicit environment value wins over the device's")
    func defaultsAndOverrides() throws {
        let fixed = try Galley.Canvas(size: .fixed(width: 800, height: 600), scale: 1).layout(
            SizeClassLabel(), using: Layouts.engine)
        #expect(fixed.result.root.textLines.first?.joined(separator: " ") == "compact regular")
        let overridden = try Galley.Canvas(device: .iPadMini).layout(
            SizeClassLabel().environment(\.horizontalSizeClass, .compact), using: Layouts.engine)
        #expect(overridden.result.root.textLines.first?.joined(separator: " ") == "compact regular")
    }
}
