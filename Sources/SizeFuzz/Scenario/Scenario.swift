import LayoutModel

/// A case: the window an app launches in and the events that follow.
///
/// Scenarios are what reports print and corpus files keep; replaying one
/// needs neither the seed nor the generator.
public struct Scenario: Hashable, Sendable {
    /// The window the app launches in.
    public var window: Window
    /// The events, in order.
    public var events: [Event]

    /// Creates a scenario.
    public init(window: Window, events: [Event]) {
        self.window = window
        self.events = events
    }

    /// Reads a scenario written in the report's vocabulary: a launch window
    /// such as `"ipad-pro-11 landscape split-third"` and events such as
    /// `"resize 619.5x1024"`.
    /// - Throws: ``ScenarioError`` naming the window or event that does not read.
    public init(window: String, events: [String], rules: WindowRules = .standard) throws(ScenarioError) {
        let start = try Window.parse(scenario: window, rules: rules)
        var parsed: [Event] = []
        for (index, text) in events.enumerated() {
            guard let event = Event(parsing: text) else { throw .malformedEvent(index: index, text) }
            parsed.append(event)
        }
        self.init(window: start, events: parsed)
    }

    /// Runs the scenario on `model`, checking `invariants`.
    ///
    /// - Parameters:
    ///   - model: the app, on its platform.
    ///   - invariants: the invariants to check after every step.
    ///   - stopAfter: evaluate only the first `stopAfter` events.
    /// - Returns: the evaluator after the last step (and ``Evaluator/finish()``).
    public func evaluate(on model: AppModel, invariants: InvariantSet = .all, stopAfter: Int? = nil) -> Evaluator {
        var evaluator = Evaluator(model: model, window: window, invariants: invariants)
        for event in events.prefix(stopAfter ?? events.count) { evaluator.apply(event) }
        evaluator.finish()
        return evaluator
    }
}

extension Window {
    /// The window as the scenario vocabulary writes it:
    /// `ipad-pro-11 landscape stage 700x800`, `ipad-pro-11 portrait split-third`,
    /// `ipad-pro-11 landscape stage 1500x900 on display-1080p`.
    public var scenarioDescription: String {
        var text = "\(device.rawValue) \(orientation.rawValue) \(requestedMode.rawValue)"
        if isResizable { text += " \(requestedSize)" }
        if let display { text += " on \(display.rawValue)" }
        return text
    }

    /// Parses ``scenarioDescription`` through `rules`, which check that the
    /// window exists under their ``WindowRules/os``.
    /// - Throws: ``ScenarioError`` when the text is not a window, or
    ///   ``WindowError`` (wrapped) when the system would not give it.
    public static func parse(scenario text: String, rules: WindowRules = .standard) throws(ScenarioError) -> Window {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 3, let device = DeviceID(rawValue: words[0]),
              let orientation = Orientation(rawValue: words[1]), let mode = WindowMode(rawValue: words[2]) else {
            throw .malformedWindow(text)
        }
        var rest = Array(words.dropFirst(3))
        var size: Size?
        if mode.isResizable(on: rules.os) {
            // A Slide Over panel may be written without its size (it opens at
            // the catalog's); the other resizable windows need one.
            if let first = rest.first, let parsed = Size(parsing: first) {
                size = parsed
                rest.removeFirst()
            } else if mode != .slideOver {
                throw .malformedWindow(text)
            }
        }
        var display: ExternalDisplayID?
        if !rest.isEmpty {
            guard rest.count == 2, rest[0] == "on", let id = ExternalDisplayID(rawValue: rest[1]) else {
                throw .malformedWindow(text)
            }
            display = id
        }
        do {
            return try rules.window(device: device, orientation: orientation, mode: mode, size: size, display: display)
        } catch {
            throw .impossibleWindow(text, error)
        }
    }
}

/// Why a scenario's text does not read back.
public enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The window is not written as `DEVICE ORIENTATION MODE [WxH] [on DISPLAY]`.
    case malformedWindow(String)
    /// The window is written well but the system does not give it.
    case impossibleWindow(String, WindowError)
    /// An event that is not in the event vocabulary.
    case malformedEvent(index: Int, String)

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case let .malformedWindow(text):
            "\(text.echoed) is not a window (DEVICE ORIENTATION MODE [WxH] [on DISPLAY])"
        case let .impossibleWindow(text, error):
            "\(text.echoed): \(error)"
        case let .malformedEvent(index, text):
            "event \(index + 1) \(text.echoed) is not an event"
        }
    }
}
