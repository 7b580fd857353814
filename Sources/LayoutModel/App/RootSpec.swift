/// How an app chooses its root container.
///
/// In JSON: `{"any": C}` for one container everywhere, `{"regular": C,
/// "compact": C}` to switch on the horizontal size class (the pattern SwiftUI
/// recommends), or `{"pad": C, "phone": C}` to switch on the device idiom.
public enum RootSpec: Hashable, Sendable {
    /// One container at every size.
    case any(Container)
    /// `switch horizontalSizeClass`: one container for regular width, one for compact.
    case sizeClass(regular: Container, compact: Container)
    /// `if UIDevice.current.userInterfaceIdiom == .pad`: one container on iPad, one on iPhone.
    case idiom(pad: Container, phone: Container)

    /// The container shown for a window of `idiom` in `horizontal` width.
    public func container(idiom: Idiom, horizontal: SizeClass) -> Container {
        switch self {
        case let .any(container): container
        case let .sizeClass(regular, compact): horizontal == .regular ? regular : compact
        case let .idiom(pad, phone): idiom == .pad ? pad : phone
        }
    }

    /// Every container the app can show.
    public var containers: [Container] {
        switch self {
        case let .any(container): [container]
        case let .sizeClass(regular, compact): [regular, compact]
        case let .idiom(pad, phone): [pad, phone]
        }
    }
}

extension RootSpec: Codable {
    private enum CodingKeys: String, CodingKey { case any, regular, compact, pad, phone }

    /// Decodes one of the three forms; keys of two forms together (`any`
    /// with `regular`) are an error, not one form silently winning.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let forms: [[CodingKeys]] = [[.any], [.regular, .compact], [.pad, .phone]]
        let given = forms.filter { $0.contains(where: container.contains) }
        guard given.count == 1, let form = given.first else {
            let found = given.flatMap { $0.filter(container.contains) }.map(\.stringValue)
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "needs any, regular and compact, or pad and phone"
                    + (found.isEmpty ? "" : "; found \(found.joined(separator: " and "))")))
        }
        switch form.first {
        case .any: self = .any(try container.decode(Container.self, forKey: .any))
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
        }
    }
}
