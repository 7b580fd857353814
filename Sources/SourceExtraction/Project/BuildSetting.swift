/// One assignment of a build setting: `KEY[sdk=iphoneos*] = value`, from a
/// `project.pbxproj`'s `buildSettings`, an `.xcconfig` file or a
/// `project.yml`.
struct BuildSetting: Hashable, Sendable {
    /// The setting's name: `TARGETED_DEVICE_FAMILY`.
    var key: String
    /// The conditions in brackets after the name (`sdk=iphoneos*`), in order.
    var conditions: [String]
    /// The value as written, `$(inherited)` and `$(VAR)` not yet substituted.
    var value: String
    /// The file it was read from (the `.xcconfig`, or the project file).
    var file: String

    /// Splits `KEY[sdk=iphoneos*][arch=*]` into the key and its conditions.
    static func parse(key written: String, value: String, file: String) -> BuildSetting {
        guard let open = written.firstIndex(of: "[") else {
            return BuildSetting(key: written.trimmingSpaces, conditions: [], value: value, file: file)
        }
        var conditions: [String] = []
        var rest = written[open...]
        while let start = rest.firstIndex(of: "["), let end = rest[start...].firstIndex(of: "]") {
            conditions.append(String(rest[rest.index(after: start)..<end]).trimmingSpaces)
            rest = rest[rest.index(after: end)...]
        }
        return BuildSetting(key: String(written[..<open]).trimmingSpaces, conditions: conditions, value: value, file: file)
    }

    /// Whether the setting applies to a device build (`sdk=iphoneos`, arch
    /// `arm64`) of `configuration`: each condition's pattern (`*` matches
    /// any text) matches; a condition on anything else does not apply.
    func applies(configuration: String) -> Bool {
        conditions.allSatisfy { condition in
            let parts = condition.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            guard parts.count == 2 else { return false }
            switch parts[0] {
            case "sdk": return Self.matches(parts[1], "iphoneos")
            case "arch": return Self.matches(parts[1], "arm64")
            case "config": return Self.matches(parts[1], configuration)
            default: return false
            }
        }
    }

    /// Whether glob `pattern` (only `*` special) matches all of `text`.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count > 1 else { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() {
            guard !piece.isEmpty else { continue }
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(pieces[pieces.count - 1])
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" || first == "\r" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\t" || last == "\r" { view.removeLast() }
        return String(view)
    }
}
