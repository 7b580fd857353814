/// Where each part of an app's navigation state lives: in each scene, or
/// once for the whole app.
///
/// SwiftUI gives each window its own copy of state declared in a view
/// (`@State`, `@StateObject`, `@SceneStorage`: "each scene has its own
/// storage", Apple, `SceneStorage`), and one copy of state created once for
/// the app: a property of the `App` struct passed into the `WindowGroup`'s
/// root, a `static let shared`, a global, or `@AppStorage`. Real apps mix
/// the two: an app-wide router holds the tab selection or the deep-link
/// paths while each window keeps its own sidebar selection, so the scope is
/// per part (``StatePart``), not per app.
///
/// In JSON, a string is the shorthand: `"scene"` (every part per window)
/// or `"app"` (the tab, sidebar and content selections in one app-wide
/// object, paths and columns per window). An object gives each part its
/// scope, `{"tabSelection": "app"}`; a part it does not list is per window.
public struct StateScopes: Hashable, Sendable {
    /// The parts held once for the app, in ``StatePart`` declaration order.
    public private(set) var appParts: [StatePart]

    /// Scopes in which `parts` are held once for the app and every other
    /// part per window.
    public init(app parts: [StatePart]) {
        appParts = StatePart.allCases.filter(parts.contains)
    }

    /// Every part per window: the shorthand `"scene"`.
    public static let scene = StateScopes(app: [])
    /// The selections in one app-wide object, paths and columns per window:
    /// the shorthand `"app"`.
    public static let app = StateScopes(app: [.tabSelection, .sidebarSelection, .contentSelection])

    /// The scope of `part`.
    public func scope(of part: StatePart) -> StateScope {
        appParts.contains(part) ? .app : .scene
    }

    /// Whether any part is held once for the app.
    public var sharesState: Bool { !appParts.isEmpty }
}

extension StateScopes: Codable {
    private struct PartKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes the shorthand string or an object of part scopes; a key that
    /// names no part is an unknown key.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let scope = StateScope(rawValue: text) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription:
                    "unknown state scope \(text.echoed): give scene, app, or an object of parts (tabSelection, sidebarSelection, ...)")
            }
            self = scope == .app ? .app : .scene
            return
        }
        let container = try decoder.container(keyedBy: PartKey.self)
        var parts: [StatePart] = []
        for part in StatePart.allCases {
            if try container.decodeIfPresent(StateScope.self, forKey: PartKey(stringValue: part.rawValue)) == .app {
                parts.append(part)
            }
        }
        self.init(app: parts)
    }

    /// Encodes the shorthand when the scopes are one, else the object of the
    /// parts held once for the app.
    public func encode(to encoder: any Encoder) throws {
        if self == .scene || self == .app {
            var single = encoder.singleValueContainer()
            try single.encode(self == .app ? StateScope.app : StateScope.scene)
            return
        }
        var container = encoder.container(keyedBy: PartKey.self)
        for part in appParts { try container.encode(StateScope.app, forKey: PartKey(stringValue: part.rawValue)) }
    }
}
