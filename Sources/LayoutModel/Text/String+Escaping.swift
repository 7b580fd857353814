extension Unicode.Scalar {
    /// Whether the scalar is unsafe to show as it is, anywhere fuzzrun shows
    /// text (an error line, the text or JSON report, an HTML page, an SVG
    /// drawing): it could break a line or reorder what a reader sees.
    ///
    /// - Control characters (general category Cc: C0, DEL and C1, newline,
    ///   carriage return, tab and escape among them).
    /// - The line and paragraph separators U+2028 and U+2029.
    /// - The bidirectional formatting characters that reorder text, the
    ///   "Trojan Source" characters (Boucher and Anderson, CVE-2021-42574):
    ///   the embeddings and overrides U+202A–U+202E, the isolates
    ///   U+2066–U+2069, and the marks U+200E, U+200F and U+061C.
    @inlinable public var isUnsafeToDisplay: Bool {
        switch value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029: return true
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }

    /// The scalar written visibly, as Swift writes it: `\u{202e}`.
    public var visibleEscape: String { "\\u{\(String(value, radix: 16))}" }
}

extension String {
    /// The string with every character ``Unicode/Scalar/isUnsafeToDisplay``
    /// written as `\u{…}` (its scalar in hex), newlines and tabs included:
    /// for a one-line message. Every error message goes through it, so a
    /// value echoed from a file or the command line never splits the line
    /// or turns the rest of it around.
    ///
    /// - Complexity: O(n) in the length of the string.
    public var escapingControlCharacters: String { escapingUnsafeCharacters(keepingLineBreaks: false) }

    /// The string with every character ``Unicode/Scalar/isUnsafeToDisplay``
    /// written as `\u{…}`, or with `keepingLineBreaks` every one but newline
    /// and tab: for a document of several lines (a report).
    ///
    /// The one escaper every output shares: error lines and reports (through
    /// the console), HTML and SVG (`Markup.escape`) and JSON (as `\uXXXX`)
    /// escape the same characters.
    /// - Complexity: O(n) in the length of the string.
    public func escapingUnsafeCharacters(keepingLineBreaks: Bool) -> String {
        func unsafe(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isUnsafeToDisplay && !(keepingLineBreaks && (scalar == "\n" || scalar == "\t"))
        }
        guard unicodeScalars.contains(where: unsafe) else { return self }
        var text = ""
        text.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if unsafe(scalar) {
                text += scalar.visibleEscape
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The most characters of a value a message echoes (``echoed``).
    public static let echoLimit = 64

    /// The value as a message echoes it: in single quotes, escaped
    /// (``escapingControlCharacters``), and when longer than ``echoLimit``
    /// characters cut to them and followed by its length, so a huge value
    /// leaves a short line: `'aaaa…' (100000 characters)`.
    ///
    /// - Complexity: O(n) in the length of the string (to count it).
    public var echoed: String {
        let length = count
        guard length > Self.echoLimit else { return "'\(escapingControlCharacters)'" }
        return "'\(String(prefix(Self.echoLimit)).escapingControlCharacters)…' (\(length) characters)"
    }

    /// The most characters an error line holds (``boundedLine``): room for
    /// the longest path a file system takes (4,095 bytes) and a message.
    public static let lineLimit = 8_192

    /// The string as one line of at most about ``lineLimit`` characters:
    /// escaped (``escapingControlCharacters``), and when longer, its first
    /// ``lineLimit`` characters, `…` and how long it was. The last guard on
    /// every error line, behind the bounded echoes (``echoed``) of the values
    /// in it.
    ///
    /// - Complexity: O(n) in the length of the string.
    public var boundedLine: String {
        let line = escapingControlCharacters
        let length = line.count
        guard length > Self.lineLimit else { return line }
        return String(line.prefix(Self.lineLimit)) + "… (\(length) characters in all)"
    }
}
