import Foundation
import LayoutModel

extension JSONInput {
    /// JSON text from `JSONEncoder` with every character
    /// ``Unicode/Scalar/isUnsafeToDisplay`` written `\uXXXX`: DEL, the C1
    /// controls, U+2028 and U+2029, the bidirectional overrides (U+202E)
    /// that the encoder leaves raw. The one JSON escaper every JSON file
    /// fuzzrun writes goes through (a spec from `extract`, a corpus entry,
    /// as the `--json` report's `JSONValue` escapes the same characters):
    /// the same strings to a JSON reader, safe to `cat`.
    ///
    /// Outside strings JSON holds only ASCII punctuation, digits, letters
    /// and whitespace, so the characters rewritten are all inside strings;
    /// newline, tab and carriage return are kept (the encoder already
    /// escapes them inside strings; outside they are the layout).
    /// - Complexity: O(n) in the length of the text.
    static func escapingUnsafeCharacters(_ data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        func unsafe(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isUnsafeToDisplay && scalar != "\n" && scalar != "\t" && scalar != "\r"
        }
        guard text.unicodeScalars.contains(where: unsafe) else { return data }
        var output = ""
        output.reserveCapacity(data.count + 16)
        for scalar in text.unicodeScalars {
            if unsafe(scalar) {
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return Data(output.utf8)
    }
}
