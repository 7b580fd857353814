import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// `.onOpenURL` with a `switch` on the URL's host: one path deep link for
/// each `case` that pushes, with that case's selection and values.
@Suite struct HostSwitchPatternTests {
    static func snippet(_ subject: String) -> Snippet {
        Snippet.cafe("switch \(subject)", """
                    .onOpenURL { url in
                        path.removeAll()
                        switch \(subject) {
                        case "drinks"?:
                            guard let drink = Drink(rawValue: url.lastPathComponent) else { return }
                            selection = .coffee
                            path.append(drink)
                        case "moji":
                            selection = .moji
                        default:
                            break
                        }
                    }
            """)
    }

    /// `url.host` and `url.host()`: the "drinks" case is a deep link (its
    /// selection, the reset before the switch, the values of `Drink`); the
    /// "moji" case pushes nothing, so it is no path deep link, and says so.
    @Test(arguments: ["url.host", "url.host()", "url.host(percentEncoded: false)"])
    func eachHostCaseIsADeepLink(_ subject: String) throws {
        let snippet = Self.snippet(subject)
        let (spec, entries, assumptions) = try snippet.extract()
        #expect(spec.behavior?.deepLinks == [
            DeepLink(host: "drinks", select: "coffee", popToRoot: true, values: ["latte", "espresso"]),
        ])
        let entry = try #require(entries.first { $0.key == "deepLink:/drinks" })
        #expect(entry.location == snippet.location(of: ".onOpenURL"))
        #expect(assumptions == ["\(snippet.location(of: ".onOpenURL")): `.onOpenURL`: a deep link the reader cannot read "
            + "(a literal query item name or URL host, a selection, values pushed onto a path): not fuzzed"])
    }

    /// Two hosts that both push: two deep links, each with its own selection.
    @Test func twoHostsAreTwoDeepLinks() throws {
        let snippet = Snippet.cafe("two hosts", """
                    .onOpenURL { url in
                        switch url.host() {
                        case "drinks", "menu":
                            guard let drink = Drink(rawValue: url.lastPathComponent) else { return }
                            selection = .coffee
                            path = [drink]
                        case "specials":
                            selection = .moji
                            path.append(Drink.latte)
                        default:
                            break
                        }
                    }
            """)
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.behavior?.deepLinks?.map(\.eventKey) == ["/drinks", "/menu", "/specials"])
        #expect(spec.behavior?.deepLinks?.map(\.select) == ["coffee", "coffee", "moji"])
        #expect(assumptions == [])
    }
}
