import Foundation
import LayoutModel

/// Reads the fields of one JSON object of a file, with errors that name the
/// file and the field's path (`failures[2].scenario.window`).
struct FieldReader {
    /// The file.
    var file: String
    /// The object's path in the file.
    var prefix: String
    /// The object, or `nil` when the value at `prefix` is not an object.
    var object: [String: Any]?

    /// An error about `key` of this object.
    func error(_ key: String, _ message: String) -> InputError {
        InputError(.badData, file: file, field: "\(prefix).\(key)", message)
    }

    /// The value of `key`.
    private func value(_ key: String) throws(InputError) -> Any {
        guard let object else { throw InputError(.badData, file: file, field: prefix, "is not an object") }
        guard let value = object[key] else { throw error(key, "missing") }
        return value
    }

    /// A string.
    func string(_ key: String) throws(InputError) -> String {
        guard let text = try value(key) as? String else { throw error(key, "is not a string") }
        return text
    }

    /// An array of strings.
    func strings(_ key: String) throws(InputError) -> [String] {
        guard let texts = try value(key) as? [String] else { throw error(key, "is not an array of strings") }
        return texts
    }

    /// A Boolean.
    func bool(_ key: String) throws(InputError) -> Bool {
        guard let flag = try value(key) as? Bool else { throw error(key, "is not true or false") }
        return flag
    }

    /// A whole number from 0.
    func whole(_ key: String) throws(InputError) -> Int {
        guard let number = try value(key) as? NSNumber, let whole = Int(exactly: number.doubleValue), whole >= 0 else {
            throw error(key, "is not a whole number from 0")
        }
        return whole
    }

    /// The object at `key`.
    func object(_ key: String) throws(InputError) -> FieldReader {
        FieldReader(file: file, prefix: "\(prefix).\(key)", object: try value(key) as? [String: Any])
    }

    /// A region (`{"width": {"from", "to"}, "height": {"from", "to"}}`) or `null`.
    func region(_ key: String) throws(InputError) -> Region? {
        if try value(key) is NSNull { return nil }
        let region = try object(key)
        let width = try region.object("width"), height = try region.object("height")
        let ranges = (try width.number("from"), try width.number("to"), try height.number("from"), try height.number("to"))
        guard ranges.0 <= ranges.1 else { throw region.error("width", "from is above to") }
        guard ranges.2 <= ranges.3 else { throw region.error("height", "from is above to") }
        return Region(width: ranges.0...ranges.1, height: ranges.2...ranges.3)
    }

    /// A finite number.
    func number(_ key: String) throws(InputError) -> Double {
        guard let number = try value(key) as? NSNumber, number.doubleValue.isFinite else {
            throw error(key, "is not a number")
        }
        return number.doubleValue
    }
}
