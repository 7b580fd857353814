extension String {
    /// The string with every character that could break a one-line message
    /// written as `\u{…}` (its scalar in hex): control characters (newline,
    /// carriage return, tab, escape, …) and the Unicode line and paragraph
    /// separators. Every error message goes through it, so a value echoed
    /// from a file or the command line never splits the line.
    ///
    /// - Complexity: O(n) in the length of the string.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.breaksLine) else { return self }
        var text = ""
        for scalar in unicodeScalars {
            if Self.breaksLine(scalar) {
                text += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Whether `scalar` must be escaped in a one-line message.
    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
