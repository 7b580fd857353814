import LayoutModel

extension Extractor {
    /// The root from the containers of each evaluation (an iPad in regular
    /// and compact width, then, unless the app is for iPad only, an iPhone in
    /// compact and in regular width), with the state each container's branch
    /// owns, and the key of each evaluation's container in the source map
    /// (empty for one whose container another evaluation already names).
    ///
    /// One container is `any`; one for regular width and one for compact
    /// on both idioms is `sizeClass`; one per idiom is `idiom`; one container
    /// in the iPad's regular width and another in every other window (`if
    /// idiom == .phone || horizontalSizeClass == .compact`), or another in
    /// one other kind of window, is `branches` with the condition that
    /// picks those windows. Any other shape is read as the iPad's regular
    /// container on iPad and the iPhone's compact one on iPhone, an assumption.
    mutating func rootShape(_ containers: [Container], _ trees: [ViewTree],
                            _ drafts: inout [Drafts]) -> (RootSpec, [String]) {
        let regular = containers[0], compact = containers[1]
        // The state each container's branch owns, where the iPad's regular
        // tree and `other`'s part.
        func owned(_ number: Int, parting other: Int) -> Container {
            guard let above = Self.viewsAboveSwitch(trees[0], trees[other]) else { return containers[number] }
            return containers[number].owning(ownedParts(of: trees[number], above: above, into: &drafts[number]))
        }
        if containers.count < 4 {
            if regular == compact { return (.any(regular), ["any"]) }
            return (.sizeClass(regular: owned(0, parting: 1), compact: owned(1, parting: 1)), ["regular", "compact"])
        }
        let phone = containers[2], phoneRegular = containers[3]
        if regular == compact && compact == phone && phone == phoneRegular { return (.any(regular), ["any"]) }
        if regular == phoneRegular && compact == phone {
            return (.sizeClass(regular: owned(0, parting: 1), compact: owned(1, parting: 1)), ["regular", "compact"])
        }
        if regular == compact && phone == phoneRegular { return (.idiom(pad: regular, phone: phone), ["pad", "", "phone"]) }
        let others = (1...3).filter { containers[$0] != regular }
        if let first = others.first, others.allSatisfy({ containers[$0] == containers[first] }),
           let condition = Self.condition(showing: others) {
            var keys = ["otherwise", "", "", ""]
            keys[first] = "branches[0].container"
            return (.branches([RootBranch(when: condition, container: owned(first, parting: first))], otherwise: owned(0, parting: first)), keys)
        }
        if let site = drafts[1].entries.first(where: { $0.kind == .container }) {
            assume(Site(location: site.location, code: site.code), construct: "a root that depends on the device and the size class",
                   "the iPad's regular-width container at every size on iPad", structural: true)
        }
        return (.idiom(pad: regular, phone: phone), ["pad", "", "phone"])
    }

    /// The condition that holds in exactly the evaluations `numbers` (1: an
    /// iPad in compact width, 2: an iPhone in compact, 3: an iPhone in
    /// regular; never 0, the iPad's regular width, whose container is the
    /// `otherwise`), when one `&&` or `||` of the idiom and the size class
    /// says it.
    static func condition(showing numbers: [Int]) -> RootCondition? {
        switch numbers {
        case [1, 2, 3]: .anyOf([.idiom(.phone), .horizontalSizeClass(.compact)])
        case [1]: .allOf([.idiom(.pad), .horizontalSizeClass(.compact)])
        case [2]: .allOf([.idiom(.phone), .horizontalSizeClass(.compact)])
        case [3]: .allOf([.idiom(.phone), .horizontalSizeClass(.regular)])
        default: nil
        }
    }
}
