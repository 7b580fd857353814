import LayoutModel

extension Extractor {
    /// What the code reachable from the root declares (``ConstructCensus``)
    /// against what the reading holds of it: the links and destinations
    /// that became pushes or rows, the containers the model holds, the
    /// tabs, presentations and fixed frames of the spec.
    func reach(of source: RootSource, map: SourceMap) -> Reach {
        let root: String = switch source {
        case .windowGroup(_, _, let appName): appName
        case .view(let info): info.name
        }
        let census = ConstructCensus(index: index, roots: [root])
        var book = readBook
        for entry in map.entries(.presentation) where !entry.key.contains(":") { book.note(.presentations, entry.location) }
        for entry in map.entries(.frame) where entry.code.hasPrefix(".frame(") { book.note(.fixedFrames, entry.location) }
        var counts: [Reach.Construct: Reach.Count] = [:]
        for construct in Reach.Construct.allCases {
            let declared = census.locations(of: construct)
            guard !declared.isEmpty else { continue }
            counts[construct] = Reach.Count(declared: declared, read: declared.filter { book.contains(construct, $0) })
        }
        let bytes = index.files.reduce(0) { $0 + $1.file.bytes.count }
        return Reach(files: index.files.count, bytes: bytes, rootSite: rootSite, counts: counts, gates: gates,
                     budgetHit: budgetHit, reachedTypes: census.reachedTypes)
    }
}
