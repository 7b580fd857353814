import Foundation
import LayoutModel
import SourceSyntax

/// `#if` conditions evaluated for an iPad build of the app: `os(iOS)` true,
/// `os(macOS)`, `os(visionOS)` and the other systems false,
/// `targetEnvironment(macCatalyst)` false (`simulator` too: a device build),
/// `arch(arm64)` true and the other architectures false, `swift(>=n)` and
/// `compiler(>=n)` against ``swiftVersion``, `canImport` of a framework of
/// the iPadOS SDK or of a module of the app's local packages true
/// (``iPadFrameworks``, ``localModules``), of AppKit, Cocoa or WatchKit
/// false. A flag is true when `--define` names it (``defines``) or the
/// project sets it (``projectFlags``); with no project read, `DEBUG` is true
/// as well; any other flag is false, as the compiler treats a flag nobody
/// defines. Anything else (`canImport` of a module the reader has not
/// seen, `hasFeature`) is unknown: the reader reports it and follows the
/// first clause.
enum BuildConditions {
    /// The `#if` flags the project's configuration sets
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`), while reading an app whose
    /// project was read; nil when unknown.
    @TaskLocal static var projectFlags: Set<String>?
    /// The flags `--define FLAG` (``ProjectOptions/defines``) sets, true
    /// whatever the project says.
    @TaskLocal static var defines: Set<String> = []
    /// The modules of the app's local packages read with its sources
    /// (their `Sources` folders' names): `canImport` of one is true.
    @TaskLocal static var localModules: Set<String> = []
    /// The major version of iPadOS the reading is for, which decides
    /// `if #available(iOS n, *)`: the newest the model knows unless the run
    /// names one (``ProjectOptions/os``).
    @TaskLocal static var osVersion: Int = OSVersion.allCases.map(\.rawValue).max() ?? 26

    /// The Swift language and compiler version of the toolchain that builds
    /// for the newest iPadOS SDK: Swift 6.2, in Xcode 26 (Apple, "Xcode 26
    /// Release Notes": "Xcode 26 includes Swift 6.2").
    static let swiftVersion: [Int] = [6, 2]

    /// Frameworks of the iPadOS SDK, whose `canImport` is true for an iPad
    /// build (each is listed for iPadOS in its availability on Apple's
    /// documentation page: UIKit, SwiftUI, Foundation, Combine, Observation,
    /// Core Data, the `os` logging module, SwiftData, MapKit, Core Location,
    /// AVFoundation, PhotosUI, StoreKit, CloudKit, WidgetKit, Uniform Type
    /// Identifiers, Swift Charts, Core Graphics, WebKit).
    static let iPadFrameworks: Set<String> = [
        "UIKit", "SwiftUI", "Foundation", "Combine", "Observation", "CoreData", "os", "SwiftData", "MapKit",
        "CoreLocation", "AVFoundation", "PhotosUI", "StoreKit", "CloudKit", "WidgetKit", "UniformTypeIdentifiers",
        "Charts", "CoreGraphics", "WebKit",
    ]
    /// Frameworks of other platforms only, whose `canImport` is false for an
    /// iPad build that is not Mac Catalyst: AppKit and Cocoa (macOS only,
    /// Apple's AppKit documentation), WatchKit (watchOS).
    static let otherPlatformFrameworks: Set<String> = ["AppKit", "Cocoa", "WatchKit"]

    /// The value of `condition`, or nil when it depends on something unknown.
    static func evaluate(_ condition: Expr) -> Bool? {
        switch condition {
        case .identifier(let node):
            switch node.name.text {
            case "true": return true
            case "false": return false
            case let flag:
                if defines.contains(flag) { return true }
                if let flags = projectFlags { return flags.contains(flag) }
                return flag == "DEBUG"
            }
        case .literal(let node):
            return node.kind == .true ? true : node.kind == .false ? false : nil
        case .prefix(let node) where node.op.text == "!":
            return evaluate(node.operand).map { !$0 }
        case .binary(let node) where node.op.text == "&&" || node.op.text == "||":
            let left = evaluate(node.left), right = evaluate(node.right)
            if node.op.text == "&&" {
                if left == false || right == false { return false }
                guard let left, let right else { return nil }
                return left && right
            }
            if left == true || right == true { return true }
            guard let left, let right else { return nil }
            return left || right
        case .tuple(let node) where node.elements.count == 1:
            return evaluate(node.elements[0].value)
        case .call(let node):
            guard let name = node.calleeName, node.arguments.count == 1 else { return nil }
            let argument = node.arguments[0].value.dottedPath?.joined(separator: ".") ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "targetEnvironment": return argument == "macCatalyst" || argument == "simulator" ? false : nil
            case "canImport":
                if Self.iPadFrameworks.contains(argument) || localModules.contains(argument) { return true }
                return Self.otherPlatformFrameworks.contains(argument) ? false : nil
            // An iPad is an arm64 device (Apple, "Apple silicon": every iPad
            // that runs iPadOS 18 has an Apple A- or M-series chip).
            case "arch": return argument.isEmpty ? nil : argument == "arm64"
            case "swift", "compiler": return versionTest(node.arguments[0].value)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `>=6.0` or `<5.9` against ``swiftVersion``; nil for anything else.
    static func versionTest(_ expr: Expr) -> Bool? {
        guard case .prefix(let node) = expr, node.op.text == ">=" || node.op.text == "<",
              let version = version(node.operand) else { return nil }
        let atLeast = !swiftVersion.lexicographicallyPrecedes(version)
        return node.op.text == ">=" ? atLeast : !atLeast
    }

    /// `6`, `5.9` or `5.9.1` as its parts; nil for anything else.
    static func version(_ expr: Expr) -> [Int]? {
        switch expr {
        case .literal(let node):
            guard node.kind == .integer || node.kind == .float else { return nil }
            let parts = node.text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.compactMap { $0 }
        case .member(let node):
            // `5.9.1`: the literal `5.9` and the member `1`.
            guard let base = node.base, let head = version(base), let last = Int(node.name.text) else { return nil }
            return head + [last]
        default: return nil
        }
    }

    /// Whether `#available(...)` (or, `unavailable`, `#unavailable(...)`)
    /// written as `text` holds on iPadOS ``osVersion``: the `iOS` (or
    /// `iPadOS`) version it names is at most the one read for; a list that
    /// names neither holds (`*`). Nil when the text cannot be read.
    static func availability(_ text: String) -> Bool? {
        let unavailable = text.hasPrefix("#unavailable")
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return nil }
        var holds = true
        for item in text[text.index(after: open)..<close].split(separator: ",") {
            let words = item.split(separator: " ")
            guard words.count == 2, words[0] == "iOS" || words[0] == "iPadOS" else { continue }
            guard let major = words[1].split(separator: ".").first.flatMap({ Int($0) }) else { return nil }
            holds = major <= osVersion
        }
        return unavailable ? !holds : holds
    }

    /// The elements of the active clause of `config`, and the conditions that
    /// could not be evaluated (with the clause followed in their place: the
    /// first clause whose condition is unknown).
    static func active<Element>(_ config: IfConfig<Element>, unknown: (Expr) -> Void) -> [Element] {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause.elements }
            switch evaluate(condition) {
            case true?: return clause.elements
            case false?: continue
            case nil:
                unknown(condition)
                return clause.elements
            }
        }
        return []
    }
}

extension BuildConditions {
    /// The modules of the local packages among `paths`: the folder below a
    /// package's `Sources` (a folder beside a `Package.swift`) that holds a
    /// file read, as SwiftPM names a target after its folder.
    static func localModules(_ paths: [String]) -> Set<String> {
        var modules: Set<String> = []
        var checked: [String: Bool] = [:]
        for path in paths {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            for index in parts.indices.dropLast(2) where parts[index] == "Sources" {
                let package = parts[..<index].joined(separator: "/")
                let isPackage = checked[package] ?? FileManager.default.fileExists(atPath: (package.isEmpty ? "." : package) + "/Package.swift")
                checked[package] = isPackage
                if isPackage { modules.insert(String(parts[index + 1])) }
            }
        }
        return modules
    }
}
