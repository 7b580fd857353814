/// Text and numbers as SVG and HTML carry them: every string that comes
/// from input (app, screen and tab names, titles, ids, notes) goes through
/// ``escape(_:)`` before it reaches a document.
public enum Markup {
    /// `text` escaped for XML and HTML text and attribute values: `&`, `<`,
    /// `>`, `"` and `'` as character references, and every character XML 1.0
    /// does not allow (C0 and C1 controls other than tab and newline, the
    /// noncharacters U+FFFE and U+FFFF) written out visibly as `\u{1b}`, so a
    /// name holding `</svg>`, `]]>`, quotes or control characters stays text.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            default:
                if isDisallowed(scalar) {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// Whether XML 1.0 forbids `scalar`, or HTML treats it as a control.
    static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
    }

    /// A coordinate or length: rounded to hundredths of a point, integral
    /// values without a fraction (`874`, `619.5`, `53.33`), so the same
    /// layout gives the same bytes.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// A length as reports write it: `620 pt`, `619.5 pt`.
    public static func points(_ value: Double) -> String {
        "\(number(value)) pt"
    }
}
