import UIKit

// A UIKit-only file with Xcode 15's previews of a view and of controllers:
// no `import SwiftUI`, as on iOS, where UIKit brings the macro.
final class BadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "New"
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}

final class BadgeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(BadgeView(frame: view.bounds))
    }
}

#Preview("Badge", traits: .fixedLayout(width: 120, height: 60)) {
    BadgeView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
}

#Preview("Badge screen") {
    let controller = BadgeViewController()
    controller.title = "Badges"
    return controller
}
