// UniformTypeIdentifiers as SwiftUI code uses it (file importers, drop
// targets, transferable types, MIME lookups): `import
// UniformTypeIdentifiers` in a preview's copied sources reads this module
// instead (a module of Apple's name in the build would make
// `canImport(UniformTypeIdentifiers)` true for every package in it).
import Foundation

/// A uniform type identifier: the system's declared types that apps name
/// (`.png`, `.json`, `.plainText`…) with their conformances, filename
/// extensions and MIME types, and types an app declares or meets.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The reverse-DNS identifier, `public.png`.
    public let identifier: String
    /// Whether the type is one of the system's (`public.`, `com.apple.`…).
    public let isDeclared: Bool
    /// Whether the type was made from a tag the system does not know.
    public let isDynamic: Bool
    /// The filename extension files of this type take first.
    public let preferredFilenameExtension: String?
    /// The MIME type it takes first.
    public let preferredMIMEType: String?
    /// The types it conforms to directly.
    private let parents: [String]

    public var description: String { identifier }
    /// Whether the identifier is in the `public.` domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// A name for people, as Finder shows it ("PNG image").
    public var localizedDescription: String? { Self.known[identifier]?.name }

    /// Every type it conforms to, itself left out.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// A declared type by identifier; nil for one the system does not declare.
    public init?(_ identifier: String) {
        guard let entry = Self.known[identifier.lowercased()] else { return nil }
        self.init(entry)
    }

    /// The declared type that files with `filenameExtension` are, else a
    /// dynamic type conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let tag = filenameExtension.lowercased()
        if let entry = Self.entries.first(where: { $0.extensions.contains(tag) }) {
            let type = UTType(entry)
            guard type.conforms(to: supertype) else { return nil }
            self = type
        } else {
            self.init(dynamic: "extension", tag: tag, extension: tag, mimeType: nil, conformingTo: supertype)
        }
    }

    /// The declared type of `mimeType`, else a dynamic type conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let tag = mimeType.lowercased()
        if let entry = Self.entries.first(where: { $0.mimeTypes.contains(tag) }) {
            let type = UTType(entry)
            guard type.conforms(to: supertype) else { return nil }
            self = type
        } else {
            self.init(dynamic: "mime", tag: tag, extension: nil, mimeType: tag, conformingTo: supertype)
        }
    }

    /// A type the app declares in its Info.plist, conforming to `supertype`.
    public init(exportedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self.init(appDeclared: identifier, conformingTo: supertype)
    }

    /// A type the app uses and another declares, conforming to `supertype`.
    public init(importedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self.init(appDeclared: identifier, conformingTo: supertype)
    }

    /// Whether it is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(appDeclared: identifier, conformingTo: nil)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    private init(_ entry: Entry) {
        identifier = entry.identifier
        isDeclared = true
        isDynamic = false
        preferredFilenameExtension = entry.extensions.first
        preferredMIMEType = entry.mimeTypes.first
        parents = entry.parents
    }

    private init(appDeclared identifier: String, conformingTo supertype: UTType?) {
        self.identifier = identifier
        isDeclared = true
        isDynamic = false
        preferredFilenameExtension = nil
        preferredMIMEType = nil
        parents = [supertype?.identifier ?? "public.data"]
    }

    private init(
        dynamic kind: String, tag: String, extension: String?, mimeType: String?, conformingTo supertype: UTType
    ) {
        // Apple's dynamic identifiers encode the tag; this one names it readably.
        identifier = "dyn.galley.\(kind).\(tag)"
        isDeclared = false
        isDynamic = true
        preferredFilenameExtension = `extension`
        preferredMIMEType = mimeType
        parents = [supertype.identifier]
    }
}
