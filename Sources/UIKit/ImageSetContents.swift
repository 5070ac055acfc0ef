import Foundation
import GalleyText

/// The images an Xcode image set lists, in the order Galley prefers them.
enum ImageSetContents {
    /// One image of a set: its file and the scale its pixels are drawn at.
    struct Candidate: Hashable {
        let file: String
        let scale: CGFloat
        /// Whether it belongs to an appearance other than the default (dark, high contrast).
        let hasAppearance: Bool

        var pathExtension: String { (file as NSString).pathExtension.lowercased() }
        var isVector: Bool { pathExtension == "pdf" || pathExtension == "svg" }
    }

    /// The images `Contents.json` lists (else the files in the set), best
    /// first: default appearance before others; a PDF or SVG (Xcode keeps
    /// a vector listed without a scale, or with
    /// `preserves-vector-representation`, as vectors) before pixels; 1x,
    /// then 2x, then 3x.
    static func candidates(inSet set: String) -> [Candidate] {
        var listed =
            (try? RegularFile.read((set as NSString).appendingPathComponent("Contents.json"), limit: 1 << 20))
            .map(candidates(listedIn:)) ?? []
        if listed.isEmpty {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: set))?.sorted() ?? []
            listed = files.filter { $0 != "Contents.json" && !$0.hasPrefix(".") }
                .map { Candidate(file: $0, scale: AssetCatalog.scaleSuffix(of: $0), hasAppearance: false) }
        }
        return ranked(listed)
    }

    /// The images a set's `Contents.json` lists, in its order: those whose
    /// file name stays inside the set, at their scale (1 unless a finite
    /// one above 0 is given).
    static func candidates(listedIn data: Data) -> [Candidate] {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = json["images"] as? [[String: Any]]
        else { return [] }
        var listed: [Candidate] = []
        for image in images {
            guard let file = image["filename"] as? String, !file.isEmpty, !file.contains("/"), file != "..",
                !file.contains("\0")
            else { continue }
            let scale =
                (image["scale"] as? String).flatMap { Double($0.dropLast()) }.flatMap {
                    $0.isFinite && $0 > 0 ? $0 : nil
                } ?? 1
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            listed.append(Candidate(file: file, scale: CGFloat(scale), hasAppearance: !appearances.isEmpty))
        }
        return listed
    }

    /// `listed`, best first (stable: equal ranks keep their order).
    static func ranked(_ listed: [Candidate]) -> [Candidate] {
        func rank(_ candidate: Candidate) -> (Int, Int, CGFloat) {
            (candidate.hasAppearance ? 1 : 0, candidate.isVector ? 0 : 1, candidate.scale == 1 ? 0 : candidate.scale)
        }
        return listed.enumerated().sorted { lhs, rhs in
            let left = rank(lhs.element), right = rank(rhs.element)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
