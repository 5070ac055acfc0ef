/// The known name closest to a misspelt one, for "did you mean" hints.
enum Suggestion {
    /// `; did you mean "padding"?` when one of `candidates` is within a
    /// few edits of `name` (ignoring case), else an empty string.
    static func hint(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { "; did you mean \(quoted($0))?" } ?? ""
    }

    /// The candidate with the fewest edits from `name` (insertions,
    /// deletions, substitutions and swaps of neighbours, ignoring case),
    /// if that is at most a third of the name's length (at least 1, at most
    /// 3). A candidate that `name` (of three letters or more) begins counts as one edit away.
    static func closest(to name: String, among candidates: [String]) -> String? {
        guard name.count <= 64 else { return nil }
        let limit = min(3, max(1, name.count / 3))
        let lowercased = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            var distance = editDistance(Array(lowercased), Array(candidate.lowercased()))
            if name.count >= 3, candidate.lowercased().hasPrefix(lowercased) { distance = min(distance, 1) }
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, row) = (previous, row, previous2)
        }
        return previous[b.count]
    }
}
