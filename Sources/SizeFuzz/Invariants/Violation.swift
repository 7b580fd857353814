import LayoutModel

/// What an invariant saw go wrong, and where: a value, so a runner, a
/// shrinker or a test can keep it, compare it and print it.
public struct Violation: Hashable, Sendable {
    /// The invariant that failed.
    public var invariant: InvariantName
    /// The step after which it failed: 0 is the launch, `n` the n-th event.
    public var step: Int
    /// The index of the scene it failed in.
    public var scene: Int
    /// What it saw, in one sentence.
    public var message: String

    /// Creates a violation.
    public init(_ invariant: InvariantName, step: Int, scene: Int, _ message: String) {
        self.invariant = invariant
        self.step = step
        self.scene = scene
        self.message = message
    }
}

extension Violation: CustomStringConvertible {
    /// `selection-preserved at step 3 (scene 0): …`.
    public var description: String {
        "\(invariant.rawValue) at step \(step)\(scene == 0 ? "" : " in scene \(scene)"): \(message)"
    }
}
