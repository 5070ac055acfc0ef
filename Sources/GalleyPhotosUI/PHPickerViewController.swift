import Foundation
import UIKit

/// The photo library a picker shows: the system's (``shared()``). A
/// preview's library is empty and nothing is asked of it.
public final class PHPhotoLibrary: NSObject, Sendable {
    private override init() {}

    /// The system's photo library.
    public static func shared() -> PHPhotoLibrary { PHPhotoLibrary() }
}

/// How a picker is set up; kept as set.
public struct PHPickerConfiguration: Hashable, Sendable {
    /// Which representation of an asset the picker gives.
    public enum AssetRepresentationMode: Int, Sendable {
        case automatic, current, compatible
    }

    /// How assets are selected.
    public enum Selection: Int, Sendable {
        case `default`, ordered, continuous, continuousAndOrdered
    }

    /// How much of the picker shows.
    public enum Mode: Int, Sendable {
        case `default`, compact
    }

    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    /// The assets offered: all of them when nil.
    public var filter: PHPickerFilter?
    /// How many assets may be picked: 1 by default, 0 for no limit.
    public var selectionLimit = 1
    public var preselectedAssetIdentifiers: [String] = []
    public var mode: Mode = .default
    public var edgesWithoutContentMargins: NSDirectionalRectEdge = []
    public var disabledCapabilities: PHPickerCapabilities = []
    /// Whether the picker may give asset identifiers: only when made with a library.
    public let isUsingPhotoLibrary: Bool

    public init() {
        isUsingPhotoLibrary = false
    }

    public init(photoLibrary: PHPhotoLibrary) {
        isUsingPhotoLibrary = true
    }
}

/// Parts of the picker that can be turned off.
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let search = PHPickerCapabilities(rawValue: 1 << 0)
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 1)
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 2)
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 3)
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}

/// An asset someone picked: its data through the item provider, and its
/// identifier when the picker was made with a library.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?

    public init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }
}

/// The system's photo picker, presented or wrapped in a
/// `UIViewControllerRepresentable`. Galley shows no picker (the
/// representable draws as a labelled placeholder); it keeps its
/// configuration and delegate, and nothing is ever picked, so the
/// delegate is never called.
open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Controllers from an archive: Galley reads none; a picker of the default configuration.
    public required init?(coder: NSCoder) {
        configuration = PHPickerConfiguration()
        super.init(coder: coder)
    }

    /// Nothing is selected: no-ops.
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier preceding: String?) {}
    open func scrollToInitialPosition() {}
    open func zoomIn() {}
    open func zoomOut() {}
}

/// Told what was picked (never, in a render).
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
