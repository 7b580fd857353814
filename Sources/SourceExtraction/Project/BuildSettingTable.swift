/// The build settings of one target in one configuration, resolved as
/// Xcode's build system resolves them: every assignment in order, from the
/// project's `.xcconfig` (its `#include`s in place), the project's settings,
/// the target's `.xcconfig`, to the target's settings; an assignment whose
/// conditions do not apply (`[sdk=macosx*]`) is skipped; `$(inherited)` is
/// the value before it (swift-build's `MacroValueAssignmentTable` keeps
/// each macro's assignments as a list in which `inherited` is the next
/// older one); `$(VAR)` / `${VAR}` is the final value of another setting
/// (an unknown one is empty), substituted when read. In a `project.pbxproj`
/// the keys are sorted, so `KEY[sdk=iphoneos*]` follows `KEY`.
struct BuildSettingTable: Sendable {
    /// A setting's value before `$(VAR)` substitution, and its file.
    struct Entry: Hashable, Sendable {
        var value: String
        var file: String
    }

    /// The settings by name.
    private(set) var entries: [String: Entry] = [:]
    /// Values of settings Xcode defines itself (`TARGET_NAME`,
    /// `CONFIGURATION`, `SRCROOT`), used when no layer sets them.
    var builtins: [String: String] = [:]
    /// `.xcconfig` files named but not there, whose settings are not read.
    var missing: [String] = []

    /// Adds the assignments of `layer`, in order, over those added so far,
    /// for `configuration`.
    mutating func add(_ layer: [BuildSetting], configuration: String) {
        for setting in layer where setting.applies(configuration: configuration) {
            let inherited = entries[setting.key]?.value ?? builtins[setting.key] ?? ""
            entries[setting.key] = Entry(value: Self.replacingInherited(setting.value, with: inherited), file: setting.file)
        }
    }

    /// `$(inherited)` and `${inherited}` in `value` replaced.
    static func replacingInherited(_ value: String, with inherited: String) -> String {
        value.replacingOccurrences(of: "$(inherited)", with: inherited).replacingOccurrences(of: "${inherited}", with: inherited)
    }

    /// The value of `key` with every `$(VAR)` substituted, or nil when no
    /// layer sets it.
    func value(_ key: String) -> String? {
        guard let entry = entries[key] else { return builtins[key] }
        return expand(entry.value, depth: 0)
    }

    /// The file that set `key`, if a layer did.
    func file(of key: String) -> String? { entries[key]?.file }

    /// The keys set, sorted.
    var keys: [String] { entries.keys.sorted() }

    /// `text` with `$(VAR)`, `${VAR}` and `$(VAR:default=x)` substituted,
    /// at most 16 references deep (a setting that names itself expands to
    /// the empty string past that).
    private func expand(_ text: String, depth: Int) -> String {
        guard depth < 16, text.contains("$") else { return depth < 16 ? text : "" }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            guard character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{" else {
                result.append(character)
                index = next
                continue
            }
            let close: Character = text[next] == "(" ? ")" : "}"
            guard let end = text[next...].firstIndex(of: close) else {
                result += text[index...]
                break
            }
            let reference = String(text[text.index(after: next)..<end])
            let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
            let name = parts.first ?? ""
            var value = entries[name].map { expand($0.value, depth: depth + 1) } ?? builtins[name] ?? ""
            if value.isEmpty, parts.count == 2, parts[1].hasPrefix("default=") { value = String(parts[1].dropFirst(8)) }
            result += value
            index = text.index(after: end)
        }
        return result
    }
}
