import Foundation
import SwiftUI
import Testing
import CoreGraphics
import UIKit
import GalleyTestSupport

// Views: their hierarchy, Auto Layout, layers and gesture recognizers.
extension UIKitStandInTests {
    final class Tracked: UIView {
        var moves: [String] = []
        override func didMoveToSuperview() { moves.append(superview == nil ? "left" : "joined") }
        override func layoutSubviews() { moves.append("laid out") }
    }

    final class Gradient: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test(
        """
        addSubview sets superview and order; insert, bring to front, send to back; removeFromSuperview clears it; \
        a view moves between parents
        """
    )
    func hierarchy() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = Tracked(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(a.superview === parent && parent.subviews == [c, a, b])
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews == [b, a, c])
        let other = UIView()
        other.addSubview(a)
        #expect(a.superview === other && parent.subviews == [b, c] && a.moves == ["joined", "joined"])
        a.removeFromSuperview()
        #expect(a.superview == nil && other.subviews.isEmpty && a.moves.last == "left")
        a.setNeedsLayout()
        a.layoutIfNeeded()
        a.layoutIfNeeded()
        #expect(a.moves.filter { $0 == "laid out" }.count == 1)
        c.tag = 7
        #expect(parent.viewWithTag(7) === c && parent.viewWithTag(8) == nil && c.isDescendant(of: parent))
        let window = UIWindow(frame: .zero)
        window.addSubview(parent)
        #expect(c.window === window && other.window == nil)
        // The view's own layer follows its frame, and clipsToBounds is the layer's masksToBounds.
        parent.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        parent.clipsToBounds = true
        #expect(parent.layer.frame == parent.frame && parent.layer.masksToBounds)
        #expect(parent.center == CGPoint(x: 25, y: 40) && parent.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        parent.backgroundColor = .red
        #expect(parent.layer.backgroundColor?.components == [1, 0, 0, 1])
        #expect(!UIView().isAccessibilityElement && UILabel().isAccessibilityElement)
    }

    @Test(
        """
        Anchors make constraints; activating installs one on the nearest common superview, deactivating or \
        removing a view takes it off
        """
    )
    func constraints() throws {
        let parent = UIView(), child = UIView(), sibling = UIView()
        parent.addSubview(child)
        parent.addSubview(sibling)
        let leading = child.leadingAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.leadingAnchor, constant: 16)
        let spacing = sibling.topAnchor.constraint(greaterThanOrEqualTo: child.bottomAnchor, constant: 8)
        let width = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5, constant: -4)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        #expect(
            !leading.isActive && leading.constant == 16 && leading.firstAttribute == .leading
                && leading.relation == .equal)
        #expect(
            spacing.relation == .greaterThanOrEqual && spacing.secondItem === child
                && spacing.secondAttribute == .bottom)
        #expect(
            width.multiplier == 0.5 && width.constant == -4 && height.secondItem == nil
                && height.secondAttribute == .notAnAttribute)
        #expect(height.priority == .required)
        NSLayoutConstraint.activate([leading, spacing, width, height])
        #expect(leading.isActive && spacing.isActive && width.isActive && height.isActive)
        #expect(parent.constraints.count == 3 && child.constraints == [height])
        NSLayoutConstraint.deactivate([spacing])
        #expect(!spacing.isActive && parent.constraints.count == 2)
        child.removeFromSuperview()
        #expect(!leading.isActive && !width.isActive && parent.constraints.isEmpty)
        #expect(height.isActive && child.constraints == [height])
        child.removeConstraint(height)
        #expect(!height.isActive && child.constraints.isEmpty)
        let old = NSLayoutConstraint(
            item: sibling, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 10)
        sibling.addConstraints([old])
        #expect(old.isActive && sibling.constraints == [old])
        #expect(
            parent.safeAreaLayoutGuide.owningView === parent && parent.safeAreaLayoutGuide.layoutFrame == parent.bounds)
    }

    @Test(
        """
        UILayoutPriority adds and subtracts Float and compares; hugging is 250 and compression 750 unless set (251 \
        for a label)
        """
    )
    func priorities() {
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1) == UILayoutPriority(rawValue: 999))
        #expect(UILayoutPriority.fittingSizeLevel < .defaultLow && UILayoutPriority.defaultLow.rawValue == 250)
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        #expect(
            view.contentHuggingPriority(for: .vertical) == .required
                && view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 249)
        #expect(UILabel().contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
    }

    @Test("Layers: a view's layer is of its layerClass; sublayers, frames, colours and transforms hold what is set")
    func layers() throws {
        let gradient = try #require(Gradient().layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.colors?.count == 2)
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 4).cgPath
        shape.frame = CGRect(x: 10, y: 10, width: 20, height: 10)
        gradient.addSublayer(shape)
        #expect(
            shape.superlayer === gradient && gradient.sublayers?.count == 1 && shape.position == CGPoint(x: 20, y: 15))
        shape.removeFromSuperlayer()
        #expect(gradient.sublayers == nil && shape.superlayer == nil)
        var white: CGFloat = 0, alpha: CGFloat = 0
        UIColor(cgColor: CGColor(gray: 0.5, alpha: 0.25)).getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.5) < 1e-9 && alpha == 0.25)
        #expect(UIColor.white.cgColor == CGColor.white && CGColor.black.copy(alpha: 0.5)?.alpha == 0.5)
        let scaled = CATransform3DMakeScale(2, 4, 1)
        shape.transform = scaled
        #expect(shape.affineTransform() == CGAffineTransform(scaleX: 2, y: 4))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(scaled, CATransform3DMakeScale(0.5, 0.25, 1))))
        shape.add(CABasicAnimation(keyPath: "strokeEnd"), forKey: "draw")
        #expect(shape.animationKeys() == ["draw"])
    }

    final class Pan: NSObject {}

    @Test(
        "Gesture recognizers join their view and keep their actions; Selector is a name, from a string or its literal")
    func gesturesAndSelectors() {
        let view = UIView()
        let target = Pan()
        let tap = UITapGestureRecognizer(target: target, action: Selector("Pan.tapped(_:)"))
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1 && tap.state == .possible)
        #expect(tap.actions == ["Pan.tapped(_:)"])
        let pan = UIPanGestureRecognizer()
        pan.setTranslation(CGPoint(x: 3, y: 4), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 3, y: 4) && pan.velocity(in: view) == .zero)
        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && view.gestureRecognizers?.isEmpty == true)
        let selector: Selector = "Pan.tapped(_:)"
        #expect(
            selector == NSSelectorFromString("Pan.tapped(_:)") && NSStringFromSelector(selector) == "Pan.tapped(_:)")
        #expect(Set([selector, Selector("Pan.tapped(_:)")]).count == 1 && selector.description == "Pan.tapped(_:)")
    }

    final class ObservableDelegate: NSObject, UIApplicationDelegate, ObservableObject {
        @Published var isReady = false
    }

    @MainActor struct DemoApp {
        @UIApplicationDelegateAdaptor(ObservableDelegate.self) var appDelegate = ObservableDelegate()
    }
}
