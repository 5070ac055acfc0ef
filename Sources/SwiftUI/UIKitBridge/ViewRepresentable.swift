import Foundation
import UIKit

/// A UIKit view in SwiftUI. Galley cannot run UIKit, so it never calls
/// `makeUIView`: the view draws as a labelled placeholder (its type's
/// name on a light grey fill) at the size it is proposed. Isolated to the
/// main actor as SwiftUI's is, so a coordinator made in `makeCoordinator`
/// may be too.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == RepresentablePlaceholder {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
    public var body: RepresentablePlaceholder { RepresentablePlaceholder(name: String(describing: Self.self)) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// A UIKit view controller in SwiftUI: like ``UIViewRepresentable``, a
/// labelled placeholder at the size it is proposed; `makeUIViewController`
/// is never called. Isolated to the main actor as SwiftUI's is.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == RepresentablePlaceholder {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public var body: RepresentablePlaceholder { RepresentablePlaceholder(name: String(describing: Self.self)) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a representable's methods are given.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction
}

/// What a view controller representable's methods are given.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction
}

/// How a UIKit view that Galley cannot draw is shown: a light grey fill
/// of the proposed size, the type's name in the middle.
nonisolated public struct RepresentablePlaceholder: View {
    let name: String

    public var body: some View {
        Color(.secondarySystemFill)
            .overlay(Text(name).font(.caption).foregroundColor(.secondary).padding(4))
    }
}
