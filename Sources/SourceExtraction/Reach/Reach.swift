import LayoutModel

/// How much of an app the reader understood: for each construct, what the
/// code reachable from the root declares and what the spec holds of it,
/// the gates passed on the way to the app's content, and where the
/// evaluation budget ran out.
///
/// A test tool that passes an app it did not read has tested nothing, so
/// every command that reads source prints the reach first
/// (``ReadingSummary``), and a reading too thin to mean anything
/// (``thinReasons``) makes a run inconclusive, not passed.
public struct Reach: Sendable, Hashable, Codable {
    /// A construct whose declarations the reader counts.
    public enum Construct: String, Sendable, Hashable, Codable, CaseIterable, CodingKeyRepresentable {
        /// `NavigationSplitView`, `NavigationStack`, `TabView`, `NavigationView`.
        case containers
        /// `NavigationLink`, in every form.
        case links
        /// `.navigationDestination`, in every form.
        case destinations
        /// `Tab(...)` and `.tabItem`.
        case tabs
        /// `.sheet`, `.popover`, `.fullScreenCover`, `.inspector`.
        case presentations
        /// `.frame(width:)`.
        case fixedFrames
    }

    /// One construct's declarations and the ones read.
    public struct Count: Sendable, Hashable, Codable {
        /// Where each declaration is (`file:line:column`), in the order found.
        public var declared: [String]
        /// The declarations the spec holds, in the same order.
        public var read: [String]

        /// Creates a count.
        public init(declared: [String] = [], read: [String] = []) {
            self.declared = declared
            self.read = read
        }

        /// The declarations not read, in order.
        public var notRead: [String] {
            let kept = Set(read)
            return declared.filter { !kept.contains($0) }
        }
    }

    /// A condition in front of the app's content (a launch screen, a login,
    /// a loading spinner) and the branch the reader followed past it.
    public struct Gate: Sendable, Hashable, Codable {
        /// `file:line:column` of the `if` or `switch`.
        public var location: String
        /// The condition as written, shortened: `if session.isLoading`.
        public var condition: String
        /// The branch followed: `the else branch`, `case .loaded`.
        public var followed: String
        /// Whether the branch followed shows a navigation container (the
        /// app's content); false when no branch does.
        public var reachesContent: Bool
        /// Whether it stands in front of the root's containers (a launch,
        /// login or loading gate), not inside a screen's content.
        public var isRoot: Bool

        /// Creates a gate.
        public init(location: String, condition: String, followed: String, reachesContent: Bool, isRoot: Bool = true) {
            self.location = location
            self.condition = condition
            self.followed = followed
            self.reachesContent = reachesContent
            self.isRoot = isRoot
        }
    }

    /// The Swift files read.
    public var files: Int
    /// Their size in bytes.
    public var bytes: Int
    /// Where the root is written (`file:line:column` and what:
    /// `WindowGroup`, the `--root` view).
    public var rootSite: String?
    /// What each construct declares and what was read of it.
    public var counts: [Construct: Count]
    /// The gates passed, in the order met.
    public var gates: [Gate]
    /// The view being read when the evaluation budget ran out, if it did.
    public var budgetHit: String?
    /// The app's types reached from the root, in the order reached.
    public var reachedTypes: [String]

    /// Creates a reach.
    public init(files: Int = 0, bytes: Int = 0, rootSite: String? = nil, counts: [Construct: Count] = [:],
                gates: [Gate] = [], budgetHit: String? = nil, reachedTypes: [String] = []) {
        self.files = files
        self.bytes = bytes
        self.rootSite = rootSite
        self.counts = counts
        self.gates = gates
        self.budgetHit = budgetHit
        self.reachedTypes = reachedTypes
    }

    /// The count of `construct` (empty when the code declares none).
    public subscript(_ construct: Construct) -> Count { counts[construct] ?? Count() }

    /// Why the reading is too thin for a pass to mean anything, one
    /// sentence each; empty when it is not thin.
    ///
    /// Thin is: the root read is not a navigation container while the code
    /// reachable from the root declares one; the code declares links or
    /// destinations, some not read, and the spec has no screen to push (a
    /// sidebar's links read as its rows select, not push); a gate whose
    /// branches show no navigation container although the code declares
    /// one; a split view with no sidebar row read; the evaluation budget ran
    /// out. An app that really has no navigation (one view) is not thin.
    public func thinReasons(of spec: AppSpec) -> [String] {
        var reasons: [String] = []
        let declaresContainer = !self[.containers].declared.isEmpty
        if declaresContainer, spec.root.containers.allSatisfy({ $0.navigation == .view }) {
            reasons.append("the root read is a plain view, but the code reachable from it declares "
                + "\(Self.count(self[.containers].declared.count, "navigation container"))")
        } else if spec.root.containers.contains(where: { $0.navigation == .view }), let first = self[.containers].notRead.first {
            // One kind of window shows a plain view (`regular: view`) while
            // the code has containers the reader did not read: that window's
            // navigation is not in the model.
            let notRead = self[.containers].notRead
            reasons.append("a branch of the root is read as a plain view, and the reader did not read "
                + "\(Self.count(notRead.count, "navigation container")) of the code (\(first)\(notRead.count > 1 ? ", ..." : ""))")
        }
        let declaresPushes = !self[.links].declared.isEmpty || !self[.destinations].declared.isEmpty
        let pushes = spec.screens.contains { !($0.destinations ?? []).isEmpty || !($0.destinationsFromData ?? []).isEmpty }
        // Links read as sidebar or content rows select, not push: thin only
        // when some link or destination was not read at all.
        let unread = !self[.links].notRead.isEmpty || !self[.destinations].notRead.isEmpty
        if declaresPushes, !pushes, unread {
            let links = self[.links].declared.count, destinations = self[.destinations].declared.count
            var what: [String] = []
            if links > 0 { what.append(Self.count(links, "NavigationLink")) }
            if destinations > 0 { what.append(Self.count(destinations, "navigationDestination")) }
            reasons.append("the code declares \(what.joined(separator: " and ")), but the model has no screen to push")
        }
        if declaresContainer, let gate = gates.first(where: { !$0.reachesContent }) {
            reasons.append("the gate at \(gate.location) (`\(gate.condition)`) shows no navigation container on any branch read")
        }
        for container in spec.root.containers {
            guard case .splitView(let split) = container, split.sidebar.isEmpty, split.sidebarFromData == nil else { continue }
            reasons.append("the split view has no sidebar row the reader could read")
            break
        }
        if let budgetHit {
            reasons.append("the evaluation budget ran out while reading \(budgetHit)")
        }
        return reasons
    }

    /// `1 link`, `2 links`.
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}
