import LayoutModel

extension Extractor {
    /// The presentation modifiers in a screen's tree, in order: links, tabs,
    /// nested containers and the presentations' own content not entered.
    static func presentationDrafts(in tree: ViewTree) -> [PresentationDraft] {
        switch tree {
        case let .modified(base, modifier, _):
            var found = presentationDrafts(in: base)
            if case .presentation(let draft) = modifier { found.append(draft) }
            return found
        case .custom(_, let body, _): return presentationDrafts(in: body)
        case .group(let children), .container(_, _, let children, _, _), .viewThatFits(let children, _):
            return children.flatMap(presentationDrafts)
        case .stack(_, let root, _): return presentationDrafts(in: root)
        default: return []
        }
    }

    /// The sizing, adaptation and inspector width set anywhere in a
    /// presentation's content, outermost first; nested presentations not entered.
    static func presentationOptions(in tree: ViewTree) -> [PresentationOption] {
        switch tree {
        case let .modified(base, modifier, _):
            let found = presentationOptions(in: base)
            if case .presentationOption(let option) = modifier { return [option] + found }
            return found
        case .custom(_, let body, _): return presentationOptions(in: body)
        case .group(let children), .container(_, _, let children, _, _), .viewThatFits(let children, _):
            return children.flatMap(presentationOptions)
        case .stack(_, let root, _): return presentationOptions(in: root)
        default: return []
        }
    }

    /// The spec's presentations of screen `screen` for the modifiers
    /// `found` in its tree, with their source map entries.
    mutating func screenPresentations(_ found: [PresentationDraft], screen: String, into drafts: inout Drafts) -> [Presentation] {
        found.compactMap { presentation($0, screen: screen, into: &drafts) }
    }

    /// Ties the presentations on the root container (`modifiers`, from
    /// `peel`) to screen `screen`, the one the container shows first: the
    /// model ties a presentation to the screen that declares it
    /// (`Screen.presentations`, `Sources/LayoutModel/App/Screen.swift`), so
    /// one on a `NavigationStack`, a `TabView` or a `NavigationSplitView` is
    /// presented over that screen only, which is an assumption.
    mutating func attachRootPresentations(_ modifiers: [ViewModifier], container: String, screen: String?,
                                          into drafts: inout Drafts) {
        for case .presentation(let draft) in modifiers {
            guard let screen, let index = drafts.index(of: screen) else { continue }
            guard let presentation = presentation(draft, screen: screen, into: &drafts) else { continue }
            assume(draft.at, construct: "`\(draft.at.code)` on the root `\(container)`",
                   "the model ties a presentation to a screen (Screen.presentations): presented over '\(screen)' only")
            if !drafts[screen: index].presentations.contains(where: { $0.id == presentation.id }) {
                drafts[screen: index].presentations.append(presentation)
            }
        }
        registerPresentedStacks(into: &drafts, depth: 0)
    }

    /// Each presentation modifier evaluated that no screen took (on a
    /// sidebar row, inside another presentation): an
    /// assumption, never dropped in silence.
    mutating func notePresentationsNotTied() {
        for draft in presentationBook.seen where !presentationBook.attached.contains(draft.key) {
            assume(draft.at, construct: "`\(draft.at.code)`",
                   "a presentation on a view that is not a screen of the spec (a sidebar row, another presentation): not fuzzed")
        }
    }

    /// One presentation of `screen`, or nil when no code shows it.
    private mutating func presentation(_ draft: PresentationDraft, screen: String, into drafts: inout Drafts) -> Presentation? {
        if !presentationBook.attached.contains(draft.key) { presentationBook.attached.append(draft.key) }
        guard let trigger = draft.trigger else {
            // A presentation no code shows is never seen: fuzzing it could
            // only raise a false alarm.
            if let variant = draft.variant {
                assume(draft.at, construct: "`\(draft.at.code)` for `.\(variant)`",
                       "no code found that sets `\(draft.state) = .\(variant)`: not fuzzed")
            } else {
                assume(draft.at, construct: "`\(draft.at.code)`",
                       "no code found that shows it (`\(draft.state) = ...`, `.toggle()`, or `$\(draft.state)` passed on): not fuzzed")
            }
            return nil
        }
        let id = presentationID(draft, screen: screen)
        var result = Presentation(id, kind: draft.kind)
        var sizingRead = false
        for option in Self.presentationOptions(in: draft.content) {
            switch option {
            case let .sizing(sizing, at) where draft.kind == .sheet && !sizingRead:
                sizingRead = true
                result.sizing = sizing
                drafts.locate(.presentation, "\(id):presentationSizing", at)
            case let .compactAdaptation(adaptation, at) where draft.kind != .fullScreenCover && result.compactAdaptation == nil:
                result.compactAdaptation = adaptation == .automatic ? nil : adaptation
                drafts.locate(.presentation, "\(id):presentationCompactAdaptation", at)
            case let .inspectorWidth(width, at) where draft.kind == .inspector && result.inspectorWidth == nil:
                result.inspectorWidth = width
                drafts.locate(.presentation, "\(id):inspectorColumnWidth", at)
            default:
                break
            }
        }
        // A presentation whose content is a navigation stack shows the
        // screens of its own stack, registered after the presenting screen.
        if let root = presentedStackRoot(draft, id: id) {
            result.stack = root
            drafts.locate(.presentation, id, draft.at)
            drafts.locate(.presentation, "\(id):trigger", trigger)
            return result
        }
        // Content that adapts to any width stays a named leaf of minimum 0,
        // which the drawings label; only no content at all is nil.
        if case .empty = draft.content {
            result.content = nil
        } else {
            let placed = draft.content.width.placed
            result.content = placed.node
            Self.locatePresentation(content: placed, id: id, into: &drafts)
        }
        for (_, at) in Self.links(in: draft.content) {
            assume(at, construct: "`\(at.code)` inside a presentation",
                   "the model navigates the screens beneath a presentation, not its own stack: not a screen of the spec")
        }
        for nested in Self.nestedContainers(in: draft.content) {
            readBook.noteUnmodelled(nested.location)
            assume(nested, construct: "`\(nested.code)` inside a presentation",
                   "a container inside a presentation is not modelled: flexible, minimum width 0", structural: true)
        }
        drafts.locate(.presentation, id, draft.at)
        drafts.locate(.presentation, "\(id):trigger", trigger)
        return result
    }

    /// Source map entries for every node of a presentation's content, by path.
    private static func locatePresentation(content placed: Placed, id: String, path: String? = nil, into drafts: inout Drafts) {
        let here = path.map { $0 + " > " + placed.node.label } ?? placed.node.label
        if case .content = placed.node {} else { drafts.locate(.presentation, "\(id):\(here)", placed.site) }
        for child in placed.children { locatePresentation(content: child, id: id, path: here, into: &drafts) }
    }

    /// The id of a presentation on a screen: its name without the words
    /// around it (`showingExport` as `export`, `isSignUpSheetPresented` as
    /// `sign-up`, an item of type `ExportRequest` as `export-request`), the
    /// same in every evaluation, unique in the app (a view presenting it on
    /// several screens gives `export`, then `export-SCREEN`).
    private mutating func presentationID(_ draft: PresentationDraft, screen: String) -> String {
        let key = "\(draft.key)|\(screen)"
        if let id = presentationBook.ids[key] { return id }
        let base = Self.presentationIDBase(draft.name, kind: draft.kind)
        var id = base
        if presentationBook.used.contains(id) { id = "\(base)-\(screen)" }
        var number = 2
        while presentationBook.used.contains(id) {
            id = "\(base)-\(screen)-\(number)"
            number += 1
        }
        presentationBook.used.append(id)
        presentationBook.ids[key] = id
        return id
    }

    /// `showingExport` as `export`: the prefixes and suffixes that say
    /// "shown" dropped, lower camel case as kebab case.
    static func presentationIDBase(_ name: String, kind: PresentationKind) -> String {
        var word = Substring(name)
        for prefix in ["isShowing", "isPresenting", "isPresented", "showing", "presenting", "shows", "show", "present", "is"]
        where word.hasPrefix(prefix) && word.count > prefix.count {
            let next = word[word.index(word.startIndex, offsetBy: prefix.count)]
            guard next.isUppercase else { continue }
            word = word.dropFirst(prefix.count)
            break
        }
        let suffixes = ["IsPresented", "IsShown", "Presented", "Shown", "Showing", "Visible", "Displayed", "Display",
                        "Sheet", "Popover", "Inspector", "Cover"]
        var trimmed = true
        while trimmed {
            trimmed = false
            for suffix in suffixes where word.hasSuffix(suffix) && word.count > suffix.count {
                word = word.dropLast(suffix.count)
                trimmed = true
                break
            }
        }
        var result = ""
        for (offset, character) in word.enumerated() {
            if character.isUppercase, offset > 0 { result += "-" }
            result += character.lowercased()
        }
        result = Extractor.slug(result)
        return result.isEmpty ? Extractor.slug(kind.rawValue) : result
    }

    /// The presentations of a screen across the evaluations: the iPad's
    /// (regular width first), else the iPhone's; when two evaluations read
    /// different content for one, the narrower (a compact branch inside a
    /// sheet is what a compact sheet shows; the wider would raise a false
    /// alarm there).
    static func mergedPresentations(_ versions: [ScreenDraft?]) -> [Presentation]? {
        let pad = versions.prefix(2).compactMap { $0 }
        let chosen = pad.isEmpty ? versions.dropFirst(2).compactMap { $0 } : pad
        let context = WidthContext(screenWidth: 1024)
        func minimum(_ presentation: Presentation) -> Double { presentation.content?.minimumWidth(in: context) ?? 0 }
        var merged: [Presentation] = []
        for version in chosen {
            for presentation in version.presentations {
                guard let index = merged.firstIndex(where: { $0.id == presentation.id }) else {
                    merged.append(presentation)
                    continue
                }
                if minimum(presentation) < minimum(merged[index]) { merged[index].content = presentation.content }
            }
        }
        return merged.isEmpty ? nil : merged
    }
}
