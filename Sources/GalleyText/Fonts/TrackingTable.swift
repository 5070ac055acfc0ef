/// Letter spacing by point size: what a font's optical tracking adds after
/// every character, as SF Pro does on Apple's platforms.
///
/// Entries give the tracking in em at listed sizes; between two entries
/// the em value is interpolated linearly, beyond the ends it is the end's.
/// The points added are that em value times the size.
package struct TrackingTable: Hashable, Sendable {
    /// Point sizes, ascending, each with its tracking in em.
    private let entries: [Entry]

    private struct Entry: Hashable {
        var size: Double
        var em: Double
    }

    /// A table of (point size, tracking in em) pairs, sorted here.
    package init(em pairs: [(size: Double, em: Double)]) {
        entries = pairs.map { Entry(size: $0.size, em: $0.em) }.sorted { $0.size < $1.size }
    }

    /// The tracking in em at `size`.
    package func em(atSize size: Double) -> Double {
        guard let first = entries.first, let last = entries.last, size.isFinite else { return 0 }
        if size <= first.size { return first.em }
        if size >= last.size { return last.em }
        var upper = 1
        while entries[upper].size < size { upper += 1 }
        let low = entries[upper - 1], high = entries[upper]
        return low.em + (high.em - low.em) * (size - low.size) / (high.size - low.size)
    }

    /// The points added after each character at `size`.
    package func tracking(atSize size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return em(atSize: size) * size
    }

    /// SF Pro's tracking on iOS: Apple's table (Human Interface Guidelines,
    /// Typography, "Tracking values", iOS and iPadOS), the points it lists
    /// for each size from 6 to 96 pt, turned into em (points ÷ size). SF
    /// Pro Text is used below 20 points, SF Pro Display from 20.
    package static let sfPro = TrackingTable(em: sfProPoints.map { (size: $0.size, em: $0.points / $0.size) })

    /// Apple's figures: size and tracking in points.
    static let sfProPoints: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking that makes Inter, the bundled stand-in for SF Pro, set
    /// words about as wide as iOS sets them in SF Pro: SF Pro's own table
    /// plus Inter's difference from SF Pro's glyphs, in em:
    /// ``interResidual``. docs/text.md gives the derivation and the
    /// figures.
    package static let interAsSFPro = TrackingTable(
        em: sfProPoints.map { entry in
            (size: entry.size, em: entry.points / entry.size + interResidual.em(atSize: entry.size))
        })

    /// How much narrower SF Pro's glyphs set than Inter's, in em per
    /// character, measured on words iOS drew (ink widths at 14, 16, 17 and
    /// 27 points): none at 12 points, where the two match; −0.005 em at 17,
    /// the median of five 17-point words; −0.040 em at 27, where iOS sets
    /// the Display design (tighter than the Text design) and Inter has one
    /// design for every size. Linear between, constant beyond.
    static let interResidual = TrackingTable(em: [(12, 0), (17, -0.005), (27, -0.040)])
}
