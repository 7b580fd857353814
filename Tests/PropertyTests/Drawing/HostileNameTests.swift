import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzReport
import Testing
@testable import fuzzrun

/// Everything from input is text in a drawing and in the HTML report, never
/// markup: names holding `<script>`, quotes, `]]>`, `</svg>` and control
/// characters.
@Suite struct HostileNameTests {
    static let hostile = "<script>alert(\"x\")</script> 'q' ]]> </svg> &amp; \u{1}\u{1b}\u{7f}\u{9b}"
    /// How the drawing writes it: the control characters spelled out.
    static let shown = "<script>alert(\"x\")</script> 'q' ]]> </svg> &amp; \\u{1}\\u{1b}\\u{7f}\\u{9b}"

    /// An app whose every name is hostile, which overflows in narrow windows.
    /// Built in Swift, so no spec validation stands in the way.
    static let app = AppSpec(
        name: "evil" + hostile,
        screens: [
            Screen("home" + hostile, title: hostile, content: .hstack(spacing: 0, children: [
                .frame(width: 300, content: .content(name: "side" + hostile, minWidth: 0)),
                .content(name: "list" + hostile, minWidth: 320),
            ]), toolbar: ToolbarSpec(items: (0..<20).map { ToolbarItem("act\($0)" + hostile, placement: .primaryAction) })),
            Screen("other" + hostile, title: "t" + hostile),
        ],
        root: .any(.splitView(SplitViewSpec(sidebar: ["home" + hostile, "other" + hostile]))))

    @Test func escapeSpellsOutWhatXMLCannotHold() {
        #expect(Markup.escape(Self.hostile) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;q&#39; ]]&gt; &lt;/svg&gt; "
            + "&amp;amp; \\u{1}\\u{1b}\\u{7f}\\u{9b}")
        #expect(Markup.escape("tab\tline\nok é 💥") == "tab\tline\nok é 💥")
    }

    @Test func aDrawingKeepsHostileNamesAsText() throws {
        let model = AppModel(Self.app, platform: .v18)
        let evaluator = try Scenario(window: "ipad-pro-11 landscape split-third", events: [], rules: .v18).evaluate(on: model, invariants: [])
        var scenario = try Scenario(window: "ipad-pro-11 landscape full", events: [], rules: .v18)
        scenario.events = [.init(.selectSidebar("home" + Self.hostile))]
        let expanded = scenario.evaluate(on: model, invariants: [])
        for layout in [evaluator.layouts[0], expanded.layouts[0]] {
            let svg = LayoutDrawing(layout, model: model, caption: Self.hostile).svg
            #expect(!svg.contains("<script"))
            #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            let parsed = try SVGElements(svg)
            // One svg document, and the window's clipping viewport: nothing was injected.
            #expect(parsed.all.filter { $0.localName == "svg" }.map { $0.string("class") ?? "" } == ["layout", "clip"])
            #expect(parsed.all.filter { $0.localName == "script" }.isEmpty)
            #expect(parsed.texts.contains(Self.shown))
        }
        let texts = try SVGElements(LayoutDrawing(expanded.layouts[0], model: model).svg).texts
        #expect(texts.contains { $0.hasPrefix("side<script>") })
        #expect(texts.contains { $0.hasPrefix("act") && $0.contains("<script>alert(\"x\")") })
    }

    @Test func theHTMLReportKeepsHostileNamesAsText() throws {
        let configuration = RunConfiguration(seed: 1, iterations: 60, apps: [Self.app], jobs: 1)
        let result = FuzzRunner(configuration).run()
        #expect(!result.passed)
        let page = HTMLReport(report: RunReport(result: result, sources: [AppSource(spec: Self.app, path: nil)],
                                                elapsedSeconds: nil)).page
        try Self.checkSafe(page)
        #expect(page.contains(Markup.escape("evil" + Self.hostile)))
    }

    /// What every report page must be: the policy, no script, nothing
    /// remote, no raw control characters, every drawing well-formed XML.
    static func checkSafe(_ page: String) throws {
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
            + "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\">"))
        #expect(!page.lowercased().contains("<script"))
        #expect(!page.lowercased().contains("javascript:"))
        #expect(!page.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) })
        // Nothing names a place to load from: the only URL is the SVG namespace.
        let withoutNamespace = page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
            .replacingOccurrences(of: "<meta http-equiv=", with: "")
        #expect(withoutNamespace.range(of: "http") == nil && !withoutNamespace.contains("://"))
        #expect(!withoutNamespace.contains("=\"//") && !withoutNamespace.replacingOccurrences(of: "url(#hatch)", with: "").contains("url("))
        #expect(!page.contains("src=\"") && !page.contains("<img") && !page.contains("<link") && !page.contains("<iframe")
            && !page.contains("@import"))
        // Every drawing a document of its own, with a nested viewport (`class="clip"`) at most per window.
        let drawings = page.components(separatedBy: "<svg xmlns=").dropFirst()
        let nested = page.components(separatedBy: "<svg class=\"clip\"").count - 1
        #expect(drawings.count + nested == page.components(separatedBy: "</svg>").count - 1)
        #expect(drawings.count + nested == page.components(separatedBy: "<svg ").count - 1)
        for drawing in drawings {
            // The document ends at the last </svg> before the next drawing.
            let end = try #require(drawing.range(of: "</svg>", options: .backwards))
            _ = try SVGElements("<svg xmlns=" + drawing[..<end.upperBound])
        }
    }
}
