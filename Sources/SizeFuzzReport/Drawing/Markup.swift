import LayoutModel
import SizeFuzz

/// Text and numbers as SVG and HTML carry them: every string that comes
/// from input (app, screen and tab names, titles, ids, notes) goes through
/// ``escape(_:)`` before it reaches a document.
public enum Markup {
    /// `text` escaped for XML and HTML text and attribute values: `&`, `<`,
    /// `>`, `"` and `'` as character references, and every character XML 1.0
    /// does not allow (C0 and C1 controls other than tab and newline, the
    /// noncharacters U+FFFE and U+FFFF) or that could reorder what a reader
    /// sees (the bidirectional controls and separators that
    /// `Unicode.Scalar.isUnsafeToDisplay` names, the escaper every output
    /// shares) written out visibly as `\u{1b}`, `\u{202e}`, so a name holding
    /// `</svg>`, `]]>`, quotes, control or bidirectional characters stays text.
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
                    escaped += scalar.visibleEscape
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// Whether XML 1.0 forbids `scalar`, HTML treats it as a control, or it
    /// is unsafe to display (`isUnsafeToDisplay`).
    static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isUnsafeToDisplay || scalar.value == 0xFFFE || scalar.value == 0xFFFF
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
