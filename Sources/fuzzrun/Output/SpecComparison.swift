import Foundation

/// Where two app specs disagree, key by key: a hand-written spec and the one
/// derived from the app's source (`fuzzrun extract --compare`).
///
/// Both are compared in their JSON form, defaults written out the same way.
/// A screen is named by its id (`screens[coffee].title`), in any order
/// (screens are looked up by id), other array elements by their index;
/// `null` and an empty `scene` are the same as an absent key; a value is printed as compact JSON with sorted
/// keys, `absent` where one side has no such key. `name`, `summary` and
/// `source` are labels, not what the fuzzer runs, and are not compared.
struct SpecComparison {
    /// One key on which the specs differ.
    struct Difference: Equatable {
        /// `behavior.selectionSync.nilFallback`.
        var path: String
        /// The hand-written spec's value, or `absent`.
        var spec: String
        /// The source's value, or `absent`.
        var source: String

        /// `path: spec VALUE, source VALUE`.
        var line: String { "\(path): spec \(spec), source \(source)" }
    }

    /// The keys left out of the comparison.
    static let labels: Set<String> = ["name", "summary", "source"]

    /// The differences, in key order.
    let differences: [Difference]

    /// Compares two specs' JSON encodings.
    init(spec: Data, source: Data) {
        let left = try? JSONSerialization.jsonObject(with: spec)
        let right = try? JSONSerialization.jsonObject(with: source)
        var found: [Difference] = []
        Self.compare(left, right, path: "", top: true, into: &found)
        differences = found
    }

    private static func compare(_ left: Any?, _ right: Any?, path: String, top: Bool = false, into found: inout [Difference]) {
        // `null`, and an empty `scene` (every scene default), say what an
        // absent key says; an empty `selectionSync` does not (it syncs).
        func absentIfEmpty(_ value: Any?) -> Any? {
            if value is NSNull { return nil }
            if path == "scene", let object = value as? [String: Any], object.isEmpty { return nil }
            return value
        }
        let left = absentIfEmpty(left), right = absentIfEmpty(right)
        switch (left, right) {
        case let (left as [String: Any], right as [String: Any]):
            for key in Set(left.keys).union(right.keys).sorted() where !(top && labels.contains(key)) {
                compare(left[key], right[key], path: path.isEmpty ? key : "\(path).\(key)", into: &found)
            }
        case let (left as [Any], right as [Any]):
            if let leftByID = byID(left), let rightByID = byID(right) {
                let leftOrder = leftByID.map(\.id), rightOrder = rightByID.map(\.id)
                for id in leftOrder + rightOrder.filter({ !leftOrder.contains($0) }) {
                    compare(leftByID.first { $0.id == id }?.value, rightByID.first { $0.id == id }?.value,
                            path: "\(path)[\(id)]", into: &found)
                }
            } else if left.count == right.count, left.contains(where: { $0 is [String: Any] || $0 is [Any] }) {
                for index in left.indices { compare(left[index], right[index], path: "\(path)[\(index)]", into: &found) }
            } else if text(left) != text(right) {
                found.append(Difference(path: path, spec: text(left), source: text(right)))
            }
        default:
            let leftText = left.map(text) ?? "absent", rightText = right.map(text) ?? "absent"
            if leftText != rightText { found.append(Difference(path: path, spec: leftText, source: rightText)) }
        }
    }

    /// Elements that are objects with a string `id` each, by id; nil otherwise.
    private static func byID(_ elements: [Any]) -> [(id: String, value: Any)]? {
        var result: [(id: String, value: Any)] = []
        for element in elements {
            guard let object = element as? [String: Any], let id = object["id"] as? String else { return nil }
            result.append((id, object))
        }
        return result.isEmpty ? nil : result
    }

    /// A value as compact JSON with sorted keys.
    private static func text(_ value: Any) -> String {
        if let string = value as? String {
            return String(decoding: (try? JSONSerialization.data(withJSONObject: [string], options: [.withoutEscapingSlashes])) ?? Data(), as: UTF8.self)
                .dropFirst().dropLast().description
        }
        if value is NSNull { return "null" }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed]) {
            return String(decoding: data, as: UTF8.self)
        }
        return "\(value)"
    }
}
