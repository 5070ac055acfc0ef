import Foundation
import SwiftUI

/// SwiftUI's photo picker: a button showing its label that would present
/// the picker. A render taps nothing, so it draws as a `Button` with the
/// same label draws (a title in the accent colour), and the selection is
/// never written.
nonisolated public struct PhotosPicker<Label: View>: View {
    private let label: Label

    /// Picks one item into `selection`.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// Picks up to `maxSelectionCount` items (no limit when nil) into `selection`.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(title)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {
        label = Text(title)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(title)
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) {
        label = Text(title)
    }
}

/// An item someone picked in a `PhotosPicker`: none is, in a render, and
/// one made by code loads nothing.
public struct PhotosPickerItem: Hashable, Sendable {
    /// Which encoding of an asset to give when there are several.
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        private let name: String
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        public static let current = EncodingDisambiguationPolicy(name: "current")
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    /// The asset's identifier in the library.
    public let itemIdentifier: String?

    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The item's content as `type`: nil, as there is none in a render.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// The item's content as `type`: `completionHandler` gets nil, later, on the main queue.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        DispatchQueue.main.async { completionHandler(.success(nil)) }
        return progress
    }
}

/// How a multiple-selection picker orders and keeps its selection.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    private let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// How a picker shows: presented, inline in the view, or compact.
public struct PhotosPickerStyle: Hashable, Sendable {
    private let name: String
    public static let presentation = PhotosPickerStyle(name: "presentation")
    public static let inline = PhotosPickerStyle(name: "inline")
    public static let compact = PhotosPickerStyle(name: "compact")
}

nonisolated extension View {
    /// Presents a picker for one item when `isPresented` is true: a render presents nothing.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }

    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) -> some View { self }

    /// Presents a picker for several items when `isPresented` is true: a render presents nothing.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }

    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
    ) -> some View { self }

    /// How pickers inside show: the label is drawn whatever the style.
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
    /// Parts of pickers inside to turn off: a no-op.
    public func photosPickerDisabledCapabilities(_ disabledCapabilities: PHPickerCapabilities) -> some View { self }
    /// Which bars of pickers inside show: a no-op.
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
}
