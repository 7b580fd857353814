import LayoutModel

/// An invariant: one of the built-in ones (`.gridFits`), or one of your own,
/// a named check over each step that SizeFuzz runs beside the built-in ones,
/// and reports, shrinks and prints the same way.
///
/// Declare yours as a static member of `Invariant`, named in camel case
/// after its kebab-case name, as Swift Testing's tags are declared: the
/// regression test a failure prints refers to it that way.
///
/// ```swift
/// extension Invariant {
///     /// Clearing the sidebar's selection never moves the tab bar.
///     static let deselectKeepsTab = Invariant("deselect-keeps-tab") { step in
///         guard step.event?.action == .deselect, let before = step.before,
///               before.state.navigation.tabSelection != step.after.state.navigation.tabSelection
///         else { return nil }
///         return "clearing the sidebar moved the tab"
///     }
/// }
/// ```
///
/// The check runs on worker threads (`jobs`), so it must be `@Sendable`; it
/// must be a function of the step alone (no state of its own, no clock), or
/// shrinking and replay will not find the same failure again.
public struct Invariant: Sendable {
    /// The name reports print: a built-in name, or `.custom(name)`.
    public let name: InvariantName
    /// One line on what the invariant promises.
    public let summary: String
    /// The check of a custom invariant: `nil` when the step is fine, else
    /// what is wrong, in one sentence. `nil` for a built-in invariant, which
    /// the evaluator checks itself.
    let check: (@Sendable (Step) -> String?)?

    /// An invariant of your own.
    /// - Parameters:
    ///   - name: its name in reports, kebab-case (`deselect-keeps-tab`): not
    ///     empty, no spaces or control characters, not a built-in name, and
    ///     unique within a run (``InvariantSet/validate()`` checks).
    ///   - summary: one line on what it promises.
    ///   - check: called after every step for every connected scene: `nil`
    ///     when the step is fine, else what is wrong, in one sentence. Only
    ///     its first failure in a case is kept.
    public init(_ name: String, summary: String = "", check: @escaping @Sendable (Step) -> String?) {
        self.name = .custom(name)
        self.summary = summary.isEmpty ? "\(name), an invariant of your own" : summary
        self.check = check
    }

    /// The built-in invariant `name`.
    public init(_ name: InvariantName) {
        self.name = name
        summary = name.summary
        check = nil
    }

    /// What a custom invariant sees of one step in one scene: the scene's
    /// state and layout before and after, and the event.
    public struct Step: Sendable {
        /// Which step: 0 for the launch, `n` after the n-th event.
        public var number: Int
        /// The event of the step; `nil` at the launch.
        public var event: Event?
        /// The index of the scene.
        public var scene: Int
        /// The scene before the step; `nil` at the launch and in a scene the
        /// step opened.
        public var before: Snapshot?
        /// The scene after the step.
        public var after: Snapshot
        /// The app under test: its spec, platform and navigator.
        public var model: AppModel
    }

    /// A scene at one moment: its state (window, phase, navigation) and its
    /// layout.
    public struct Snapshot: Sendable {
        /// The scene's window, phase and navigation state.
        public var state: SceneState
        /// The scene's layout.
        public var layout: Layout
    }
}
