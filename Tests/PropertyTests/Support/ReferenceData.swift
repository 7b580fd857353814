import Foundation
import Testing

/// Loads the reference tables in the repository's `Reference/` folder.
enum ReferenceData {
    /// The repository's `Reference/` folder, found from this file's path.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // PropertyTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("Reference")

    /// Decodes `Reference/<name>` as `T`.
    static func load<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try JSONDecoder().decode(T.self, from: data)
    }
}

/// `Reference/devices.json`.
struct DeviceCatalogFile: Decodable {
    struct Entry: Decodable {
        struct Insets: Decodable { var top: Double; var bottom: Double }
        struct Narrow: Decodable { var portrait: Double; var landscape: Double }
        struct Pixels: Decodable { var width: Int; var height: Int }
        var id: String
        var name: String
        var idiom: String
        var width: Double
        var height: Double
        var scale: Int
        /// The portrait screen in pixels, on the rows with a `source`.
        var pixels: Pixels?
        /// Where the row's screen comes from (the devices sold 2024-2026).
        var source: String?
        var safeArea: Insets?
        var splitNarrow: Narrow?
        var slideOverWidth: Double?
        var stageManager: Bool?
        var landscapeHorizontalSizeClass: String?
        var confidence: String
    }
    struct Display: Decodable {
        var id: String
        var name: String
        var width: Double
        var height: Double
        var scale: Int
    }
    var splitDividerWidth: Double
    var devices: [Entry]
    var externalDisplays: [Display]
}

/// `Reference/split-view-size-classes.json`.
struct SplitViewTable: Decodable {
    struct Row: Decodable, Sendable, CustomTestStringConvertible {
        var device: String
        var orientation: String
        var mode: String
        var width: Double
        var height: Double
        var horizontalSizeClass: String
        var verticalSizeClass: String
        var testDescription: String { "\(device) \(orientation) \(mode)" }
    }
    var rows: [Row]
}
