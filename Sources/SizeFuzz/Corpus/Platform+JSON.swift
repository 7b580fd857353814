import Foundation
import LayoutModel

extension Platform {
    /// Reads platform parameters from a JSON file: any subset of
    /// ``Platform/standard``'s fields, in its `Codable` form, such as
    /// `{"windows": {"regularWidthThreshold": 700}}`; every field left out
    /// keeps its default.
    /// - Throws: ``InputError`` naming the file and the field: one that does
    ///   not exist, a value of the wrong type, or one out of its range
    ///   (``Platform/problems``).
    public static func load(contentsOf path: String) throws(InputError) -> Platform {
        let data = try JSONInput.read(path)
        // The strict reader first: it refuses a key given twice, which
        // JSONSerialization would silently resolve.
        _ = try JSONInput.document(data, file: path)
        let given: Any
        do {
            given = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw InputError(.badData, file: path, "not valid JSON")
        }
        guard let defaults = try? JSONSerialization.jsonObject(with: JSONInput.encoder.encode(Platform.standard)) else {
            throw InputError(.badData, file: path, "the default parameters do not encode")
        }
        let merged = try merge(given, over: defaults, field: "", file: path)
        guard let mergedData = try? JSONSerialization.data(withJSONObject: merged) else {
            throw InputError(.badData, file: path, "cannot be encoded")
        }
        let platform = try JSONInput.decode(Platform.self, from: mergedData, file: path)
        if let problem = platform.problems.first {
            throw InputError(.badData, file: path, field: problem.field, problem.message)
        }
        return platform
    }

    /// `given` laid over `defaults`: objects merged key by key, anything else
    /// replaced; a key the defaults do not have is an error. A column width
    /// (`{"fixed": w}` or `{"min", "ideal", "max"}`) is replaced whole, since
    /// its two forms do not merge; its decoder checks its keys.
    private static func merge(_ given: Any, over defaults: Any, field: String, file: String) throws(InputError) -> Any {
        guard let defaults = defaults as? [String: Any] else { return given }
        guard let given = given as? [String: Any] else {
            throw InputError(.badData, file: file, field: field.isEmpty ? "(top level)" : field, "expected an object")
        }
        if !defaults.isEmpty, defaults.keys.allSatisfy(ColumnWidth.jsonKeys.contains) { return given }
        var merged = defaults
        for (key, value) in given.sorted(by: { $0.key < $1.key }) {
            let path = field.isEmpty ? key : field + "." + key
            guard let standard = defaults[key] else {
                throw InputError(.badData, file: file, field: path,
                                 "not a platform parameter" + KeySuggestion.hint(for: key, in: defaults.keys.sorted()))
            }
            merged[key] = try merge(value, over: standard, field: path, file: file)
        }
        return merged
    }
}
