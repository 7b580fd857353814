import LayoutModel

/// Corpus format version 1:
///
/// ```json
/// {
///   "app" : "path-reset-on-resize",
///   "caseIndex" : 7,
///   "choices" : [ 3, 0, 12 ],
///   "expect" : "fail",
///   "formatVersion" : 1,
///   "invariant" : "path-preserved",
///   "note" : "…",
///   "os" : 26,
///   "region" : { "height" : { "from" : 605, "to" : 834 }, "width" : { "from" : 320, "to" : 677.5 } },
///   "scenario" : { "events" : [ "select-sidebar coffee", "push latte", "mode split-third" ],
///                  "window" : "ipad-pro-11 landscape full" },
///   "seed" : 1
/// }
/// ```
///
/// An entry found from an app's Swift source also has `sources`
/// (``CorpusSources``: the paths and their digest). Every key is required
/// but `os` and `sources`: the version of iPadOS the case was found
/// on (18, 26 or 27), which an entry written before versions existed lacks
/// and then reads as 18. `app` is a built-in app's name or an app spec
/// object; `region`, `seed`, `caseIndex` and `choices` may be `null`.
/// Decoding checks what the entry names: the app, the invariant, the window
/// (the system must give it), each event (in the vocabulary, naming screens
/// and tabs the app has) and the region's bounds.
extension CorpusEntry: Codable {
    /// The keys of an entry's JSON object.
    enum CodingKeys: String, CodingKey {
        case formatVersion, app, invariant, seed, caseIndex, choices, scenario, region, expect, note, os, sources
    }

    /// What a custom invariant's name is written after in `invariant`
    /// (`custom:deselect-keeps-tab`), so that a misspelt built-in name is
    /// still an error.
    static let customPrefix = "custom:"

    /// The keys of `scenario`.
    private enum ScenarioKeys: String, CodingKey { case window, events }
    /// The keys of `region`.
    private enum RegionKeys: String, CodingKey { case width, height }
    /// The keys of `region.width` and `region.height`.
    private enum RangeKeys: String, CodingKey { case from, to }

    /// Decodes and checks an entry; errors carry the field's coding path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try Self.whole(Int.self, container, .formatVersion)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(forKey: .formatVersion, in: container,
                debugDescription: "unknown format version \(version) (this build reads version \(Self.formatVersion))")
        }
        app = try Self.decodeApp(container)
        let invariantName = try container.decode(String.self, forKey: .invariant)
        if invariantName.hasPrefix(Self.customPrefix), invariantName.count > Self.customPrefix.count {
            invariant = .custom(String(invariantName.dropFirst(Self.customPrefix.count)))
        } else if let invariant = InvariantName(rawValue: invariantName) {
            self.invariant = invariant
        } else {
            let names = InvariantName.allCases.map(\.rawValue)
            throw DecodingError.dataCorruptedError(forKey: .invariant, in: container,
                debugDescription: "unknown invariant \(invariantName.echoed)\(KeySuggestion.hint(for: invariantName, in: names)) (fuzzrun list invariants)")
        }
        seed = try Self.present(.seed, in: container) ? Self.whole(UInt64.self, container, .seed) : nil
        caseIndex = try Self.present(.caseIndex, in: container) ? Self.whole(Int.self, container, .caseIndex) : nil
        if let index = caseIndex, index < 0 {
            throw DecodingError.dataCorruptedError(forKey: .caseIndex, in: container, debugDescription: "must not be negative")
        }
        choices = try Self.present(.choices, in: container) ? Self.decodeChoices(container) : nil
        scenario = try Self.decodeScenario(container, app: app.spec, os: Self.decodeOS(container))
        region = try Self.present(.region, in: container) ? Self.decodeRegion(container) : nil
        let expectText = try container.decode(String.self, forKey: .expect)
        guard let expect = Expectation(rawValue: expectText) else {
            throw DecodingError.dataCorruptedError(forKey: .expect, in: container,
                debugDescription: "\(expectText.echoed) is neither \"pass\" nor \"fail\"")
        }
        self.expect = expect
        note = try container.decode(String.self, forKey: .note)
        sources = try container.decodeIfPresent(CorpusSources.self, forKey: .sources)
    }

    /// Encodes every key, `null` for what the entry does not have.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .formatVersion)
        if app.isBuiltin { try container.encode(app.name, forKey: .app) } else { try container.encode(app.spec, forKey: .app) }
        try container.encode(invariant.isCustom ? Self.customPrefix + invariant.rawValue : invariant.rawValue, forKey: .invariant)
        if let seed { try container.encode(seed, forKey: .seed) } else { try container.encodeNil(forKey: .seed) }
        if let caseIndex { try container.encode(caseIndex, forKey: .caseIndex) } else { try container.encodeNil(forKey: .caseIndex) }
        if let choices { try container.encode(choices, forKey: .choices) } else { try container.encodeNil(forKey: .choices) }
        var scenarioContainer = container.nestedContainer(keyedBy: ScenarioKeys.self, forKey: .scenario)
        try scenarioContainer.encode(scenario.window.scenarioDescription, forKey: .window)
        try scenarioContainer.encode(scenario.events.map(\.description), forKey: .events)
        if let region {
            var regionContainer = container.nestedContainer(keyedBy: RegionKeys.self, forKey: .region)
            for (key, range) in [(RegionKeys.width, region.width), (.height, region.height)] {
                var rangeContainer = regionContainer.nestedContainer(keyedBy: RangeKeys.self, forKey: key)
                try rangeContainer.encode(range.lowerBound, forKey: .from)
                try rangeContainer.encode(range.upperBound, forKey: .to)
            }
        } else {
            try container.encodeNil(forKey: .region)
        }
        try container.encode(expect.rawValue, forKey: .expect)
        try container.encode(note, forKey: .note)
        try container.encode(os.rawValue, forKey: .os)
        try container.encodeIfPresent(sources, forKey: .sources)
    }

    /// The entry's OS: 18 when the key is absent (entries written before
    /// versions existed), else one of the versions.
    private static func decodeOS(_ container: KeyedDecodingContainer<CodingKeys>) throws -> OSVersion {
        guard container.contains(.os) else { return .v18 }
        let known = OSVersion.allCases.map { "\($0.rawValue)" }.joined(separator: ", ")
        guard let number = try? container.decode(Int.self, forKey: .os), let os = OSVersion(rawValue: number) else {
            throw DecodingError.dataCorruptedError(forKey: .os, in: container,
                debugDescription: "expected one of \(known)")
        }
        return os
    }

    /// Whether `key` holds a value: `false` for `null`; a missing key is an
    /// error, so that every entry spells out every field.
    private static func present(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Bool {
        guard container.contains(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: container.codingPath,
                                                                        debugDescription: "missing"))
        }
        return try !container.decodeNil(forKey: key)
    }

    /// A whole number; a negative, fractional or huge number is an error
    /// naming the field (`JSONDecoder` would call the whole file invalid).
    private static func whole<T: FixedWidthInteger & Decodable>(
        _ type: T.Type, _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws -> T {
        do {
            return try container.decode(T.self, forKey: key)
        } catch let DecodingError.keyNotFound(missing, context) {
            throw DecodingError.keyNotFound(missing, context)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                debugDescription: "expected a whole number from 0 to \(T.max)")
        }
    }

    /// The choices, each a whole number from 0 to `UInt64.max`.
    private static func decodeChoices(_ container: KeyedDecodingContainer<CodingKeys>) throws -> [UInt64] {
        var list = try container.nestedUnkeyedContainer(forKey: .choices)
        var choices: [UInt64] = []
        while !list.isAtEnd {
            let index = list.currentIndex
            do {
                choices.append(try list.decode(UInt64.self))
            } catch let error as DecodingError {
                throw error
            } catch {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: list.codingPath + [IndexKey(index)],
                    debugDescription: "expected a whole number from 0 to \(UInt64.max)"))
            }
        }
        return choices
    }

    /// A built-in app's name, or an app spec object (checked as `--spec` checks it).
    private static func decodeApp(_ container: KeyedDecodingContainer<CodingKeys>) throws -> CorpusApp {
        if let name = try? container.decode(String.self, forKey: .app) {
            guard let builtin = BuiltinApp.named(name) else {
                throw DecodingError.dataCorruptedError(forKey: .app, in: container,
                    debugDescription: "unknown built-in app \(name.echoed) (fuzzrun list apps)")
            }
            return .builtin(builtin)
        }
        guard (try? container.nestedContainer(keyedBy: CodingKeys.self, forKey: .app)) != nil else {
            throw DecodingError.dataCorruptedError(forKey: .app, in: container,
                debugDescription: "expected a built-in app's name or an app spec object")
        }
        let spec = try container.decode(AppSpec.self, forKey: .app).expandingRowsFromData()
        if let problem = spec.allProblems.first {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath + [CodingKeys.app] + problem.field.split(separator: ".").map { FieldKey(String($0)) },
                debugDescription: problem.message))
        }
        return .described(spec)
    }

    /// The scenario, read through ``Scenario/init(window:events:rules:)``
    /// under `os` and checked against the app and the platform
    /// (``Scenario/problem(for:platform:)``), as `fuzzrun trace` checks its
    /// `--window` and `--event`s.
    private static func decodeScenario(_ container: KeyedDecodingContainer<CodingKeys>, app: AppSpec,
                                       os: OSVersion) throws -> Scenario {
        let nested = try container.nestedContainer(keyedBy: ScenarioKeys.self, forKey: .scenario)
        let window = try nested.decode(String.self, forKey: .window)
        let events = try nested.decode([String].self, forKey: .events)
        func fail(_ path: [any CodingKey], _ message: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: nested.codingPath + path, debugDescription: message))
        }
        let scenario: Scenario
        do {
            scenario = try Scenario(window: window, events: events, rules: WindowRules.standard.on(os))
        } catch {
            switch error {
            case .malformedWindow, .impossibleWindow: throw fail([ScenarioKeys.window], error.description)
            case let .malformedEvent(index, text):
                throw fail([ScenarioKeys.events, IndexKey(index)], "\(text.echoed) is not an event")
            }
        }
        // An entry does not record the platform file it was found with, so
        // its scenes are checked against the most any platform allows.
        var platform = Platform.standard.on(os)
        platform.navigation.maximumScenes = Platform.largestSceneCount
        if let problem = scenario.problem(for: app, platform: platform) {
            throw fail(problem.event.map { [ScenarioKeys.events, IndexKey($0)] } ?? [ScenarioKeys.window], problem.message)
        }
        return scenario
    }

    /// `{"width": {"from", "to"}, "height": {"from", "to"}}`, finite, from <= to.
    private static func decodeRegion(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Region {
        let nested = try container.nestedContainer(keyedBy: RegionKeys.self, forKey: .region)
        var ranges: [ClosedRange<Double>] = []
        for key in [RegionKeys.width, .height] {
            let range = try nested.nestedContainer(keyedBy: RangeKeys.self, forKey: key)
            let from = try range.decode(Double.self, forKey: .from)
            let to = try range.decode(Double.self, forKey: .to)
            guard from.isFinite, to.isFinite, from >= 0, from <= to else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: range.codingPath,
                    debugDescription: "from \(Points.format(from)) to \(Points.format(to)) is not a range of sizes"))
            }
            ranges.append(from...to)
        }
        return Region(width: ranges[0], height: ranges[1])
    }
}

/// A position in an array, as a coding key.
struct IndexKey: CodingKey {
    /// The position.
    let intValue: Int?
    /// The position as text.
    var stringValue: String { "\(intValue ?? 0)" }
    /// The key of position `index`.
    init(_ index: Int) { intValue = index }
    /// The key of position `intValue`.
    init?(intValue: Int) { self.intValue = intValue }
    /// `nil`: positions are numbers.
    init?(stringValue: String) { nil }
}

/// A field named by text (a spec problem's path), as a coding key.
struct FieldKey: CodingKey {
    /// The field's name, such as `sidebar[2]`.
    let stringValue: String
    /// `nil`: fields are named.
    var intValue: Int? { nil }
    /// The key of the field `name`.
    init(_ name: String) { stringValue = name }
    /// The key of the field `stringValue`.
    init?(stringValue: String) { self.stringValue = stringValue }
    /// `nil`: fields are named.
    init?(intValue: Int) { nil }
}

extension Action {
    /// The screen or tab an action names, if it names one.
    var target: String? {
        switch self {
        case let .selectTab(name), let .selectSidebar(name), let .selectContent(name), let .push(name): name
        default: nil
        }
    }
}

extension Container {
    /// The tags of the tabs a tab view shows; none for other containers.
    var tabTags: [String] {
        if case let .tabView(spec) = self { return spec.allTabs.map(\.tag) }
        return []
    }
}
