import LayoutModel

extension Arguments {
    /// The option's value as one of `T`'s raw values, or `nil` if absent.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ name: String, as type: T.Type
    ) throws(CommandError) -> T? where T.RawValue == String {
        guard let text = try value(name) else { return nil }
        return try Self.parseChoice(text, option: name, as: type)
    }

    /// `text` as one of `T`'s raw values, or an error listing them.
    static func parseChoice<T: RawRepresentable & CaseIterable>(
        _ text: String, option name: String, as type: T.Type
    ) throws(CommandError) -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            let known = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("\(name): unknown value \(text.echoed) (expected one of: \(known))")
        }
        return value
    }

    /// The option's value as a finite number, or `nil` if absent.
    mutating func number(_ name: String, minimum: Double? = nil, maximum: Double? = nil) throws(CommandError) -> Double? {
        guard let text = try value(name) else { return nil }
        return try Self.parseNumber(text, option: name, minimum: minimum, maximum: maximum)
    }

    /// `text` as a finite number from `minimum` to `maximum`.
    static func parseNumber(_ text: String, option name: String, minimum: Double? = nil,
                            maximum: Double? = nil) throws(CommandError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw .usage("\(name): \(text.echoed) is not a finite number")
        }
        if let minimum, value < minimum {
            throw .usage("\(name): \(text) is below \(Points.format(minimum))")
        }
        if let maximum, value > maximum {
            throw .usage("\(name): \(text) is above \(Points.format(maximum))")
        }
        return value
    }

    /// The option's value as a whole number in `range`, or `nil` if absent.
    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let text = try value(name) else { return nil }
        guard let value = Int(text) else {
            // All digits but too many for an Int: a whole number, out of range.
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                throw .usage("\(name): \(text) is outside \(range.lowerBound)...\(range.upperBound)")
            }
            throw .usage("\(name): \(text.echoed) is not a whole number")
        }
        guard range.contains(value) else {
            throw .usage("\(name): \(text) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// The option's value as a size `WxH` in points (`678x1024`), or `nil` if absent.
    mutating func size(_ name: String) throws(CommandError) -> Size? {
        guard let text = try value(name) else { return nil }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw .usage("\(name): \(text.echoed) is not a size WxH, such as 678x1024")
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .usage("\(name): \(text.echoed) must be positive and finite")
        }
        return Size(width: width, height: height)
    }

    /// Every value of the path option `name`, each refused when empty (an
    /// empty path is not the current folder).
    mutating func paths(_ name: String) throws(CommandError) -> [String] {
        let all = try values(name)
        if all.contains("") { throw .usage("\(name) needs a path, not an empty string") }
        return all
    }

    /// The value of the path option `name`, if given, refused when empty.
    mutating func path(_ name: String) throws(CommandError) -> String? {
        guard let value = try value(name) else { return nil }
        if value.isEmpty { throw .usage("\(name) needs a path, not an empty string") }
        return value
    }
}
