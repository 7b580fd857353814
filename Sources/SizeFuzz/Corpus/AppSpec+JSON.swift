import Foundation
import LayoutModel

extension AppSpec {
    /// Reads an app spec from a JSON file (the spec's `Codable` form) and
    /// checks it (``AppSpec/problems``).
    /// - Throws: ``InputError`` naming the file and the field.
    public static func load(contentsOf path: String) throws(InputError) -> AppSpec {
        let data = try JSONInput.read(path)
        let spec = try JSONInput.decode(AppSpec.self, from: data, file: path)
        if let problem = spec.problems.first {
            throw InputError(.badData, file: path, field: problem.field, problem.message)
        }
        return spec
    }

    /// The spec as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        try JSONInput.encoder.encode(self)
    }

    /// A copy that shares no storage with this spec (rebuilt from its
    /// encoding), so that worker threads never share reference counts.
    public var deepCopy: AppSpec {
        guard let data = try? JSONInput.encoder.encode(self),
              let copy = try? JSONInput.decoder.decode(AppSpec.self, from: data) else { return self }
        return copy
    }
}
