import LayoutModel

extension SourceMap {
    /// The line of code behind `violation`: the fixed frame inside the view
    /// that overflows, the grid that does not fit, the toolbar item, the
    /// restriction, the behaviour behind a lost selection or path (a
    /// `?? .first` fallback, a reset on size-class changes, state shared by
    /// every window, state declared inside a branch of the root), else the
    /// root container; nil when the map has none.
    public func entry(for violation: Violation) -> Entry? { entry(for: violation, at: nil) }

    /// The line of code behind `violation` in the window whose layout, at
    /// the failing step, is `layout` (nil when not known): as
    /// ``entry(for:)``, and for a tab bar that does not fit, the tab view of
    /// the failing window's size class, or, on an iPhone in regular width
    /// (a Plus or Max in landscape) under a root chosen by size class alone,
    /// the `if horizontalSizeClass == .compact` that gives the iPhone the
    /// iPad's regular-width tab view: the line the fix changes (a sectioned
    /// `.sidebarAdaptable` tab view is a sidebar on iPad, a bottom bar on
    /// iPhone).
    public func entry(for violation: Violation, at layout: Layout?) -> Entry? {
        let message = violation.message
        func before(_ marker: String, in text: String) -> String? {
            text.range(of: marker).map { String(text[..<$0.lowerBound]) }
        }
        func content(_ kind: Kind, screen: String?, path: String) -> Entry? {
            let candidates = entries(kind).filter { entry in
                guard let colon = entry.key.firstIndex(of: ":") else { return false }
                if let screen, entry.key[..<colon] != screen { return false }
                return entry.key[entry.key.index(after: colon)...].hasPrefix(path)
            }
            let fixed = candidates.first { entry in
                let last = entry.key.components(separatedBy: " > ").last ?? entry.key
                return last.contains("frame(width")
            }
            return fixed ?? candidates.first
        }
        var found: Entry?
        if let entry = presentationEntry(for: violation) { return entry }
        switch violation.invariant {
        case .noFixedWidthOverflow:
            if let path = before(" needs ", in: message) { found = content(.frame, screen: nil, path: path) }
        case .contentFits:
            if message.hasPrefix("screen '"), let end = message.dropFirst(8).firstIndex(of: "'") {
                let screen = String(message[message.index(message.startIndex, offsetBy: 8)..<end])
                let rest = String(message[message.index(end, offsetBy: 3)...])
                if let path = before(" needs ", in: rest) { found = content(.frame, screen: screen, path: path) }
            }
        case .gridFits:
            if let path = before(" is ", in: message) {
                found = entries(.grid).first { $0.key.hasSuffix(":" + path) }
            }
        case .selectionPreserved:
            // A `?? .first` fallback, state shared by every window, a
            // selection declared inside a branch of the root, else the tab
            // view of the size class the selection was lost in.
            found = entry(.behavior, "nilFallback") ?? entry(.behavior, "stateScope:app") ?? entry(.behavior, "owns:tabSelection")
            if found == nil, message.contains(" content selection is ") { found = entry(.behavior, "owns:contentSelection") }
            found = found ?? entry(.behavior, "owns:sidebarSelection")
            if found == nil {
                let sizeClass = message.contains("(compact width)") ? "compact" : message.contains("(regular width)") ? "regular" : nil
                found = sizeClass.flatMap { entry(.container, "\($0):tabView") }
            }
        case .pathPreserved:
            found = entry(.behavior, "pathReset:onSizeClassChange") ?? entry(.behavior, "stateScope:app")
                ?? entry(.behavior, "owns:paths")
        case .sceneIsolation:
            found = entry(.behavior, "stateScope:app")
        case .columnsPreserved:
            // The size-class handler that set the columns, else the
            // visibility declared inside a branch of the root.
            found = entries(.behavior).first { $0.key.hasPrefix("columnsOnSizeClassChange") }
                ?? entry(.behavior, "owns:columnVisibility")
        case .tabBarFits:
            if let layout {
                let sizeClass = layout.sizeClasses.horizontal == .compact ? "compact" : "regular"
                if layout.window.idiom == .phone && sizeClass == "regular" { found = entry(.container, "sizeClass:condition") }
                found = found ?? entry(.container, "\(sizeClass):tabView")
                    ?? entry(.container, layout.window.idiom == .phone ? "phone:tabView" : "pad:tabView")
            }
            found = found ?? entries(.container).first { $0.key.hasSuffix(":tabView") }
        case .columnWidthsWithinBounds:
            // The sidebar's `navigationSplitViewColumnWidth` when the sidebar
            // is out of its bounds, else the split view.
            if message.hasPrefix("the tiled sidebar column") {
                found = entries(.container).first { $0.key.hasSuffix(":splitView.sidebarWidth") }
            }
            found = found ?? entries(.container).first { $0.key.hasSuffix(":splitView") }
        case .sizeWithinRestrictions:
            found = entry(.restriction, "minimum") ?? entry(.restriction, "maximum")
        case .toolbarActionsReachable:
            if message.hasPrefix("'"), let end = message.dropFirst().firstIndex(of: "'") {
                let item = String(message[message.index(after: message.startIndex)..<end])
                found = entries(.toolbarItem).first { $0.key.hasSuffix(":" + item) }
            }
        case .windowControlsClear:
            // `screen 'inbox': the header's ...`: the header the screen draws.
            if message.hasPrefix("screen '"), let end = message.dropFirst(8).firstIndex(of: "'") {
                let screen = String(message[message.index(message.startIndex, offsetBy: 8)..<end])
                found = entry(.frame, "\(screen):header")
            }
        default: break
        }
        return found ?? entries(.container).first
    }

    /// The line behind a failure of a presentation's content (`presentation
    /// 'compose' (form sheet, 540 pt wide): frame(width: 640) needs ...`):
    /// the view in its content, else the modifier; and behind a screen's
    /// `content-fits` with an inspector beside it (`; the inspector
    /// 'attributes' takes 400 pt beside it`): the inspector's
    /// `inspectorColumnWidth`, else its modifier.
    private func presentationEntry(for violation: Violation) -> Entry? {
        let message = violation.message
        func quoted(after marker: String) -> (String, Substring)? {
            guard let start = message.range(of: marker) else { return nil }
            let rest = message[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { return nil }
            return (String(rest[..<end]), rest[rest.index(after: end)...])
        }
        let contentInvariants: [InvariantName] = [.noFixedWidthOverflow, .contentFits, .gridFits]
        guard contentInvariants.contains(violation.invariant) else { return nil }
        let marker = violation.invariant == .gridFits ? " is " : " needs "
        // A presentation with a stack of its own shows one of the app's
        // screens: the view in that screen's content.
        // The entry of `kind` under `owner` for the view the message names
        // before `marker`: its fixed frame first, as a VStack's overflow names it.
        func view(_ kind: Kind, of owner: String, in text: Substring) -> Entry? {
            let path = text.range(of: marker).map { String(text[..<$0.lowerBound]) } ?? ""
            let candidates = entries(kind).filter { $0.key.hasPrefix("\(owner):\(path)") }
            return candidates.first { ($0.key.components(separatedBy: " > ").last ?? $0.key).contains("frame(width") }
                ?? candidates.first
        }
        if message.hasPrefix("presentation '"), let (screen, tail) = quoted(after: " pt wide), screen '"),
           tail.hasPrefix(": "), let found = view(violation.invariant == .gridFits ? .grid : .frame, of: screen,
                                                 in: tail.dropFirst(2)) {
            return found
        }
        if message.hasPrefix("presentation '"), let (id, rest) = quoted(after: "presentation '") {
            guard let colon = rest.range(of: "): ") else { return entry(.presentation, id) }
            return view(.presentation, of: id, in: rest[colon.upperBound...]) ?? entry(.presentation, id)
        }
        if violation.invariant == .contentFits, let (id, _) = quoted(after: "; the inspector '") {
            return entry(.presentation, "\(id):inspectorColumnWidth") ?? entry(.presentation, id)
        }
        return nil
    }
}
