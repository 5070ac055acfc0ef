import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// ViewThatFits measures its children at their ideal size along its axes
/// and shows the first that fits the proposal, else the last; only the
/// child it shows is laid out.
@Suite("ViewThatFits: the first child whose ideal size fits, else the last")
struct ViewThatFitsTests {
    static let long = "Hello Beautiful World"
    static let medium = "Hello World"

    @Test(
        """
        ViewThatFits(in: .horizontal) shows the first text whose ideal width fits the frame, and lays out only \
        that one
        """
    )
    func firstThatFits() throws {
        // 200 lets in the long text, 100 only the medium one.
        let long = Layouts.textSize(Self.long), medium = Layouts.textSize(Self.medium)
        #expect(long.width > 100 && long.width <= 200 && medium.width <= 100)
        for (width, shown) in [(CGFloat(200), Self.long), (100, Self.medium)] {
            let result = Layouts.layout(
                ViewThatFits(in: .horizontal) {
                    Text(Self.long); Text(Self.medium); Text("Hi")
                }.frame(width: width)
            )
            #expect(result.root.texts == [shown], "at \(width)")
            let text = try #require(result.root.first("Text"))
            #expect(text.frame.size == Layouts.textSize(shown), "at \(width)")
        }
    }

    @Test(
        """
        When no child fits, the last is shown at the proposal: Text(\"Hi\") in 10 wraps to \"H\" / \"i\"; fixed, \
        it keeps its one line
        """
    )
    func lastWhenNoneFits() throws {
        #expect(Layouts.textSize("Hi").width > 10)
        let wrapped = Layouts.layout(
            ViewThatFits(in: .horizontal) {
                Text(Self.long); Text(Self.medium); Text("Hi")
            }.frame(width: 10)
        )
        #expect(wrapped.root.textLines == [["H", "i"]])
        let fixed = Layouts.layout(
            ViewThatFits(in: .horizontal) {
                Text(Self.long)
                Text(Self.medium)
                Text("Hi").fixedSize(horizontal: true, vertical: false)
            }
            .frame(width: 10)
        )
        #expect(fixed.root.textLines == [["Hi"]])
        let text = try #require(fixed.root.first("Text"))
        #expect(text.frame.size == Layouts.textSize("Hi"))
    }
}
