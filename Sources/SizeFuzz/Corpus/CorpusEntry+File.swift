import Foundation
import LayoutModel

extension CorpusEntry {
    /// Reads a corpus entry from a JSON file.
    ///
    /// Reads `formatVersion` first, so that a file of another version is
    /// refused as such (``InputError/Kind/unknownFormat``) rather than as
    /// whichever field changed; then decodes and checks the rest.
    /// - Throws: ``InputError`` naming the file and the field: `.notFound`
    ///   for a missing file, `.unknownFormat` for another format version,
    ///   `.badData` for anything else wrong.
    public static func load(contentsOf path: String) throws(InputError) -> CorpusEntry {
        let document = try JSONInput.document(JSONInput.read(path), file: path)
        let header = try JSONInput.decode(Header.self, from: document, file: path, strict: false)
        guard header.formatVersion == formatVersion else {
            throw InputError(.unknownFormat, file: path, field: "formatVersion",
                             "unknown format version \(header.formatVersion) (this build reads version \(formatVersion))")
        }
        return try JSONInput.decode(CorpusEntry.self, from: document, file: path)
    }

    /// The entry as its file holds it: pretty-printed JSON with sorted keys
    /// and a final newline.
    /// An infinite length in an embedded spec (`"maxWidth": "inf"`) is
    /// written `"inf"`, as a spec writes it, so every spec the validator
    /// accepts round-trips.
    /// - Throws: `EncodingError` only for a value no valid entry holds.
    public func fileData() throws -> Data {
        JSONInput.escapingUnsafeCharacters(try JSONInput.encoder.encode(self)) + Data("\n".utf8)
    }

    /// What makes two entries the same case: the app's name, the invariant
    /// and the scenario, as compact JSON with sorted keys:
    /// `{"app":…,"events":[…],"invariant":…,"window":…}`.
    ///
    /// The seed, case index and choices are left out (another run may find
    /// the same case from another seed), and so are `expect` and `note`,
    /// which people edit: flipping an entry to `"pass"` keeps its name. An
    /// embedded spec counts by its name, so updating the spec in an entry
    /// after fixing the app keeps the name too.
    public var identity: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let identity = Identity(app: app.name, invariant: invariant.rawValue, window: scenario.window.scenarioDescription,
                                events: scenario.events.map(\.description))
        // Strings and arrays of strings always encode.
        return (try? encoder.encode(identity)) ?? Data()
    }

    /// The FNV-1a hash of ``identity``, as 8 hex digits.
    public var contentHash: String { ContentHash(identity).short }

    /// Where the entry goes in a corpus folder: `<invariant>/<app>-<hash>.json`,
    /// with the app's name made safe for a file name: characters other than
    /// ASCII letters, digits, `.`, `_` and `-` written as `-`, leading dots
    /// dropped (a hidden file would not be replayed), and cut to
    /// ``maximumNameStemLength`` characters (`app` if nothing is left). The
    /// hash covers the whole name, so two names cut to the same stem still
    /// get two files.
    public var relativePath: String {
        "\(invariant.rawValue)/\(Self.fileStem(app.name))-\(contentHash).json"
    }

    /// The most characters of an app's name a file name keeps.
    public static let maximumNameStemLength = 64

    /// The longest ``relativePath`` can be, in bytes: the longest invariant
    /// name, `/`, the stem, `-`, 8 hex digits and `.json`.
    public static var maximumRelativePathLength: Int {
        (InvariantName.allCases.map(\.rawValue.utf8.count).max() ?? 0) + 1 + maximumNameStemLength + 1 + 8 + 5
    }

    /// `name` made safe as the start of a file name (see ``relativePath``).
    static func fileStem(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { scalar -> Character in
            let allowed = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "-"
        })
        while safe.hasPrefix(".") { safe.removeFirst() }
        safe = String(safe.prefix(maximumNameStemLength))
        return safe.isEmpty ? "app" : safe
    }

    /// Just the format version, read before anything else.
    private struct Header: Decodable {
        var formatVersion: Int
    }

    /// The fields ``identity`` encodes.
    private struct Identity: Encodable {
        var app: String
        var invariant: String
        var window: String
        var events: [String]
    }
}

extension CorpusEntry {
    /// Encodes the entry, reads it back as a file would be read, and replays
    /// what was read: how a save checks that the entry reproduces before it
    /// writes it.
    /// - Returns: the outcome of the entry read back, or what kept it from
    ///   reading back.
    public func rereadOutcome() -> Result<CorpusOutcome, InputError> {
        let data: Data
        do {
            data = try fileData()
        } catch {
            return .failure(InputError(.badData, file: relativePath, "cannot be encoded: \(error)"))
        }
        do {
            return .success(try JSONInput.decode(CorpusEntry.self, from: data, file: relativePath).replay())
        } catch {
            return .failure(error)
        }
    }
}
