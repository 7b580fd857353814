import Foundation

/// Reads a JSON file of the caller's own type as strictly as specs, corpus
/// entries and platform files are read: through the bounded reader, a key
/// given twice or one the type does not read is an error naming the file
/// and the field (``InputError``, with a suggestion for a misspelt key).
public enum StrictJSON {
    /// Decodes the file at `path` as `type`.
    /// - Throws: ``InputError``: not found, too large, not valid JSON, a
    ///   duplicate or unknown key, or a value of the wrong type, by its path.
    public static func load<T: Decodable>(_ type: T.Type, contentsOf path: String) throws(InputError) -> T {
        try JSONInput.decode(type, from: JSONInput.read(path), file: path)
    }
}
