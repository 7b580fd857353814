/// The nearest of some valid names to a misspelt one, by edit distance, for
/// messages such as `behaviour: unknown key; did you mean 'behavior'?`.
enum KeySuggestion {
    /// The candidate closest to `text`, if one is close: at most 2 edits
    /// (insertions, deletions, substitutions or swaps of neighbours) and
    /// fewer than half the candidate's length. Ties go to the earlier
    /// candidate, so the answer does not depend on hashing.
    static func nearest(to text: String, in candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != text {
            let distance = editDistance(Array(text.unicodeScalars), Array(candidate.unicodeScalars), limit: 2)
            guard distance <= 2, distance * 2 < candidate.unicodeScalars.count else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean 'name'?` for the nearest candidate, or nothing.
    static func hint(for text: String, in candidates: [String]) -> String {
        nearest(to: text, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal-string-alignment distance between `a` and `b`, or
    /// `limit + 1` when it is certainly above `limit` (lengths too far apart).
    /// - Complexity: O(|a| x |b|).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit || a.count > 64 || b.count > 64 { return limit + 1 }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, row) = (previous, row, previous2)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
