import LayoutModel

extension Extractor {
    /// Adds `assumption` unless it is already there, keeping their order;
    /// a name in it longer than `String.echoLimit` (64) characters is cut
    /// (``cuttingLongNames(_:)``).
    /// - Complexity: amortized O(1) in the assumptions so far: a set mirrors
    ///   the list (rebuilt once after code that restores a saved list).
    mutating func record(_ assumption: Assumption) {
        var assumption = assumption
        assumption.construct = Self.cuttingLongNames(assumption.construct)
        assumption.assumed = Self.cuttingLongNames(assumption.assumed)
        if !assumptionsIndexed { assumptionIndex = Set(assumptions) }
        if assumptionIndex.insert(assumption).inserted { assumptions.append(assumption) }
        assumptionsIndexed = true
    }

    /// `text` with every run of characters without a space longer than
    /// `String.echoLimit` cut to that many, then `…` and its length, as
    /// error lines echo values: a 100,000-character identifier leaves a
    /// short line.
    /// - Complexity: O(n) in the length of `text`.
    static func cuttingLongNames(_ text: String) -> String {
        guard text.utf8.count > String.echoLimit else { return text }
        // Most text has no long run: found by bytes, without building a copy.
        var longest = 0, current = 0
        for byte in text.utf8 {
            current = byte == 0x20 ? 0 : current + 1
            longest = Swift.max(longest, current)
        }
        guard longest > String.echoLimit else { return text }
        var result = ""
        var run = Substring()
        var length = 0
        func flush() {
            if length > String.echoLimit {
                result += run.prefix(String.echoLimit) + "… (\(length) characters)"
            } else {
                result += run
            }
        }
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == " " {
                run = text[start..<index]
                flush()
                result += " "
                length = 0
                start = text.index(after: index)
            } else {
                length += 1
            }
            index = text.index(after: index)
        }
        run = text[start..<text.endIndex]
        flush()
        return result
    }
}
