import LayoutModel

/// One checked-in regression case: an app, an invariant, the scenario that
/// showed it, and whether the invariant must keep failing or must pass.
///
/// An entry is replayed from its ``scenario``, never from its seed, so it
/// survives changes to the generators: the seed, case index and choices say
/// where the case came from, nothing more. On disk it is corpus format
/// version 1 (``formatVersion``): one pretty-printed JSON file per entry,
/// with sorted keys, at `<invariant>/<app>-<hash>.json` (``relativePath``).
public struct CorpusEntry: Hashable, Sendable {
    /// The corpus format this build reads and writes.
    public static let formatVersion = 1

    /// The app the case runs on.
    public var app: CorpusApp
    /// The invariant the case is about; replay checks only this one.
    public var invariant: InvariantName
    /// The seed of the run that found the case; `nil` for a case written by hand.
    public var seed: UInt64?
    /// The index of the case in that run; `nil` for a case written by hand.
    public var caseIndex: Int?
    /// The shrunk case's choices; `nil` for a case written by hand.
    public var choices: [UInt64]?
    /// The case itself: the launch window and the events.
    public var scenario: Scenario
    /// The window sizes in which the invariant fails at the failing step, when
    /// the failure depends on the size.
    public var region: Region?
    /// Whether the invariant must fail or pass on the scenario.
    public var expect: Expectation
    /// The version of iPadOS the case was found on, and is replayed on: the
    /// launch window's (`Window.os`).
    public var os: OSVersion { scenario.window.os }
    /// Free text: what the case shows, and what to do about it.
    public var note: String
    /// For an app read from its Swift source: the paths and their digest
    /// when the entry was saved; nil otherwise.
    public var sources: CorpusSources?

    /// What replaying an entry must show.
    public enum Expectation: String, Hashable, Sendable, CaseIterable {
        /// The invariant holds: a fixed bug that must stay fixed.
        case pass
        /// The invariant fails: a case the harness must keep catching.
        case fail
    }

    /// Creates an entry.
    public init(app: CorpusApp, invariant: InvariantName, seed: UInt64? = nil, caseIndex: Int? = nil,
                choices: [UInt64]? = nil, scenario: Scenario, region: Region? = nil,
                expect: Expectation, note: String) {
        self.app = app
        self.invariant = invariant
        self.seed = seed
        self.caseIndex = caseIndex
        self.choices = choices
        self.scenario = scenario
        self.region = region
        self.expect = expect
        self.note = note
    }

    /// The entry for a failure a run found: `expect: "fail"`, with a note
    /// saying what it saw and when to flip it to `"pass"`.
    ///
    /// - Parameters:
    ///   - failure: the shrunk failure.
    ///   - app: how the entry names its app (a built-in name or the spec).
    public init(failure: Failure, app: CorpusApp) {
        self.init(app: app, invariant: failure.invariant, seed: failure.seed, caseIndex: failure.caseIndex,
                  choices: failure.choices, scenario: failure.scenario, region: failure.region,
                  expect: .fail, note: Self.note(for: failure, app: app))
    }

    /// The note of a saved failure. A built-in mistake stays broken on
    /// purpose, so its note says the harness must keep catching it; any other
    /// app's note says how to turn the entry into a regression test once the
    /// bug is fixed.
    static func note(for failure: Failure, app: CorpusApp) -> String {
        let saw = "\(failure.invariant.rawValue) failed at step \(failure.violation.step): \(failure.violation.message)."
        if app.isBuiltin, let builtin = BuiltinApp.named(app.name), builtin.caughtBy == failure.invariant {
            return "\(app.name) is a built-in mistake (\(failure.app.summary ?? "a known mistake")): "
                + "\(saw) Keep expect \"fail\": the harness must keep catching it."
        }
        return "Found by fuzzrun: \(saw) A bug to fix: expect \"fail\" records it as found; "
            + "once the app is fixed, set expect to \"pass\" so it stays fixed."
    }
}

/// The app of a corpus entry: a built-in app, stored by name, or an app
/// described by a spec, stored whole so the entry replays without the file.
public struct CorpusApp: Hashable, Sendable {
    /// The app.
    public let spec: AppSpec
    /// Whether the entry names a built-in app (`"app": "cafe"`) rather than
    /// embedding the spec.
    public let isBuiltin: Bool

    /// A built-in app, stored by its name.
    public static func builtin(_ app: BuiltinApp) -> CorpusApp {
        CorpusApp(spec: app.spec, isBuiltin: true)
    }

    /// An app described by `spec`, stored whole.
    public static func described(_ spec: AppSpec) -> CorpusApp {
        CorpusApp(spec: spec, isBuiltin: false)
    }

    /// The app's name.
    public var name: String { spec.name }
}
