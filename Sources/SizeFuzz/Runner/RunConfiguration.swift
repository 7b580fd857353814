import LayoutModel

/// What a fuzz run does: which apps, how many cases, which invariants, how
/// the work is split.
public struct RunConfiguration: Sendable {
    /// The run's seed; case `i` is generated from `(seed, i)` alone.
    public var seed: UInt64
    /// How many cases the whole run has (across every shard); case `i` goes to
    /// app `i % apps.count`.
    public var iterations: Int
    /// The apps under test.
    public var apps: [AppSpec]
    /// The invariants to check: built-in ones and your own (``Invariant``);
    /// an app's spec may turn built-in ones off for it
    /// (``FuzzRunner/invariantSets``). Check custom names with
    /// ``InvariantSet/validate()`` before running (`fuzz` does).
    public var invariants: InvariantSet
    /// How many worker threads; results do not depend on it.
    public var jobs: Int
    /// Which part of the cases this process runs.
    public var shard: Shard
    /// The most events a case has.
    public var maxEvents: Int
    /// The most test evaluations shrinking one failure may use.
    public var shrinkBudget: Int
    /// The platform parameters.
    public var platform: Platform
    /// The apps' own navigation code, by app name: an app named here is
    /// driven by its navigator instead of its spec's behaviour.
    public var navigators: [String: AnySceneNavigator]
    /// Whether cases are coverage-guided (``GuidedSearch``, `--guided`)
    /// rather than each generated from `(seed, i)` alone; not with shards.
    public var guided = false

    /// Creates a configuration.
    public init(seed: UInt64, iterations: Int, apps: [AppSpec], invariants: InvariantSet = .all, jobs: Int = 1,
                shard: Shard = .whole, maxEvents: Int = 20, shrinkBudget: Int = 2_000, platform: Platform = .standard,
                navigators: [String: AnySceneNavigator] = [:]) {
        self.seed = seed
        self.iterations = iterations
        self.apps = apps
        self.invariants = invariants
        self.jobs = max(1, jobs)
        self.shard = shard
        self.maxEvents = maxEvents
        self.shrinkBudget = shrinkBudget
        self.platform = platform
        self.navigators = navigators
    }
}

/// A part of a run. Cases go to parts in blocks of one case per app (case
/// `i` to part `(i / apps) % count`), so that every part fuzzes every app
/// whatever the number of parts. The parts for `index` in `1...count` are
/// disjoint and make up the run.
public struct Shard: Hashable, Sendable {
    /// This part, from 1.
    public var index: Int
    /// How many parts.
    public var count: Int

    /// The part `index` of `count` (`--shard K/N`).
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The whole run.
    public static let whole = Shard(index: 1, count: 1)

    /// Whether case `caseIndex` of a run of `apps` apps belongs to this part.
    @inline(__always) public func contains(_ caseIndex: Int, apps: Int) -> Bool {
        (caseIndex / max(1, apps)) % count == index - 1
    }
}
