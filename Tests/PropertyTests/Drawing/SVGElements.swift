import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document parsed as XML, with its elements by name and class:
/// how the tests read the geometry back out of a drawing.
struct SVGElements {
    /// Every element, in document order.
    let all: [XMLElement]

    /// Parses `svg`; throws when it is not well-formed XML.
    init(_ svg: String) throws {
        let document = try XMLDocument(xmlString: svg, options: [])
        var found: [XMLElement] = []
        func visit(_ node: XMLNode) {
            if let element = node as? XMLElement { found.append(element) }
            for child in node.children ?? [] { visit(child) }
        }
        if let root = document.rootElement() { visit(root) }
        all = found
    }

    /// The elements named `name` (`rect`, `text`) whose class list holds `role`.
    func elements(_ name: String, role: String) -> [XMLElement] {
        all.filter { $0.localName == name && ($0.string("class") ?? "").split(separator: " ").contains(Substring(role)) }
    }

    /// Every text element's text, in document order.
    var texts: [String] { all.filter { $0.localName == "text" }.map { $0.stringValue ?? "" } }
}

extension XMLElement {
    /// The attribute `name` as a number (`nan` when absent).
    func number(_ name: String) -> Double {
        Double(string(name) ?? "") ?? .nan
    }

    /// The attribute `name` as text. (FoundationXML's `attribute(forName:)`
    /// finds nothing on elements in a default namespace, as SVG's are.)
    func string(_ name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }
}

/// `value` as the drawing writes it: to hundredths of a point.
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
