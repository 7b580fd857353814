/// One entry of an app's `devices` list: a whole idiom or one device.
///
/// In JSON, a string: `"pad"`, `"phone"`, or a device id such as
/// `"ipad-pro-11"` (`fuzzrun list devices`).
public enum DeviceSelector: Hashable, Sendable {
    /// Every device of an idiom.
    case idiom(Idiom)
    /// One device.
    case device(DeviceID)

    /// Reads `"pad"`, `"phone"` or a device id; `nil` for anything else.
    public init?(_ text: String) {
        if let idiom = Idiom(rawValue: text) {
            self = .idiom(idiom)
        } else if let device = DeviceID(rawValue: text) {
            self = .device(device)
        } else {
            return nil
        }
    }

    /// The text form: the idiom's or the device's id.
    public var text: String {
        switch self {
        case let .idiom(idiom): idiom.rawValue
        case let .device(device): device.rawValue
        }
    }

    /// Whether `device` is selected.
    public func contains(_ device: DeviceID) -> Bool {
        switch self {
        case let .idiom(idiom): device.idiom == idiom
        case let .device(selected): device == selected
        }
    }
}

extension DeviceSelector: Codable {
    /// Decodes the string form; anything else is an error naming the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let selector = DeviceSelector(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription:
                "unknown device or idiom \(text.echoed): give pad, phone or a device id (fuzzrun list devices)")
        }
        self = selector
    }

    /// Encodes the string form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension AppSpec {
    /// The devices the app runs on, in catalog order: those its `devices`
    /// list selects, or every device when it has no list.
    public var supportedDevices: [DeviceID] {
        guard let devices else { return DeviceID.allCases }
        return DeviceID.allCases.filter { id in devices.contains { $0.contains(id) } }
    }

    /// Whether the app runs on `device`.
    public func runs(on device: DeviceID) -> Bool {
        devices?.contains { $0.contains(device) } ?? true
    }

    /// The app's `devices` list as written, for messages: `pad, iphone-16`;
    /// `all` when it has none.
    public var devicesDescription: String {
        devices.map { $0.map(\.text).joined(separator: ", ") } ?? "all"
    }
}
