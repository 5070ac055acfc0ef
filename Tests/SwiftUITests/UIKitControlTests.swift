import Foundation
import SwiftUI
import Testing
import CoreGraphics
import UIKit
import GalleyTestSupport

// Controls, text views, fonts and animations.
extension UIKitStandInTests {
    @Test("UIControl.Event and State are option sets with UIKit's raw values")
    func controlEvents() {
        let events: UIControl.Event = [.touchUpInside, .valueChanged]
        #expect(events.contains(.touchUpInside) && !events.contains(.editingChanged))
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(
            UIControl.Event.allTouchEvents.contains(.touchUpInside)
                && !UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(
            UIControl.Event.allEditingEvents.isSuperset(of: [
                .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
            ]))
        #expect(
            events.subtracting(.touchUpInside) == .valueChanged
                && UIControl.Event.allEvents.contains(.primaryActionTriggered))
        let control = UIControl()
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
    }

    final class Target: NSObject {
        var count = 0
    }

    @Test(
        """
        Target–action pairs are kept (targets weakly) and removable; sendActions runs the UIActions of those \
        events only
        """
    )
    func targetAction() {
        let button = UIButton(type: .system)
        var target: Target? = Target()
        button.addTarget(target, action: Selector("Target.tapped(_:)"), for: .touchUpInside)
        button.addTarget(target, action: #"Target.changed"#, for: [.valueChanged, .editingChanged])
        #expect(
            button.allTargets.count == 1 && button.allControlEvents == [.touchUpInside, .valueChanged, .editingChanged])
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["Target.tapped(_:)"])
        button.removeTarget(target, action: "Target.changed", for: .valueChanged)
        #expect(button.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(button.actions(forTarget: target, forControlEvent: .editingChanged) == ["Target.changed"])
        target = nil
        #expect(button.allTargets.isEmpty)

        var log: [String] = []
        button.addAction(UIAction(title: "Tap") { _ in log.append("tap") }, for: .touchUpInside)
        let change = UIAction(identifier: UIAction.Identifier("change")) { action in
            log.append("change from \(action.sender is UIButton)")
        }
        button.addAction(change, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        button.sendActions(for: [.touchUpInside, .touchDown])
        button.removeAction(identifiedBy: UIAction.Identifier("change"), for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(log == ["change from true", "tap"])
        let primary = UIButton(primaryAction: UIAction(title: "Save") { _ in log.append("save") })
        primary.sendActions(for: .primaryActionTriggered)
        #expect(log.last == "save" && primary.title(for: .normal) == "Save")
        // A state without its own title takes the normal one.
        primary.setTitle("Saving", for: .disabled)
        #expect(primary.title(for: .highlighted) == "Save" && primary.title(for: .disabled) == "Saving")
        primary.isEnabled = false
        #expect(primary.currentTitle == "Saving")
    }

    @Test(
        """
        UIView.animate runs its changes at once, then its completion with true; transitions swap views; property \
        animators finish at the end
        """
    )
    func animations() {
        let view = UIView()
        var log: [String] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.3, animations: { log.append("animations") }) { finished in
            log.append("completion \(finished)")
        }
        UIView.animate(
            withDuration: 1, delay: 2, options: [.curveEaseInOut, .repeat], animations: { view.alpha = 1 },
            completion: nil)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1, options: [])
        {
            log.append("spring")
        } completion: { _ in
            log.append("spring done")
        }
        #expect(log == ["animations", "completion true", "spring", "spring done"] && view.alpha == 1)
        let parent = UIView(), old = UIView(), new = UIView()
        parent.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.2, options: .transitionCrossDissolve) {
            log.append("swapped \($0)")
        }
        #expect(parent.subviews == [new] && old.superview == nil && log.last == "swapped true")
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.addCompletion { log.append("animator \($0 == .end)") }
        animator.startAnimation()
        #expect(view.alpha == 0 && log.last == "animator true" && animator.state == .inactive)
    }

    final class Editor: NSObject, UITextViewDelegate {
        var scrolled = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    @Test(
        """
        UITextView is a scroll view whose text is String! (nil empties it); it holds its delegate weakly, and \
        tells it of scrolling
        """
    )
    @MainActor
    func textView() {
        let view = UITextView()
        #expect((view as UIScrollView).contentSize == .zero && view.text == "" && view.text.isEmpty)
        view.text = "Hello"
        let plain: String = view.text
        #expect(plain == "Hello" && view.attributedText.string == "Hello")
        view.text = nil
        #expect(view.text == "" && view.text.isEmpty)
        view.attributedText = NSAttributedString(string: "Styled")
        #expect(view.text == "Styled" && view.hasText)
        view.insertText("!")
        view.deleteBackward()
        view.deleteBackward()
        #expect(view.text == "Style" && view.selectedRange == NSRange(location: 5, length: 0))
        var editor: Editor? = Editor()
        view.delegate = editor
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        #expect(editor?.scrolled == 1 && view.bounds.origin.y == 30)
        #expect(
            editor?.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x") == true)
        editor = nil
        #expect(view.delegate == nil)
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        view.resignFirstResponder()
        #expect(!view.isFirstResponder)
        let label = UILabel()
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        label.attributedText = NSAttributedString(string: "Rich")
        #expect(label.text == "Rich")
        label.text = nil
        #expect(label.text == nil && label.attributedText == nil)
        let field = UITextField()
        #expect(field.text == "")
        field.text = "ab"
        field.deleteBackward()
        #expect(field.text == "a")
    }

    @Test("UIFont lists the bundled families and their faces by PostScript name; descriptors add bold and italic")
    func fontFamilies() {
        #expect(UIFont.familyNames.contains("Inter") && UIFont.familyNames.contains("Noto Serif"))
        let inter = UIFont.fontNames(forFamilyName: "Inter")
        #expect(inter.contains("Inter-Bold") && inter.contains("Inter-Italic") && inter.count == 18)
        #expect(
            UIFont.fontNames(forFamilyName: "noto serif") == [
                "NotoSerif-Regular", "NotoSerif-Italic", "NotoSerif-Bold", "NotoSerif-BoldItalic",
            ])
        #expect(UIFont.fontNames(forFamilyName: "Helvetica Neue").isEmpty)
        let base = UIFont.systemFont(ofSize: 15)
        let descriptor = base.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
        let bold = UIFont(descriptor: descriptor ?? base.fontDescriptor, size: 0)
        #expect(bold.pointSize == 15 && bold.font == base.font.bold().italic() && bold.font != base.font)
    }

    final class Screen: UIViewController {
        var loads = 0
        var moves: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            view.backgroundColor = .systemBackground
        }
        override func didMove(toParent parent: UIViewController?) { moves.append(parent == nil ? "left" : "joined") }
    }

    @Test(
        "Value controls keep their values within bounds: stepper, page control, segments, date picker, progress, zoom")
    @MainActor
    func valueControls() {
        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.value = 12
        #expect(stepper.value == 10)
        stepper.maximumValue = 5
        #expect(stepper.value == 5)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.numberOfPages = 1
        #expect(pages.currentPage == 0)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 1
        segments.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(
            segments.numberOfSegments == 3 && segments.selectedSegmentIndex == 2
                && segments.titleForSegment(at: 0) == "Z")
        segments.selectedSegmentIndex = 9
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        let picker = UIDatePicker()
        let start = Date(timeIntervalSince1970: 1_000)
        picker.minimumDate = start
        picker.date = Date(timeIntervalSince1970: 0)
        #expect(picker.date == start && picker.datePickerStyle == .compact)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 3)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 160))
        let stack = UIStackView(arrangedSubviews: [UILabel(), UIButton()])
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
        stack.removeArrangedSubview(stack.arrangedSubviews[0])
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 2)
        stack.subviews[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test(
        """
        UITextChecker as Word Scramble uses it: no dictionary, so no word is misspelled and there are no guesses; \
        ignored and learned words are kept
        """
    )
    func textChecker() {
        let checker = UITextChecker()
        let word = "zqxj"
        let misspelled = checker.rangeOfMisspelledWord(
            in: word, range: NSRange(location: 0, length: word.utf16.count), startingAt: 0, wrap: false,
            language: "en")
        #expect(misspelled.location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: word, language: "en") == [])
        checker.ignoreWord("galley")
        checker.ignoreWord("galley")
        #expect(checker.ignoredWords == ["galley"])
        UITextChecker.learnWord("swiftui")
        #expect(UITextChecker.hasLearnedWord("swiftui"))
        UITextChecker.unlearnWord("swiftui")
        #expect(!UITextChecker.hasLearnedWord("swiftui") && UITextChecker.availableLanguages == ["en_US"])
    }
}
