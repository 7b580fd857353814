import Foundation
@testable import SizeFuzz

/// A validator for the part of JSON Schema (draft 4) the SARIF 2.1.0 schema
/// uses: `type`, `required`, `properties`, `additionalProperties` (a
/// boolean or a schema), `enum`, `items`, `$ref` to `#/definitions/...`,
/// `minItems`, `uniqueItems`, `minimum`, `maximum`, `pattern`, `anyOf` and
/// `oneOf`. `format` (`uri`, `date-time`) is not checked, nor is `default`,
/// which constrains nothing.
struct JSONSchemaValidator {
    /// The schema.
    let schema: JSONValue

    /// Reads the schema from `text`.
    init(_ text: String) throws {
        schema = try JSONReader.read(Array(text.utf8)).root
    }

    /// Every way `text` breaks the schema, each as `path: what`; empty when it is valid.
    func errors(in text: String) throws -> [String] {
        let document = try JSONReader.read(Array(text.utf8)).root
        var errors: [String] = []
        check(document, against: schema, at: "$", into: &errors)
        return errors
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into errors: inout [String]) {
        guard case .object = schema else { return }
        if case let .string(reference)? = schema["$ref"] {
            let name = reference.replacingOccurrences(of: "#/definitions/", with: "")
            guard let target = self.schema["definitions"]?[name] else {
                errors.append("\(path): unknown $ref \(reference)")
                return
            }
            check(value, against: target, at: path, into: &errors)
        }
        if let type = schema["type"] {
            let types: [String] = switch type {
            case let .string(name): [name]
            case let .array(names): names.compactMap { if case let .string(name) = $0 { name } else { nil } }
            default: []
            }
            if !types.contains(where: { Self.has(value, type: $0) }) {
                errors.append("\(path): expected \(types.joined(separator: " or ")), found \(Self.typeName(value))")
                return
            }
        }
        if case let .array(options)? = schema["enum"], !options.contains(where: { Self.equal($0, value) }) {
            errors.append("\(path): \(Self.describe(value)) is not one of the enum's values")
        }
        if case let .array(options)? = schema["anyOf"] {
            let passing = options.filter { option in
                var found: [String] = []
                check(value, against: option, at: path, into: &found)
                return found.isEmpty
            }
            if passing.isEmpty { errors.append("\(path): matches none of anyOf") }
        }
        if case let .array(options)? = schema["oneOf"] {
            let passing = options.filter { option in
                var found: [String] = []
                check(value, against: option, at: path, into: &found)
                return found.isEmpty
            }
            if passing.count != 1 { errors.append("\(path): matches \(passing.count) of oneOf, not one") }
        }
        switch value {
        case let .object(_, _, members):
            if case let .array(required)? = schema["required"] {
                for case let .string(name) in required where !members.contains(where: { $0.key == name }) {
                    errors.append("\(path): missing required \(name)")
                }
            }
            for member in members {
                let memberPath = "\(path).\(member.key)"
                if let property = schema["properties"]?[member.key] {
                    check(member.value, against: property, at: memberPath, into: &errors)
                } else {
                    switch schema["additionalProperties"] {
                    case .bool(false)?: errors.append("\(memberPath): not a property the schema allows")
                    case let extra?: check(member.value, against: extra, at: memberPath, into: &errors)
                    case nil: break
                    }
                }
            }
        case let .array(items):
            if let minimum = schema["minItems"]?.number, Double(items.count) < minimum {
                errors.append("\(path): \(items.count) items, fewer than \(Int(minimum))")
            }
            if case .bool(true)? = schema["uniqueItems"] {
                for (index, item) in items.enumerated() where items[..<index].contains(where: { Self.equal($0, item) }) {
                    errors.append("\(path)[\(index)]: repeats an earlier item")
                }
            }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)[\(index)]", into: &errors) }
            }
        case let .number(text):
            let number = Double(text) ?? .nan
            if let minimum = schema["minimum"]?.number, number < minimum { errors.append("\(path): \(text) is below \(minimum)") }
            if let maximum = schema["maximum"]?.number, number > maximum { errors.append("\(path): \(text) is above \(maximum)") }
        case let .string(text):
            if case let .string(pattern)? = schema["pattern"] {
                if let expression = try? NSRegularExpression(pattern: pattern),
                   expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    errors.append("\(path): \(text) does not match \(pattern)")
                }
            }
        default: break
        }
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            true
        case let ("integer", .number(text)): Double(text).map { $0 == $0.rounded() } ?? false
        default: false
        }
    }

    private static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        if case let .string(text) = value { return "\"\(text)\"" }
        if case let .number(text) = value { return text }
        return typeName(value)
    }

    private static func equal(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): Double(a) == Double(b)
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case let (.object(_, _, a), .object(_, _, b)):
            a.count == b.count && a.allSatisfy { member in b.contains { $0.key == member.key && equal($0.value, member.value) } }
        default: false
        }
    }
}

private extension JSONValue {
    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        guard case let .object(_, _, members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A number's value.
    var number: Double? {
        guard case let .number(text) = self else { return nil }
        return Double(text)
    }
}
