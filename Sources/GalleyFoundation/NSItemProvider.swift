import Foundation

/// Data being dragged, dropped or picked: Foundation's class on Apple's
/// platforms, missing from Linux's. A render drags and picks nothing, so
/// the providers code meets are those it makes: one made with an object
/// loads that object for its class; everything else is unavailable, as
/// for a provider whose item is gone. Completion handlers run later, on
/// the main queue.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The domain of its errors, and their codes.
    public static let errorDomain = "NSItemProviderErrorDomain"

    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    private let object: Any?
    private let typeIdentifier: String?
    open var suggestedName: String?

    public override init() {
        object = nil
        typeIdentifier = nil
    }

    /// A provider of `object` (an image, a string…).
    public init(object: Any) {
        self.object = object
        typeIdentifier = nil
    }

    /// A provider of `item` as `typeIdentifier`.
    public init(item: Any?, typeIdentifier: String?) {
        object = item
        self.typeIdentifier = typeIdentifier
    }

    /// A provider of the file at `fileURL`; nil if there is none.
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init(item: fileURL, typeIdentifier: "public.file-url")
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The type identifiers it was made with.
    open var registeredTypeIdentifiers: [String] { typeIdentifier.map { [$0] } ?? [] }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether it holds an object of `aClass`: one it was made with.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        (object as? NSObject)?.isKind(of: aClass) == true
    }

    /// Gives the object of `aClass` it was made with, or an item-unavailable error.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let found = canLoadObject(ofClass: aClass) ? object as? any NSItemProviderReading : nil
        nonisolated(unsafe) let result = found
        return answer { completionHandler(result, result == nil ? Self.unavailable : nil) }
    }

    /// Gives the data it was made with, or an item-unavailable error.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let data = object as? Data
        return answer { completionHandler(data, data == nil ? Self.unavailable : nil) }
    }

    /// Gives the file it was made with, or an item-unavailable error.
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        let url = object as? URL
        return answer { completionHandler(url, url == nil ? Self.unavailable : nil) }
    }

    private static var unavailable: NSError {
        NSError(
            domain: errorDomain, code: ErrorCode.itemUnavailableError.rawValue,
            userInfo: [NSLocalizedDescriptionKey: "Cannot load representation"])
    }

    /// Runs `completion` later on the main queue; the progress is complete.
    private func answer(_ completion: @escaping @Sendable () -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        DispatchQueue.main.async(execute: completion)
        return progress
    }
}

/// A class whose objects an item provider can give (`UIImage`, …). Its
/// requirements on Apple's platforms (reading an object from data) are not
/// asked: Galley's providers give only objects they were made with.
public protocol NSItemProviderReading: AnyObject {}

/// A class whose objects an item provider can be made with.
public protocol NSItemProviderWriting: AnyObject {}
