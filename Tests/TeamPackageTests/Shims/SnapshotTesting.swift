// The signatures of swift-snapshot-testing's iOS API that a SwiftUI team's
// tests call (version 1.19), with bodies that do nothing. TeamPackageTests
// compiles the iOS half of Examples/TeamPackage's test files against this
// module, as `SnapshotTesting`, with Galley's SwiftUI and UIKit standing in
// for Apple's: a call that only GalleySnapshotTesting accepts fails there.
import Foundation
import SwiftUI
import UIKit

public struct Snapshotting<Value, Format> {}

public struct SnapshotTestingConfiguration: Sendable {
    public struct Record: Equatable, Sendable {
        public static let all = Record(), missing = Record(), failed = Record(), never = Record()
    }
}

public enum SwiftUISnapshotLayout {
    case device(config: ViewImageConfig)
    case fixed(width: CGFloat, height: CGFloat)
    case sizeThatFits
}

public struct ViewImageConfig: Sendable {
    public enum Orientation {
        case landscape
        case portrait
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig() }
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig() }
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig() }
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig() }
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig() }
    public static let iPadPro11 = ViewImageConfig()
}

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
    public static var image: Snapshotting { Snapshotting() }

    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting()
    }
}

public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {}

public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, operation: () throws -> R
) rethrows -> R {
    try operation()
}
