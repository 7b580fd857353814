/// How an app chooses its root container.
///
/// In JSON: `{"any": C}` for one container everywhere, `{"regular": C,
/// "compact": C}` to switch on the horizontal size class (the pattern SwiftUI
/// recommends), `{"pad": C, "phone": C}` to switch on the device idiom, or
/// `{"branches": [{"when": W, "container": C}, ...], "otherwise": C}` for an
/// ordered list of conditions over both (``RootCondition``), of which the
/// other three are special cases kept as shorthands.
public enum RootSpec: Hashable, Sendable {
    /// One container at every size.
    case any(Container)
    /// `switch horizontalSizeClass`: one container for regular width, one for compact.
    case sizeClass(regular: Container, compact: Container)
    /// `if UIDevice.current.userInterfaceIdiom == .pad`: one container on iPad, one on iPhone.
    case idiom(pad: Container, phone: Container)
    /// `if c1 { C1 } else if c2 { C2 } ... else { otherwise }`: the first
    /// branch whose condition holds, else `otherwise`.
    case branches([RootBranch], otherwise: Container)

    /// The container shown for a window of `idiom` in `horizontal` width
    /// whose size is `size` (``RootCondition/holds(idiom:horizontal:size:)``:
    /// without a size, no condition on the window's shape holds).
    public func container(idiom: Idiom, horizontal: SizeClass, size: Size? = nil) -> Container {
        containers[index(idiom: idiom, horizontal: horizontal, size: size)]
    }

    /// The index in ``containers`` of the container shown for a window of
    /// `idiom` in `horizontal` width whose size is `size`.
    public func index(idiom: Idiom, horizontal: SizeClass, size: Size? = nil) -> Int {
        switch self {
        case .any: 0
        case .sizeClass: horizontal == .regular ? 0 : 1
        case .idiom: idiom == .pad ? 0 : 1
        case let .branches(branches, _):
            branches.firstIndex { $0.when.holds(idiom: idiom, horizontal: horizontal, size: size) } ?? branches.count
        }
    }

    /// Whether some branch's condition reads the window's shape
    /// (``RootCondition/readsShape``): the root then switches containers as
    /// the window is resized, not only when its size class changes.
    public var readsShape: Bool {
        if case let .branches(branches, _) = self { return branches.contains { $0.when.readsShape } }
        return false
    }

    /// Every container the app can show, in the order of the declaration
    /// (`regular` before `compact`, `pad` before `phone`, the branches before
    /// `otherwise`).
    public var containers: [Container] {
        switch self {
        case let .any(container): [container]
        case let .sizeClass(regular, compact): [regular, compact]
        case let .idiom(pad, phone): [pad, phone]
        case let .branches(branches, otherwise): branches.map(\.container) + [otherwise]
        }
    }

    /// The key path of each of ``containers`` in the JSON form, for messages:
    /// `any`, `regular`, `compact`, `pad`, `phone`, `branches[0].container`,
    /// `otherwise`.
    public var containerKeys: [String] {
        switch self {
        case .any: ["any"]
        case .sizeClass: ["regular", "compact"]
        case .idiom: ["pad", "phone"]
        case let .branches(branches, _): branches.indices.map { "branches[\($0)].container" } + ["otherwise"]
        }
    }

    /// Each of ``containers``' conditions as Swift, for the root as the
    /// general form: the condition that selects it, `nil` for the last.
    public var conditions: [RootCondition?] {
        switch self {
        case .any: [nil]
        case .sizeClass: [.horizontalSizeClass(.regular), nil]
        case .idiom: [.idiom(.pad), nil]
        case let .branches(branches, _): branches.map(\.when) + [nil]
        }
    }
}

extension RootSpec: Codable {
    private enum CodingKeys: String, CodingKey { case any, regular, compact, pad, phone, branches, otherwise }

    /// Decodes one of the four forms; keys of two forms together (`any`
    /// with `regular`) are an error, not one form silently winning.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let forms: [[CodingKeys]] = [[.any], [.regular, .compact], [.pad, .phone], [.branches, .otherwise]]
        let given = forms.filter { $0.contains(where: container.contains) }
        guard given.count == 1, let form = given.first else {
            let found = given.flatMap { $0.filter(container.contains) }.map(\.stringValue)
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "needs any, regular and compact, pad and phone, or branches and otherwise"
                    + (found.isEmpty ? "" : "; found \(found.joined(separator: " and "))")))
        }
        switch form.first {
        case .any: self = .any(try container.decode(Container.self, forKey: .any))
        case .branches: self = .branches(try container.decode([RootBranch].self, forKey: .branches),
                                         otherwise: try container.decode(Container.self, forKey: .otherwise))
        case .regular: self = .sizeClass(regular: try container.decode(Container.self, forKey: .regular),
                                         compact: try container.decode(Container.self, forKey: .compact))
        default: self = .idiom(pad: try container.decode(Container.self, forKey: .pad),
                               phone: try container.decode(Container.self, forKey: .phone))
        }
    }

    /// Encodes the form this root has.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .any(root): try container.encode(root, forKey: .any)
        case let .sizeClass(regular, compact):
            try container.encode(regular, forKey: .regular)
            try container.encode(compact, forKey: .compact)
        case let .idiom(pad, phone):
            try container.encode(pad, forKey: .pad)
            try container.encode(phone, forKey: .phone)
        case let .branches(branches, otherwise):
            try container.encode(branches, forKey: .branches)
            try container.encode(otherwise, forKey: .otherwise)
        }
    }
}
