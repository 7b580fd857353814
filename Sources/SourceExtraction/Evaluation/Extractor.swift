import LayoutModel
import SourceSyntax

/// The window an evaluation is for: the code is evaluated once for each of
/// an iPad in regular width, an iPad in compact width and an iPhone.
struct EvaluationContext: Sendable, Hashable {
    /// The horizontal size class `@Environment(\.horizontalSizeClass)` reads.
    var sizeClass: SizeClass
    /// What `UIDevice.current.userInterfaceIdiom` reads.
    var idiom: Idiom
    /// Whether the root's test of the window's shape holds
    /// (`Extractor+ShapeRoot.swift`): its first branch is followed.
    var shapeHolds = true
}

/// Counts of the reads of the evaluation's context.
struct ContextReads: Sendable, Equatable {
    /// Reads of `horizontalSizeClass`.
    var sizeClass = 0
    /// Reads of `userInterfaceIdiom`.
    var idiom = 0
}

/// The reader's state while it evaluates an app's views: the index, the
/// assumptions so far, the states set for the column being evaluated.
struct Extractor {
    /// Every declaration.
    let index: DeclarationIndex
    /// `--root`.
    let rootName: String?
    /// `--plist`.
    let plist: PlistInfo?
    /// The window being evaluated for.
    var context = EvaluationContext(sizeClass: .regular, idiom: .pad)
    /// States set for this evaluation (a sidebar selection), by state key.
    var overrides: [String: Value] = [:]
    /// Each state's initial value, by state key (`Type.name`).
    var stateInitial: [String: Value] = [:]
    /// The assumptions, in order, without repeats.
    var assumptions: [Assumption] = [] { didSet { assumptionsIndexed = false } }
    /// The assumptions as a set, for ``record(_:)``; up to date while
    /// `assumptionsIndexed` (code that restores saved assumptions clears it).
    var assumptionIndex: Set<Assumption> = []
    /// Whether ``assumptionIndex`` holds exactly ``assumptions``.
    var assumptionsIndexed = true
    /// The views being instantiated, to stop recursion.
    var instantiating: [String] = []
    /// Evaluation steps left: a bound on the work for any input.
    var budget = evaluationBudget
    /// The state each sidebar, tab view, stack and split view is bound to.
    var roles = StateRoles()
    /// The app's types whose code was evaluated (views instantiated), in order.
    var visitedTypes: [String] = []
    /// A view's `@Binding` property (`Type.name`) and the state it was given.
    var aliases: [String: String] = [:]
    /// How often the code read the size class and the idiom: a condition
    /// that read either is a branch between evaluations.
    var contextReads = ContextReads()
    /// The `if` and `switch` statements on the size class or the idiom, by
    /// the location their branch markers carry (``ViewModifier/branch(_:)``).
    var branchSites: [String: Site] = [:]
    /// The getters of tab views' `Binding(get:set:)` selections, by the tab
    /// view's location.
    var selectionGetters: [String: SelectionGetter] = [:]
    /// The window width the conditions of the `if` being read ask for
    /// (`proxy.size.width >= 1024`).
    var widthCondition: Double?
    /// The test of the window's shape the conditions of the root's `if`
    /// being read make (`proxy.size.width < proxy.size.height`).
    var shapeCondition: RootCondition?
    /// The first test of the window's shape the root switched on, kept
    /// across the evaluations of one run.
    var shapeRead: ShapeRead?
    /// What each root gate showed in every evaluation of the run, by its
    /// location (`Extractor+Gates.swift`).
    var gateTallies: [String: GateTally] = [:]
    /// The branch each root gate follows in every evaluation (true: its
    /// first), where the evaluations of a first reading disagreed.
    var gatePins: [String: Bool] = [:]
    /// The side column the root evaluated last shows, if any.
    var sideColumnFound: SideColumnDraft?
    /// The first `Tab` whose value the reader could not read (its tag made up).
    var unreadTab: Site?
    /// The rows from data found (`Extractor+RowsFromData.swift`).
    var dataRows = DataRowsBook()
    /// The presentations seen, their ids and triggers (`Extractor+Presentations.swift`).
    var presentationBook = PresentationBook()
    /// The presentations written inside the items of the `.toolbar` being
    /// evaluated (a button's `.sheet`), which the screen the toolbar belongs
    /// to presents (`Extractor+Modifiers.swift`).
    var toolbarPresentations: [PresentationDraft] = []
    /// The links found in the toolbar items being read, tied to the screen
    /// whose toolbar it is.
    var toolbarLinks: [(Value, Site)] = []
    /// The app's own environment keys looked up, by name (nil: not the
    /// app's), `Extractor+EnvironmentKey.swift`.
    var environmentKeys: [String: AppEnvironmentKey?] = [:]
    /// The environment values the code writes, scanned once for the reading.
    let environmentWrites = EnvironmentWrites()
    /// What the reader read of what the code declares, by location
    /// (`Extractor+Reach.swift`).
    var readBook = ReadBook()
    /// The gates passed on the way to the app's content, in order.
    var gates: [Reach.Gate] = []
    /// The view being instantiated when the evaluation budget ran out.
    var budgetHit: String?
    /// The destination views of links that name one, by the link's location
    /// (`Extractor+DestinationLinks.swift`).
    var linkDestinations: [String: DestinationSource] = [:]
    /// Whether the root view is being read (not yet mapped), and how many
    /// navigation containers enclose the code being read: a gate met at
    /// depth 0 while the root is read stands in front of the app.
    var readingRoot = false
    var containerDepth = 0
    /// Where the root is written: the `WindowGroup`, or the `--root` view.
    var rootSite: String?
    /// How many conditions the reader could not decide so far: an `if`
    /// whose count grew while its conditions were read may be a gate.
    var unknownConditionCount = 0
    /// How many lengths computed from the window's or the screen's width
    /// were read (`UIScreen.main.bounds.width / 3`): a frame whose width is
    /// one is relative, not fixed.
    var windowRelativeReads = 0
    /// The views built under an `if` the reader could not decide (with no
    /// `else`), by their site's location: the condition's site
    /// (``noteUndecided(_:under:)``).
    var undecidedViews: [String: Site] = [:]

    /// The most nested view instantiations followed.
    static let maximumDepth = 48
    /// The most expressions evaluated inside one another (a chain of
    /// modifiers is one per modifier): deeper is cut with a structural
    /// assumption, so a long chain cannot overflow the stack.
    static let maximumExpressionDepth = 256
    /// How many expressions are being evaluated inside one another now.
    var expressionDepth = 0
    /// The most elements of a `ForEach` or array evaluated one by one.
    static let maximumElements = 64

    init(files: [SyntaxTree], rootName: String?, plist: PlistInfo?) {
        index = DeclarationIndex(files: files)
        self.rootName = rootName
        self.plist = plist
    }

    /// Where `range` in file `file` is, with its code on one line.
    func site(_ range: SourceRange, _ file: Int) -> Site {
        let source = index.files[file].file
        // Only the first line is kept: read up to it, not the whole range
        // (a `List` of 10,000 rows is one range).
        var end = Swift.max(range.start, 0)
        let limit = Swift.min(range.end, source.bytes.count, end + 1_024)
        while end < limit, source.bytes[end] != 0x0A, source.bytes[end] != 0x0D { end += 1 }
        var code = source.text(SourceRange(start: range.start, end: end))
            .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        code = code.trimmingCharacters(in: " \t")
        if code.hasSuffix("{") { code = String(code.dropLast()).trimmingCharacters(in: " \t") }
        if code.count > 60 { code = String(code.prefix(57)) + "..." }
        return Site(location: source.location(of: range).description, code: code)
    }

    /// Records an assumption once; `structural` for one that changes the
    /// app's shape (``Assumption/isStructural``).
    mutating func assume(_ range: SourceRange, _ file: Int, _ construct: String, _ assumed: String, structural: Bool = false) {
        let location = index.files[file].file.location(of: range).description
        let assumption = Assumption(location: location, construct: construct, assumed: assumed, isStructural: structural)
        record(assumption)
    }

    /// Spends one step on the code at `range` in file `file`; false when the
    /// budget is gone. The first step refused is a structural assumption at
    /// its line, naming the view being read (``budgetHit``): what follows
    /// it there is cut, and the reading says so.
    mutating func spend(_ range: SourceRange, _ file: Int) -> Bool {
        budget -= 1
        guard budget <= 0 else { return true }
        if budgetHit == nil {
            // The innermost view or team modifier being read (the keys of
            // functions in the recursion guard are not names).
            let view = instantiating.last { !$0.hasPrefix("func ") || $0.dropFirst(5).first?.isLetter == true }
                .map { "`\($0)`" } ?? "the root view"
            let location = index.files[file].file.location(of: range).description
            budgetHit = "\(view) at \(location)"
            assume(range, file, "the evaluation budget (\(Self.evaluationBudget) steps)",
                   "used up while reading \(view): the rest of it and of the views after it not read", structural: true)
        }
        return false
    }

    /// The most evaluation steps one reading takes: a bound on the work for
    /// any input, far above what an app's views need (the largest app of
    /// the validation corpus takes a small fraction of it).
    static let evaluationBudget = 2_000_000
}

extension String {
    /// The string without leading and trailing characters of `set`.
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
