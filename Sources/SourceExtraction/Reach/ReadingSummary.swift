import LayoutModel

/// The reading, first: a few lines that say what the reader saw of an app
/// before anything is fuzzed, so that a pass can be weighed against what
/// was read.
///
/// ```text
/// Read Sources/Shop (42 files, 318 KB) in 0.21 s
///   root      ShopApp.swift:9 WindowGroup -> gate RootView.swift:14 `if session.isLoading` (followed: the else branch)
///             -> RootView.swift:22 NavigationSplitView, 2 columns, 4 sidebar rows
///   screens   17 (14 with content); pushes 23 of 26 NavigationLinks (3 not read: OrderRow.swift:40, ...)
///   also      3 sheets, 1 popover; 2 toolbars
///   settings  none found: one window, every orientation, iPad and iPhone (the defaults)
///   assumed   6 structural (listed first), 31 local: `fuzzrun extract --assumptions`
/// ```
///
/// Each count of declarations is the census of the code reachable from the
/// root (``Reach``), so "read N of M" is honest; a thin reading ends with a
/// `thin` line for each reason (``Reach/thinReasons(of:)``).
public struct ReadingSummary: Sendable {
    /// The extraction summarized.
    public var extraction: Extraction
    /// The folders and files read, as given.
    public var paths: [String]
    /// How long the reading took, or `nil` to leave it out (byte-identical output).
    public var seconds: Double?
    /// What the project's settings gave, in one line (`several windows
    /// (Shop.xcodeproj target Shop: generated scene manifest); iPad and
    /// iPhone`), or `nil` when none were read.
    public var settings: String?
    /// The folder locations are printed relative to when under it (the
    /// current directory, as compilers do), ending with `/`; `nil` prints
    /// them as the reader recorded them.
    public var directory: String?

    /// Creates a summary.
    public init(extraction: Extraction, paths: [String], seconds: Double? = nil, settings: String? = nil,
                directory: String? = nil) {
        self.extraction = extraction
        self.paths = paths
        self.seconds = seconds
        self.settings = settings
        self.directory = directory.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// Why the reading is too thin for a pass to mean anything (empty when
    /// it is not).
    public var thinReasons: [String] { extraction.reach.thinReasons(of: extraction.spec) }

    /// The summary's lines, without line breaks.
    public var lines: [String] {
        let reach = extraction.reach
        let size = reach.bytes >= 1024 ? "\((reach.bytes + 512) / 1024) KB" : "\(reach.bytes) bytes"
        let shown = paths.map { path in directory.flatMap { path.hasPrefix($0) && path.count > $0.count ? String(path.dropFirst($0.count)) : nil } ?? path }
        var lines = ["Read \(shown.joined(separator: ", ")) (\(Reach.count(reach.files, "file")), \(size))"
            + (seconds.map { " in \(Self.format($0)) s" } ?? "")]
        if !extraction.skipped.isEmpty {
            let skipped = extraction.skipped
            lines += Self.labelled("skipped", ["\(Reach.count(skipped.count, "path")): "
                + skipped.prefix(10).map { short($0.description) }.joined(separator: ", ")
                + (skipped.count > 10 ? ", and \(skipped.count - 10) more" : "")])
        }
        lines += Self.labelled("root", rootLines)
        lines += Self.labelled("screens", [screensLine])
        if let also = alsoLine { lines += Self.labelled("also", [also]) }
        lines += Self.labelled("settings", [settings ?? "none found: one window, every orientation, iPad and iPhone (the defaults)"])
        let structural = extraction.assumptions.filter(\.isStructural).count
        let local = extraction.assumptions.count - structural
        lines += Self.labelled("assumed", [structural + local == 0 ? "nothing"
            : "\(structural) structural\(structural > 0 ? " (listed first)" : ""), \(local) local: `fuzzrun extract --assumptions`"])
        lines += Self.labelled("thin", thinReasons)
        return lines
    }

    /// The summary as text, one line each, ending with a line break.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    // MARK: Parts

    private var rootLines: [String] {
        let reach = extraction.reach
        let spec = extraction.spec
        var path: [String] = []
        if let site = reach.rootSite { path.append(short(site)) }
        let gates = reach.gates.filter(\.isRoot)
        for gate in gates.prefix(3) {
            path.append("gate \(short(gate.location)) `\(gate.condition)` (followed: \(gate.followed))")
        }
        if gates.count > 3 { path.append("\(gates.count - 3) more gates") }
        let keys = spec.root.containerKeys
        let labels: [String] = switch spec.root {
        case .any: [""]
        case .sizeClass: ["regular: ", "compact: "]
        case .idiom: ["iPad: ", "iPhone: "]
        case .branches(let branches, _): branches.indices.map { "branch \($0 + 1): " } + ["otherwise: "]
        }
        var containers: [String] = []
        for (index, container) in spec.root.containers.enumerated() {
            let entry = extraction.sourceMap.entry(.container, "\(keys[index]):\(container.navigation.rawValue)")
            let at = entry.map { short($0.location) + " " } ?? ""
            containers.append(labels[index] + at + Self.describe(container))
        }
        if containers.count == 1, let only = containers.first {
            path.append(only)
            return [path.joined(separator: " -> ")]
        }
        return [path.joined(separator: " -> ")] + containers.map { "-> " + $0 }
    }

    private var screensLine: String {
        let reach = extraction.reach
        let screens = extraction.spec.screens
        let withContent = screens.filter { $0.content != nil || $0.compactContent != nil }.count
        var parts = ["\(screens.count) (\(withContent) with content)"]
        let links = reach[.links]
        if links.declared.isEmpty {
            parts.append("no NavigationLink declared")
        } else {
            parts.append("pushes \(links.read.count) of \(Reach.count(links.declared.count, "NavigationLink"))" + notRead(links))
        }
        let destinations = reach[.destinations]
        if !destinations.declared.isEmpty {
            parts.append("destinations \(destinations.read.count) of \(destinations.declared.count)" + notRead(destinations))
        }
        let containers = reach[.containers]
        if !containers.declared.isEmpty {
            parts.append("containers \(containers.read.count) of \(containers.declared.count)" + notRead(containers))
        }
        return parts.joined(separator: "; ")
    }

    private var alsoLine: String? {
        let screens = extraction.spec.screens
        var kinds: [PresentationKind: Int] = [:]
        for presentation in screens.flatMap({ $0.presentations ?? [] }) { kinds[presentation.kind, default: 0] += 1 }
        var parts: [String] = []
        let named: [(PresentationKind, String)] = [(.sheet, "sheet"), (.popover, "popover"), (.fullScreenCover, "full-screen cover"),
                                                   (.inspector, "inspector")]
        let shown = named.compactMap { kind, noun in kinds[kind].map { Reach.count($0, noun) } }
        if !shown.isEmpty { parts.append(shown.joined(separator: ", ")) }
        let declared = extraction.reach[.presentations].declared.count
        if declared > 0 { parts.append("presentations \(extraction.reach[.presentations].read.count) of \(declared) read") }
        let toolbars = screens.filter { $0.toolbar != nil }.count
        if toolbars > 0 { parts.append(Reach.count(toolbars, "toolbar")) }
        let frames = extraction.reach[.fixedFrames]
        if !frames.declared.isEmpty { parts.append("fixed widths \(frames.read.count) of \(frames.declared.count)") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    // MARK: Formatting

    /// ` (3 not read: a, b, c, ...)`, or nothing when all were read.
    private func notRead(_ count: Reach.Count) -> String {
        let missing = count.notRead
        guard !missing.isEmpty else { return "" }
        let shown = missing.prefix(3).map(short).joined(separator: ", ")
        return " (\(missing.count) not read: \(shown)\(missing.count > 3 ? ", ..." : ""))"
    }

    /// A container as the root line says it.
    static func describe(_ container: Container) -> String {
        switch container {
        case .splitView(let split):
            var text = "NavigationSplitView, \(split.isThreeColumn ? 3 : 2) columns, "
            text += split.sidebarFromData != nil ? "sidebar rows from data" : Reach.count(split.sidebar.count, "sidebar row")
            return text
        case .tabView(let tabs):
            let count = tabs.entries.flatMap(\.tabs).count
            return "TabView, " + (tabs.tabsFromData != nil ? "tabs from data" : Reach.count(count, "tab"))
        case .stack(let stack): return "NavigationStack, root '\(stack.root)'"
        case .view(let screen): return "a plain view '\(screen)', no navigation container"
        }
    }

    /// `file:line:column` as `file:line`, relative to ``directory``;
    /// anything after the location kept.
    func short(_ location: String) -> String {
        var location = location
        if let directory, location.hasPrefix(directory) { location.removeFirst(directory.count) }
        let head = location.split(separator: " ", maxSplits: 1)
        let parts = head[0].split(separator: ":")
        guard parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil else { return location }
        let shortened = parts.dropLast().joined(separator: ":")
        return head.count > 1 ? "\(shortened) \(head[1])" : shortened
    }

    /// Lines under a label in a column of ten: the label on the first.
    static func labelled(_ label: String, _ lines: [String]) -> [String] {
        lines.enumerated().map { offset, line in
            "  " + (offset == 0 ? label.padding(10) : "".padding(10)) + line
        }
    }

    /// Seconds with two decimals.
    static func format(_ seconds: Double) -> String {
        let hundredths = Int((max(0, min(seconds, 1e6)) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
