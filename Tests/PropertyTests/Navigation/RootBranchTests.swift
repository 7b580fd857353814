import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A root is an ordered list of `{when, container}` with a final
/// `otherwise`, over the idiom and the horizontal size class together; the
/// three older forms are shorthands whose encodings do not change.
@Suite struct RootBranchTests {
    static let phoneOrCompact = RootCondition.anyOf([.idiom(.phone), .horizontalSizeClass(.compact)])

    /// `idiom == .phone || horizontalSizeClass == .compact`, and the shorthands
    /// read as branches, at each idiom and size class: the index of the
    /// container shown.
    @Test(arguments: [
        (Idiom.pad, SizeClass.regular, 1, 0, 0),
        (.pad, .compact, 0, 1, 0),
        (.phone, .regular, 0, 0, 1),
        (.phone, .compact, 0, 1, 1),
    ])
    func theFirstBranchThatHoldsIsShown(_ idiom: Idiom, _ horizontal: SizeClass, _ branches: Int, _ sizeClass: Int,
                                        _ byIdiom: Int) {
        let a = Container.view(screen: "a"), b = Container.view(screen: "b")
        #expect(RootSpec.branches([RootBranch(when: Self.phoneOrCompact, container: a)], otherwise: b)
            .index(idiom: idiom, horizontal: horizontal) == branches)
        #expect(RootSpec.sizeClass(regular: a, compact: b).index(idiom: idiom, horizontal: horizontal) == sizeClass)
        #expect(RootSpec.idiom(pad: a, phone: b).index(idiom: idiom, horizontal: horizontal) == byIdiom)
        #expect(RootSpec.any(a).index(idiom: idiom, horizontal: horizontal) == 0)
    }

    @Test(arguments: [
        (RootCondition.allOf([.idiom(.pad), .not(.horizontalSizeClass(.compact))]), Idiom.pad, SizeClass.regular, true),
        (.allOf([.idiom(.pad), .not(.horizontalSizeClass(.compact))]), .pad, .compact, false),
        (.allOf([]), .phone, .compact, true),
        (.anyOf([]), .phone, .compact, false),
    ])
    func conditionsCombine(_ condition: RootCondition, _ idiom: Idiom, _ horizontal: SizeClass, _ holds: Bool) {
        #expect(condition.holds(idiom: idiom, horizontal: horizontal) == holds)
    }

    @Test func conditionsReadAsSwift() {
        #expect(Self.phoneOrCompact.swiftDescription == "idiom == .phone || horizontalSizeClass == .compact")
        #expect(RootCondition.allOf([.idiom(.pad), .anyOf([.horizontalSizeClass(.regular), .not(.idiom(.phone))])])
            .swiftDescription == "idiom == .pad && (horizontalSizeClass == .regular || !(idiom == .phone))")
    }

    /// The general form decodes, and every form encodes as it did.
    @Test func jsonForms() throws {
        let json = #"{"branches": [{"when": {"anyOf": [{"idiom": "phone"}, {"horizontalSizeClass": "compact"}]}, "container": {"view": {"screen": "a"}}}], "otherwise": {"stack": {"root": "a"}}}"#
        let root = try JSONInput.decode(RootSpec.self, from: Data(json.utf8), file: "<json>")
        #expect(root == .branches([RootBranch(when: Self.phoneOrCompact, container: .view(screen: "a"))],
                                  otherwise: .stack(StackSpec(root: "a"))))
        func compact(_ root: RootSpec) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(root), as: UTF8.self)
        }
        #expect(try compact(root) == #"{"branches":[{"container":{"view":{"screen":"a"}},"when":{"anyOf":[{"idiom":"phone"},{"horizontalSizeClass":"compact"}]}}],"otherwise":{"stack":{"root":"a"}}}"#)
        let a = Container.view(screen: "a")
        #expect(try compact(.any(a)) == #"{"any":{"view":{"screen":"a"}}}"#)
        #expect(try compact(.sizeClass(regular: a, compact: a)) == #"{"compact":{"view":{"screen":"a"}},"regular":{"view":{"screen":"a"}}}"#)
        #expect(try compact(.idiom(pad: a, phone: a)) == #"{"pad":{"view":{"screen":"a"}},"phone":{"view":{"screen":"a"}}}"#)
    }

    /// Misspelt keys and empty lists are errors naming the field.
    @Test(arguments: [
        (#"{"branches": [{"whn": {"idiom": "pad"}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"view": {"screen": "s1"}}}"#,
         "root.branches[0].whn: unknown key; did you mean 'when'?"),
        (#"{"branches": [{"when": {"idiom": "tv"}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"view": {"screen": "s1"}}}"#,
         "root.branches[0].when.idiom: 'tv' is not one of pad, phone"),
        (#"{"branches": [{"when": {"idiom": "pad", "not": {"idiom": "pad"}}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"view": {"screen": "s1"}}}"#,
         "root.branches[0].when: a condition is an object with one key: idiom, horizontalSizeClass, minWidth, minHeight, aspect, anyOf, allOf or not"),
        (#"{"branches": [{"when": {"idiom": "pad"}, "container": {"view": {"screen": "s1"}}}]}"#,
         "root.otherwise: missing"),
        (#"{"branches": [], "otherwise": {"view": {"screen": "s1"}}}"#,
         #"root.branches: lists no branches: write {"any": C} for one container"#),
        (#"{"branches": [{"when": {"not": {"anyOf": []}}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"view": {"screen": "s1"}}}"#,
         "root.branches[0].when.not.anyOf: lists no conditions"),
        (#"{"branches": [{"when": {"idiom": "pad"}, "container": {"view": {"screen": "nowhere"}}}], "otherwise": {"view": {"screen": "s1"}}}"#,
         "root.branches[0].container.view.screen: unknown screen 'nowhere'"),
        (#"{"branches": [{"when": {"idiom": "pad"}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"stack": {"root": "nowhere"}}}"#,
         "root.otherwise.stack.root: unknown screen 'nowhere'"),
        (#"{"branches": [{"when": {"idiom": "pad"}, "container": {"view": {"screen": "s1"}}}], "any": {"view": {"screen": "s1"}}}"#,
         "root: needs any, regular and compact, pad and phone, or branches and otherwise; found any and branches"),
    ] as [(String, String)])
    func strictBranches(_ root: String, _ message: String) throws {
        try StrictSpecTests.expectRefused(StrictSpecTests.spec(root: root), message)
    }

    /// The fix of `tab-sections-on-iphone`: an iPhone 16 Pro Max in landscape
    /// is regular width, and `idiom == .phone` gives it the compact tabs.
    @Test func blogUniversalGivesAnIPhoneInRegularWidthItsCompactTabs() throws {
        let result = fuzzrun("layout", "--device", "iphone-16-pro-max", "--orientation", "landscape",
                             "--app", "blog-universal", "--os", "18")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.contains("  tab bar      bottom: Main, Blog, Books, Courses, Search; needs 220 of 956 pt\n"))
        let scenario = try Scenario(window: "iphone-16-pro-max landscape full", events: [], rules: .v18)
        #expect(scenario.evaluate(on: AppModel(.blogUniversal, platform: .v18), invariants: .all).violations == [])
        // On iPad in regular width it shows the sections in a sidebar, as blog does.
        let pad = try Scenario(window: "ipad-pro-11 landscape full", events: ["select-tab blog-swift", "mode split-third"],
                               rules: .v18)
        let evaluator = pad.evaluate(on: AppModel(.blogUniversal, platform: .v18), invariants: .all)
        #expect(evaluator.violations == [])
        #expect(evaluator.layouts.first?.selectedTab == "blog-latest")
        #expect(AppModel(.blogUniversal).plans.map(\.tabs.count) == [5, 12])
    }

    @Test func blogUniversalPassesWhereItsMistakeFails() {
        for (app, code) in [("blog-universal", 0), ("tab-sections-on-iphone", 1)] {
            let result = fuzzrun("--app", app, "--seed", "3", "--iterations", "2000", "--no-timing", "--os", "18")
            #expect(result.code == code, "\(app)")
        }
    }
}
