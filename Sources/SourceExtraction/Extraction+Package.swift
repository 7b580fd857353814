import Foundation
import LayoutModel

extension AppSpec {
    /// Reads an app's SwiftUI source from paths relative to the package
    /// that holds the calling file: what a test target writes.
    ///
    /// ```swift
    /// let app = try AppSpec.extract(from: ["Sources/MyApp"]).spec
    /// ```
    ///
    /// - Parameters:
    ///   - paths: Swift files and folders, relative to the folder of the
    ///     first `Package.swift` found walking up from `filePath`.
    ///   - root: The root view's type name (``extract(from:root:plist:)-(URL...)``).
    ///   - plist: The app's `Info.plist`, relative to the package.
    ///   - project: The project whose settings are read: found above the
    ///     first path by default (``ProjectOptions/discover``); a project
    ///     named with ``ProjectOptions/Lookup/at(_:)`` is relative to the package.
    ///   - filePath: The calling file; `#filePath` by default.
    /// - Returns: The spec, the assumptions made and the source map.
    /// - Throws: ``ExtractionError/noPackage(filePath:)`` when no folder above
    ///   `filePath` holds a `Package.swift`, else what ``extract(from:root:plist:)-(URL...)`` throws.
    public static func extract(from paths: [String], root: String? = nil, plist: String? = nil,
                               project: ProjectOptions = .discover,
                               filePath: String = #filePath) throws(ExtractionError) -> Extraction {
        guard let package = packageFolder(of: filePath) else { throw .noPackage(filePath: filePath) }
        var project = project
        if case .at(let url) = project.lookup, !url.path.hasPrefix("/") {
            project.lookup = .at(package.appendingPathComponent(url.relativePath))
        }
        return try extract(from: paths.map { package.appendingPathComponent($0) }, root: root,
                           plist: plist.map { package.appendingPathComponent($0) }, project: project)
    }

    /// The folder of the first `Package.swift` above `filePath`, if any.
    public static func packageFolder(of filePath: String) -> URL? {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
