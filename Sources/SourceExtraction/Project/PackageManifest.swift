import Foundation

/// What SizeFuzz reads of a `Package.swift` without running it: the local
/// packages it depends on (`.package(path: "...")`, and the older
/// `.package(name: "X", path: "...")`), found in its text. A manifest holds
/// no app settings (an app built from a package is configured by the Xcode
/// project around it).
enum PackageManifest {
    /// The folders of the local packages the manifest at `file` names,
    /// absolute, in the order written.
    static func localPackages(_ file: String) throws(ExtractionError) -> [String] {
        let text = try ProjectFile.text(at: file)
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        var result: [String] = []
        var rest = Substring(text)
        while let call = rest.range(of: ".package(") {
            rest = rest[call.upperBound...]
            let end = rest.firstIndex(of: ")") ?? rest.endIndex
            let arguments = rest[..<end]
            guard let label = arguments.range(of: "path:") else { continue }
            let after = arguments[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard after.first == "\"", let close = after.dropFirst().firstIndex(of: "\"") else { continue }
            let path = String(after[after.index(after: after.startIndex)..<close])
            result.append(XcodeProject.join(folder, path))
        }
        return result
    }
}
