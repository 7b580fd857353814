import LayoutModel
import SourceSyntax

// The app's own environment values, `@Environment(\.prefersTabNavigation)`:
// - SwiftUI gives a key's `defaultValue` where no view above sets the value
//   (`EnvironmentKey.defaultValue`, "the default value for the environment
//   key", developer.apple.com/documentation/swiftui/environmentkey); a
//   `.environment(\.key, value)` written anywhere in the app may set it, and
//   the reader does not follow which views it reaches.
// - A key that conforms to `UITraitBridgedEnvironmentKey` (iOS 17) is read
//   from the UIKit trait collection by its `read(from:)`
//   (developer.apple.com/documentation/uikit/uitraitbridgedenvironmentkey):
//   Apple's Backyard Birds sample reads `prefersTabNavigation` as
//   `traitCollection.userInterfaceIdiom == .phone`.

/// One of the app's environment values, as the reader found it.
struct AppEnvironmentKey: Sendable {
    /// The key type (`PrefersTabNavigationEnvironmentKey`), from the
    /// `EnvironmentValues` property's getter (`self[Key.self]`).
    var type: String
    /// Whether some code sets the value (`.environment(\.name, ...)`).
    var isWritten: Bool
}

extension Extractor {
    /// The value of `@Environment(\.name)` in this evaluation, for one of
    /// the app's own keys: a trait-bridged key's `read(from:)` evaluated
    /// for the context's idiom and size class, else the key's
    /// `defaultValue`; nil when `name` is not one of the app's, when some
    /// code sets it, or when the value is not known from the source.
    mutating func appEnvironmentValue(_ name: String) -> Value? {
        guard let key = appEnvironmentKey(name), let info = index.types[key.type] else { return nil }
        if let read = info.functions("read").first, let body = read.node.body {
            var scope = Scope(file: read.file, selfType: key.type)
            let sizeClass = Value.enumCase(type: "UserInterfaceSizeClass", name: context.sizeClass.rawValue, id: context.sizeClass.rawValue)
            scope.values[read.node.parameters.first?.name ?? "traitCollection"] =
                .instance(type: "UITraitCollection", fields: ["horizontalSizeClass": sizeClass])
            // `userInterfaceIdiom` counts its own read; the size class is a field.
            if index.files[read.file].file.text(body.range).contains("horizontalSizeClass") { contextReads.sizeClass += 1 }
            let value = valueOf(body.statements, scope)
            return value.isKnown ? value : nil
        }
        guard let variable = info.variable("defaultValue") else { return nil }
        let value = variableValue(variable, name: "defaultValue", Scope(file: variable.file, selfType: key.type))
        return value.isKnown ? value : nil
    }

    /// The app's key behind `EnvironmentValues.name`, looked up once; nil
    /// when the app does not declare it or some code sets it.
    mutating func appEnvironmentKey(_ name: String) -> AppEnvironmentKey? {
        if let found = environmentKeys[name] { return found }
        var key = findEnvironmentKey(name)
        if key?.isWritten == true { key = nil }
        environmentKeys[name] = .some(key)
        return key
    }

    /// The key behind `EnvironmentValues.name`, if the app declares it:
    /// the type its getter subscripts (`self[Key.self]`), and whether any
    /// file writes `.environment(\.name`.
    private func findEnvironmentKey(_ name: String) -> AppEnvironmentKey? {
        guard let variable = index.types["EnvironmentValues"]?.variable(name) else { return nil }
        let code = index.files[variable.file].file.text(variable.node.range)
        guard let open = code.range(of: "self[") else { return nil }
        let type = String(code[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard index.types[type]?.inheritance.contains(where: { $0.hasSuffix("EnvironmentKey") }) == true else { return nil }
        return AppEnvironmentKey(type: type, isWritten: environmentWrites.names(in: index.files).contains(name))
    }
}

/// The environment values the app's code writes (`.environment(\.name,
/// value)`, spaces ignored), found in one pass over every file the first
/// time they are asked for. A class, so that copies of the reader (a
/// gate's branches are read from copies) share one scan.
final class EnvironmentWrites: @unchecked Sendable {
    private var found: Set<String>?

    /// The names written, scanning `files` the first time.
    func names(in files: [SyntaxTree]) -> Set<String> {
        if let found { return found }
        var names = Set<String>()
        let pattern = Array("environment(\\.".utf8)
        for tree in files {
            let bytes = tree.file.bytes.filter { $0 != UInt8(ascii: " ") }
            var index = 0
            while index + pattern.count < bytes.count {
                guard bytes[index] == pattern[0], Array(bytes[index..<(index + pattern.count)]) == pattern else {
                    index += 1
                    continue
                }
                var end = index + pattern.count
                while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (bytes[end] < 0x80 && Character(UnicodeScalar(bytes[end])).isLetter)
                    || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: ",") {
                    names.insert(String(decoding: bytes[(index + pattern.count)..<end], as: UTF8.self))
                }
                index = end
            }
        }
        found = names
        return names
    }
}
