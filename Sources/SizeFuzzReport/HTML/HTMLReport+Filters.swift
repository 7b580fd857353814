import LayoutModel
import SizeFuzz

extension HTMLReport {
    /// Filters of a failing page by app and by invariant that work with no
    /// script: one link a name, each to an empty target at the filters; a
    /// style rule per name hides, while its target is the page's `:target`,
    /// the sections and summary rows of every other name (`:has()`).
    ///
    /// Names never reach the style sheet: each is a class numbered in the
    /// order of the failures (`app-0`, `invariant-1`).
    struct Filters {
        /// The apps that fail, in the order of their first failure.
        var apps: [String] = []
        /// The invariants that fail, in the order of their first failure.
        var invariants: [String] = []

        /// The filters of `failures`.
        init(_ failures: [Failure]) {
            for failure in failures {
                if !apps.contains(failure.app.name) { apps.append(failure.app.name) }
                if !invariants.contains(failure.invariant.rawValue) { invariants.append(failure.invariant.rawValue) }
            }
        }

        /// The classes of a section or row showing `failures`: its apps' and
        /// its invariants'.
        func classes(_ failures: [Failure]) -> String {
            var classes: [String] = []
            for failure in failures {
                if let index = apps.firstIndex(of: failure.app.name), !classes.contains("app-\(index)") {
                    classes.append("app-\(index)")
                }
                if let index = invariants.firstIndex(of: failure.invariant.rawValue), !classes.contains("invariant-\(index)") {
                    classes.append("invariant-\(index)")
                }
            }
            return classes.joined(separator: " ")
        }

        /// Whether filtering helps: more than one app or invariant.
        var isUseful: Bool { apps.count > 1 || invariants.count > 1 }

        /// The style rules, one a name.
        var style: String {
            guard isUseful else { return "" }
            var css = ""
            for (kind, count) in [("app", apps.count), ("invariant", invariants.count)] {
                for index in 0..<count {
                    let name = "\(kind)-\(index)"
                    css += "body:has(#only-\(name):target) :is(section.failure, tr.failure):not(.\(name)) { display: none; }\n"
                        + "body:has(#only-\(name):target) a[href=\"#only-\(name)\"] { font-weight: 700; text-decoration: none; }\n"
                }
            }
            return css
        }

        /// The links, over the summary table.
        var html: String {
            guard isUseful else { return "" }
            func links(_ kind: String, _ names: [String]) -> String {
                names.indices.map { "<span id=\"only-\(kind)-\($0)\"></span><a href=\"#only-\(kind)-\($0)\">"
                    + Markup.escape(names[$0]) + "</a>" }.joined(separator: " ")
            }
            var html = "<nav class=\"filters\" id=\"summary\">Show only: "
            if apps.count > 1 { html += "<span class=\"group\">app " + links("app", apps) + "</span> " }
            if invariants.count > 1 { html += "<span class=\"group\">invariant " + links("invariant", invariants) + "</span> " }
            return html + "<a href=\"#all\" class=\"all\">all</a></nav>\n"
        }
    }
}
