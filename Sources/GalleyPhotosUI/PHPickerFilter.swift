import Foundation

/// Which assets a picker offers: `.images`, `.videos`, `.any(of: [.images, .livePhotos])`, `.not(.screenshots)`.
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
    private indirect enum Kind: Hashable, Sendable {
        case named(String)
        case any([Kind])
        case all([Kind])
        case not(Kind)

        var description: String {
            switch self {
            case .named(let name): name
            case .any(let kinds): "any(" + kinds.map(\.description).joined(separator: ", ") + ")"
            case .all(let kinds): "all(" + kinds.map(\.description).joined(separator: ", ") + ")"
            case .not(let kind): "not(\(kind.description))"
            }
        }
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    public static let images = PHPickerFilter(.named("images"))
    public static let videos = PHPickerFilter(.named("videos"))
    public static let livePhotos = PHPickerFilter(.named("livePhotos"))
    public static let screenshots = PHPickerFilter(.named("screenshots"))
    public static let screenRecordings = PHPickerFilter(.named("screenRecordings"))
    public static let slomoVideos = PHPickerFilter(.named("slomoVideos"))
    public static let timelapseVideos = PHPickerFilter(.named("timelapseVideos"))
    public static let depthEffectPhotos = PHPickerFilter(.named("depthEffectPhotos"))
    public static let bursts = PHPickerFilter(.named("bursts"))
    public static let panoramas = PHPickerFilter(.named("panoramas"))
    public static let cinematicVideos = PHPickerFilter(.named("cinematicVideos"))
    public static let spatialMedia = PHPickerFilter(.named("spatialMedia"))

    /// Assets any of `subfilters` accepts.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.any(subfilters.map(\.kind)))
    }
    /// Assets every one of `subfilters` accepts.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.all(subfilters.map(\.kind)))
    }
    /// Assets `filter` does not accept.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(.not(filter.kind)) }

    public var description: String { kind.description }
}
