import Foundation

/// What an image strategy compares: the PNG a view was painted to or a
/// reference was read from, or why no picture could be painted.
///
/// The PNG is decoded only when its bytes differ from the other side's, so
/// a snapshot that is byte-for-byte its reference costs no decoding.
public struct SnapshotImage: Sendable, Equatable {
    enum Content: Sendable, Equatable {
        case png(Data)
        case failure(String)
    }

    let content: Content
    /// What layout found wrong but drew anyway (a missing image, an
    /// unknown symbol, a character no font has); a failure lists them.
    public let warnings: [String]

    /// A picture: `png` holds a PNG image's bytes (or, read from a damaged
    /// reference, bytes that fail to decode when compared).
    public init(png: Data, warnings: [String] = []) {
        content = .png(png)
        self.warnings = warnings
    }

    /// A reference read from disk: its PNG, or, when another platform
    /// (iOS) recorded it, the reason it is not compared.
    init(reference data: Data) {
        if let reason = SnapshotFile.foreignReferenceReason(data) {
            self.init(failure: reason)
        } else {
            self.init(png: data)
        }
    }

    /// No picture, for `reason`.
    init(failure reason: String) {
        content = .failure(reason)
        warnings = []
    }

    /// Why no picture could be painted; nil when there is one.
    public var failureReason: String? {
        if case .failure(let reason) = content { reason } else { nil }
    }

    /// The bytes a reference is written with: the PNG, or for a failed
    /// snapshot a picture of the reason (empty when even that cannot be
    /// painted), which goes to the failure artifacts only: this module's
    /// `assertSnapshot` and `verifySnapshot` never record a reference from
    /// a failed snapshot.
    public var pngData: Data {
        switch content {
        case .png(let data): data
        case .failure(let reason): SnapshotRendering.picture(of: reason)
        }
    }
}
