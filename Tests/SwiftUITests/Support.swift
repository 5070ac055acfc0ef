import Foundation
import SwiftUI

/// Lays views out with the real engine (bundled fonts) at @1x.
enum Layouts {
    static let engine: LayoutEngine = {
        do { return try LayoutEngine() } catch { fatalError("The bundled fonts must load: \(error)") }
    }()

    static func layout<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 844) -> LayoutResult {
        do {
            return try engine.layout(view, proposal: ProposedViewSize(width: width, height: height))
        } catch {
            fatalError("layout failed: \(error)")
        }
    }
}

extension PlacedView {
    /// Every view named `name`, depth first.
    func all(_ name: String) -> [PlacedView] { allViews.filter { $0.name == name } }

    /// The first Text showing exactly `string` on its lines.
    func text(_ string: String) -> PlacedView? {
        allViews.first { $0.text?.lineStrings.joined(separator: " ") == string }
    }

    /// Frames of every view, depth first, for comparing layouts.
    var frames: [CGRect] { allViews.map(\.frame) }

    /// The lines of every Text, depth first.
    var textLines: [[String]] { allViews.compactMap { $0.text?.lineStrings } }
}
