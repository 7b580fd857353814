import SourceSyntax

/// `#if` conditions evaluated for an iPad build of the app: `os(iOS)` true,
/// `os(macOS)`, `os(visionOS)` and the other systems false,
/// `targetEnvironment(macCatalyst)` false (`simulator` too),
/// `canImport` of a framework of the iPadOS SDK true (``iPadFrameworks``),
/// of AppKit, Cocoa or WatchKit false, `DEBUG` true. Anything
/// else is unknown: the reader reports it and follows the first clause.
/// When the project's flags are known (``projectFlags``), a flag is true
/// exactly when the project sets it, `DEBUG` included.
enum BuildConditions {
    /// The `#if` flags the project's configuration sets
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`), while reading an app whose
    /// project was read; nil when unknown.
    @TaskLocal static var projectFlags: Set<String>?

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
                if let flags = projectFlags { return flags.contains(flag) }
                return flag == "DEBUG" ? true : nil
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
                if Self.iPadFrameworks.contains(argument) { return true }
                return Self.otherPlatformFrameworks.contains(argument) ? false : nil
            case "arch": return nil
            default: return nil
            }
        default:
            return nil
        }
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
