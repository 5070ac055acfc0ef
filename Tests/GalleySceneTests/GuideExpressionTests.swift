import Foundation
import Testing
@testable import Galley
@testable import GalleyScene

@Suite("Alignment guide expressions")
struct GuideExpressionTests {
    /// A 100 × 40 view whose first baseline is at 30.
    private let dimensions = ViewDimensions(size: CGSize(width: 100, height: 40)) { key, _ in
        key == VerticalAlignment.firstTextBaseline.key ? 30 : nil
    }

    private func value(_ text: String) throws -> CGFloat {
        try GuideExpression.parse(text).value(in: dimensions)
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try GuideExpression.parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Arithmetic with precedence, parentheses and signs")
    func arithmetic() throws {
        #expect(try value("height / 2") == 20)
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("10 - 4 - 3") == 3)
        #expect(try value("-width + -(-2)") == -98)
        #expect(try value("0.5 * width + .5e1") == 55)
    }

    @Test("Guides as SwiftUI writes them, with or without d / $0")
    func guides() throws {
        #expect(try value("[.trailing] - 10") == 90)
        #expect(try value("[.bottom]") == 40)
        #expect(try value("[HorizontalAlignment.center]") == 50)
        #expect(try value("d[VerticalAlignment.center] + d.width") == 120)
        #expect(try value("$0[.firstTextBaseline] - $0.height") == -10)
        #expect(try value("[.lastTextBaseline]") == 40)
    }

    @Test("Errors say where and what was expected")
    func errors() {
        #expect(
            failure("height /")
                == "expected a number, width, height, a guide such as [.top], or '(' at character 9, found the end")
        #expect(failure("(1 + 2") == "expected ')' at character 7, found the end")
        #expect(failure("2 3") == "expected an operator (+ - * /) at character 3, found 3")
        #expect(
            failure("[.center]")
                == """
                [.center] at character 1 is ambiguous: write [HorizontalAlignment.center] or \
                [VerticalAlignment.center]
                """
        )
        #expect(failure("[.tpo]") == "unknown guide [.tpo] at character 1; did you mean \".top\"?")
        #expect(failure("width % 2") == "unexpected \"%\" at character 7")
        #expect(failure("1.2.3") == "\"1.2.3\" at character 1 is not a number")
        #expect(
            failure("depth")
                == "expected a number, width, height, a guide such as [.top], or '(' at character 1, found depth")
        #expect(
            failure(String(repeating: "(", count: 101) + "1" + String(repeating: ")", count: 101))
                == "nested more than 100 levels deep at character 101, found (")
    }
}
