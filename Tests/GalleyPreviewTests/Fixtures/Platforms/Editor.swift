import SwiftUI
import UIKit

// A text view wrapped as real apps wrap one: a coordinator that is the
// text view's delegate and a button's target (`@objc` + `#selector`,
// which previews rewrite), laid out with anchors.
struct NotesEditor: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        textView.font = .preferredFont(forTextStyle: .body)
        textView.textContainer.lineFragmentPadding = 0
        textView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addTarget(context.coordinator, action: #selector(Coordinator.done(_:)), for: .touchUpInside)
        done.translatesAutoresizingMaskIntoConstraints = false
        textView.addSubview(done)
        NSLayoutConstraint.activate([
            done.topAnchor.constraint(equalTo: textView.topAnchor, constant: 8),
            done.trailingAnchor.constraint(equalTo: textView.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            done.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
        textView.addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tapped)))
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    class Coordinator: NSObject, UITextViewDelegate {
        var parent: NotesEditor
        @objc dynamic var edits = 0

        init(_ parent: NotesEditor) {
            self.parent = parent
        }

        func textViewDidChange(_ textView: UITextView) {
            parent.text = textView.text
            edits += 1
        }

        @objc func done(_ sender: UIButton) {
            UIApplication.shared.endEditing()
        }

        @objc
        func tapped() {}
    }
}

extension UIApplication {
    /// Hides the keyboard, as apps write it.
    func endEditing() {
        sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}
