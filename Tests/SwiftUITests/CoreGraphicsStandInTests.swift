import CoreGraphics
import Foundation
import Testing

/// Galley's CoreGraphics: Foundation's geometry and the affine transform it lacks.
@Suite("CoreGraphics stand-in")
struct CoreGraphicsStandInTests {
    @Test("CGAffineTransform: translate, scale and rotate compose as Core Graphics composes them, and invert")
    func transforms() {
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        // Scale first, then translate.
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 3))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(transform.concatenating(transform.inverted()).a == 1)
        #expect(CGPoint(x: 5, y: 7).applying(transform).applying(transform.inverted()) == CGPoint(x: 5, y: 7))
        #expect(
            CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: -1, y: 1))
                == CGRect(x: -2, y: 0, width: 2, height: 1))
        #expect(CGAffineTransform.identity.isIdentity && !transform.isIdentity)
    }

    @Test("CGVector and Core Graphics' C-style makers")
    func vectors() {
        let vector = CGVectorMake(0.5, -2)
        #expect(vector == CGVector(dx: 0.5, dy: -2) && vector != .zero)
        #expect(CGVector(dx: 3, dy: 4).dx == 3 && CGVector().dy == 0)
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(origin: CGPointMake(1, 2), size: CGSizeMake(3, 4)))
    }
}
