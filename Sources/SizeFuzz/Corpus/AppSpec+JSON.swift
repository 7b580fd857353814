import Foundation
import LayoutModel

extension AppSpec {
    /// Reads an app spec from a JSON file (the spec's `Codable` form),
    /// expands its rows from data (``AppSpec/expandingRowsFromData()``) and
    /// checks it (``AppSpec/problems``).
    /// - Throws: ``InputError`` naming the file and the field.
    public static func load(contentsOf path: String) throws(InputError) -> AppSpec {
        let data = try JSONInput.read(path)
        let spec = try JSONInput.decode(AppSpec.self, from: data, file: path).expandingRowsFromData()
        if let problem = spec.allProblems.first {
            throw InputError(.badData, file: path, field: problem.field, problem.message)
        }
        return spec
    }

    /// Reads an app spec from JSON text, as a regression test embeds it,
    /// expands its rows from data and checks it (``AppSpec/problems``).
    /// - Parameter json: the spec's JSON.
    /// - Throws: ``InputError`` naming the field (the file is `<json>`).
    public static func decode(json: String) throws(InputError) -> AppSpec {
        let file = "<json>"
        let spec = try JSONInput.decode(AppSpec.self, from: Data(json.utf8), file: file).expandingRowsFromData()
        if let problem = spec.allProblems.first {
            throw InputError(.badData, file: file, field: problem.field, problem.message)
        }
        return spec
    }

    /// Reads an app spec from the JSON file `name` in the folder of the
    /// source file `file`: how a test finds the spec checked in beside it.
    ///
    /// ```swift
    /// let app = try AppSpec.load("recipes.json", nextTo: #filePath)
    /// ```
    /// - Parameters:
    ///   - name: the file's name, or a path relative to `file`'s folder.
    ///   - file: a source file's path, usually `#filePath`.
    /// - Throws: ``InputError`` naming the file and the field.
    public static func load(_ name: String, nextTo file: String) throws(InputError) -> AppSpec {
        try load(contentsOf: URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(name).path)
    }

    /// The spec as pretty-printed JSON with sorted keys, characters unsafe
    /// to display escaped (``JSONInput/escapingUnsafeCharacters(_:)``).
    public func jsonData() throws -> Data {
        JSONInput.escapingUnsafeCharacters(try JSONInput.encoder.encode(self))
    }

    /// A copy that shares no storage with this spec (rebuilt from its
    /// encoding), so that worker threads never share reference counts.
    public var deepCopy: AppSpec {
        guard let data = try? JSONInput.encoder.encode(self),
              let copy = try? JSONInput.decoder.decode(AppSpec.self, from: data) else { return self }
        return copy
    }
}
