import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// Code written as SwiftUI developers write it compiles against Galley and
/// lays out as SwiftUI does.
@Suite("SwiftUI spellings of this issue's modifiers")
struct SwiftUISpellingTests {
    @Test("Shape-style shorthands, shapes in backgrounds, effects and safe areas, written from habit")
    func writtenFromHabit() {
        let view = VStack(spacing: 12) {
            Text("Tag")
                .padding(.horizontal, 8)
                .background(.blue, in: RoundedRectangle(cornerRadius: 8))
                .foregroundColor(.white)
            Text("Card")
                .padding()
                .background(.yellow)
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
                .shadow(radius: 3)
            Image(contentsOfFile: "/nonexistent.png")
                .rotationEffect(.degrees(45))
                .scaleEffect(1.5)
                .zIndex(1)
            Grid {
                GridRow {
                    Text("Name").gridColumnAlignment(.leading)
                    Color.gray.frame(maxWidth: .infinity, maxHeight: 1)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
                ForEach(0..<4) { index in Text("\(index)") }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white.ignoresSafeArea())
        .safeAreaInset(edge: .bottom) { Text("Bar").frame(maxWidth: .infinity).background(.thinMaterialStandIn) }
        let result = Layouts.layout(view)
        #expect(result.root.frame.size.doubles == [390, 763])
        let tag = result.root.all("Text").first { $0.text?.lineStrings == ["Tag"] }
        #expect(tag != nil)
        #expect(result.root.first("LazyVGrid")?.frame.width == 390)
    }
}

extension ShapeStyle where Self == Color {
    /// A colour standing in for a material (Galley has none yet).
    fileprivate static var thinMaterialStandIn: Color { Color.gray.opacity(0.2) }
}
