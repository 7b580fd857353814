import LayoutModel
import SizeFuzz

/// An app's contact sheet (``ContactSheet``) as one self-contained HTML page
/// (what `fuzzrun gallery` writes and `fuzz(..., attachingGallery: true)`
/// attaches), its drawings grouped by size class, each a thumbnail with its
/// window, size classes and the invariants that fail there written under
/// it. The report's policy: no scripts, nothing loaded, every name escaped;
/// the same app gives the same bytes.
public struct GalleryPage: Sendable {
    /// The app, on the platform the sheet was made on.
    public var model: AppModel
    /// The sheet drawn.
    public var sheet: ContactSheet
    /// What wrote the page, named in its footer (`SizeFuzz fuzzrun 0.9`).
    public var generator: String
    /// For an app read from source, what the reader read (the reading's
    /// lines), shown as the sheet's header; empty for any other app.
    public var reading: [String] = []
    /// Why the reading is too thin for the sheet to say the app works: its
    /// verdict says so instead of "every invariant holds".
    public var thinReasons: [String] = []

    /// The page of `sheet`, the sheet of `model`, written by `generator`.
    public init(model: AppModel, sheet: ContactSheet, generator: String) {
        self.model = model
        self.sheet = sheet
        self.generator = generator
    }

    private var app: AppSpec { model.app }
    private var os: OSVersion { model.platform.os }

    /// The size-class groups, in page order.
    private static let groups: [(SizeClass, SizeClass)] = [(.regular, .regular), (.regular, .compact), (.compact, .regular),
                                                           (.compact, .compact)]

    /// The whole page.
    ///
    /// - Complexity: one drawing per entry of the sheet.
    public var page: String {
        let failing = sheet.entries.filter { !$0.failing.isEmpty }.count
        let verdict = failing > 0 ? ", \(failing) with failing invariants at launch"
            : thinReasons.isEmpty ? ", every invariant holds at launch"
            : ", inconclusive: no invariant fails at launch, but the app was read too thinly (\(thinReasons[0]))"
        let title = "\(app.name): \(sheet.entries.count) windows on \(os.name)" + verdict
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(ReportPage.contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(title))</title>
        <style>
        \(ReportPage.styleSheet)
        </style>
        </head>
        <body>
        <header class="\(failing > 0 ? "failed" : thinReasons.isEmpty ? "passed" : "inconclusive")">
        <h1>\(Markup.escape(title))</h1>
        <p>The app at launch, before any fuzzing, in every window mode of \(Markup.escape(os.name)) on one device of each class \
        (\(Markup.escape(ContactSheet.devices.map(\.rawValue).joined(separator: ", ")))), in both orientations; resizable \
        windows at one width between each pair of the app's breakpoints. Grouped by size class, windows with the same layout \
        on one card; a red outline and ✗ mark an invariant that fails there.</p>
        \(reading.isEmpty ? "" : "<pre class=\"reading\">" + Markup.escape(reading.joined(separator: "\n")) + "</pre>")
        </header>
        <main class="gallery">

        """
        html += "<p class=\"legend\">\(Self.legend)</p>\n"
        for (horizontal, vertical) in Self.groups {
            let cards = sheet.cards(horizontal: horizontal, vertical: vertical)
            guard !cards.isEmpty else { continue }
            let windows = cards.reduce(0) { $0 + $1.entries.count }
            html += "<section>\n<h2>\(horizontal.rawValue) width, \(vertical.rawValue) height: \(ReportText.count(windows, "window")), "
                + "\(ReportText.count(cards.count, "layout"))</h2>\n<div class=\"sheet\">\n"
            for card in cards { html += self.card(card) }
            html += "</div>\n</section>\n"
        }
        html += "</main>\n<footer>\(Markup.escape(generator)) · no scripts, nothing loaded from anywhere</footer>\n"
        return html + "</body>\n</html>\n"
    }

    /// How to read the sheet's drawings, once a page.
    static let legend = "Each card is one layout: the windows listed under it look the same but for their sizes, and the "
        + "first of them is drawn. Grey: the device's screen; white: the window; dark bands: split-view columns with "
        + "their widths; blue boxes: the screen's views. A red frame and ✗ mark a layout in which an invariant fails "
        + "at launch, with what it saw; those come first."

    /// One card: its windows in one line, the first window drawn with its
    /// words at a size that can be read, what fails there, and every window
    /// the card stands for.
    private func card(_ card: ContactSheet.Card) -> String {
        let entry = card.first
        let failing = card.isFailing
        var html = "<figure class=\"card\(failing ? " failing" : "")\">\n"
        html += "<p class=\"card-title\"><strong>\(Markup.escape(card.title))</strong></p>\n"
        for (name, message) in zip(entry.failing, entry.messages + Array(repeating: "", count: entry.failing.count)) {
            html += "<p class=\"card-failure\"><strong>✗ \(Markup.escape(name.rawValue))</strong>"
                + (message.isEmpty ? "" : ": " + Markup.escape(message)) + "</p>\n"
        }
        var drawing = LayoutDrawing(entry.layout, model: model, caption: entry.layout.window.scenarioDescription, marked: failing,
                                    pixelWidth: 400)
        // Text at least 9 px in a card 350 px wide, 11 px at 420 px.
        drawing.textScale = 1.6
        drawing.smallestText = 0.76
        html += drawing.svg
        html += "<figcaption><code>\(Markup.escape(ColumnDiagram.line(entry.layout)))</code><br>"
            + "\(Markup.escape(LayoutSummary.line(entry.layout)))<br>drawn: "
        let windows = card.entries.map { entry in
            let window = entry.layout.window, size = "\(window.size)"
            return window.scenarioDescription + (window.scenarioDescription.hasSuffix(size) ? "" : " " + size)
                + (entry.alsoModes.isEmpty ? "" : " (also " + entry.alsoModes.map(\.rawValue).joined(separator: ", ") + ")")
        }
        html += Markup.escape(entry.layout.window.scenarioDescription) + "</figcaption>\n"
        if windows.count > 1 {
            html += "<details class=\"windows\"><summary>\(ReportText.count(windows.count, "window")) with this layout</summary>"
                + Markup.escape(windows.joined(separator: "; ")) + "</details>\n"
        }
        return html + "</figure>\n"
    }
}
