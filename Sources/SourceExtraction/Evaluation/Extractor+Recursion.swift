import SourceSyntax

extension Extractor {
    /// Whether the function (or view modifier) `key` may be entered from the
    /// call at `range`: not when it is already being evaluated (a function
    /// that calls itself, directly or through properties, other functions
    /// and views), nor past ``maximumDepth`` nested calls. A call not
    /// entered is an assumption at its line, and its value is not known.
    ///
    /// The caller appends `key` to ``instantiating`` when entering, and
    /// removes it after.
    mutating func mayEnter(_ key: String, _ construct: String, _ range: SourceRange, _ file: Int) -> Bool {
        if instantiating.contains(key) {
            assume(range, file, construct, "a call inside itself, not followed: its value not known")
            return false
        }
        if instantiating.count >= Self.maximumDepth {
            assume(range, file, construct, "more than \(Self.maximumDepth) nested calls, not followed: its value not known")
            return false
        }
        return true
    }
}
