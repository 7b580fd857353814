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
        windows at one width between each pair of the app's breakpoints. Grouped by size class; a red outline and ✗ mark \
        an invariant that fails there.</p>
        \(reading.isEmpty ? "" : "<pre class=\"reading\">" + Markup.escape(reading.joined(separator: "\n")) + "</pre>")
        </header>
        <main class="gallery">

        """
        for (horizontal, vertical) in Self.groups {
            let entries = sheet.entries.filter {
                $0.layout.sizeClasses.horizontal == horizontal && $0.layout.sizeClasses.vertical == vertical
            }
            guard !entries.isEmpty else { continue }
            html += "<section>\n<h2>\(horizontal.rawValue) width, \(vertical.rawValue) height: \(entries.count) "
                + "window\(entries.count == 1 ? "" : "s")</h2>\n<div class=\"filmstrip\">\n"
            for entry in entries {
                let window = entry.layout.window
                let failing = !entry.failing.isEmpty
                html += "<figure class=\"step\(failing ? " failing" : "")\">\n"
                // Shapes only in the thumbnail; its words under it, at the page's size.
                var thumbnail = LayoutDrawing(entry.layout, model: model, caption: window.scenarioDescription, marked: failing,
                                              pixelWidth: 210)
                thumbnail.thumbnail = true
                html += "<p class=\"step-label\"><strong>\(Markup.escape(window.scenarioDescription))</strong></p>\n"
                html += thumbnail.svg
                html += "<figcaption>\(Markup.escape(thumbnail.footer))<br><code>\(Markup.escape(ColumnDiagram.line(entry.layout)))</code>"
                if !entry.alsoModes.isEmpty {
                    html += "<br>also \(Markup.escape(entry.alsoModes.map(\.rawValue).joined(separator: ", ")))"
                }
                for name in entry.failing { html += "<br><strong>✗ \(Markup.escape(name.rawValue))</strong>" }
                html += "</figcaption>\n</figure>\n"
            }
            html += "</div>\n</section>\n"
        }
        html += "</main>\n<footer>\(Markup.escape(generator)) · no scripts, nothing loaded from anywhere</footer>\n"
        return html + "</body>\n</html>\n"
    }
}
