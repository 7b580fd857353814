extension ShrinkRun {
    /// Sorts sibling spans (same parent, same label) by the sort key, then, if
    /// the full sort is not accepted, swaps adjacent out-of-order siblings.
    mutating func sortSiblings() {
        var groupIndex = 0
        while !exhausted {
            let groups = siblingGroups()
            guard groupIndex < groups.count else { return }
            let members = groups[groupIndex]
            groupIndex += 1
            let contents = members.map { Array(best[spans[$0].range]) }
            let sorted = contents.sorted { ChoiceOrder.isSimpler($0, than: $1) }
            if sorted != contents, consider(rebuild(members, with: sorted)) { continue }
            for k in 0..<(contents.count - 1) where ChoiceOrder.isSimpler(contents[k + 1], than: contents[k]) {
                guard !exhausted else { return }
                var swapped = contents
                swapped.swapAt(k, k + 1)
                if consider(rebuild(members, with: swapped)) { break }
            }
        }
    }

    /// Groups of at least two sibling spans, in order of their first member.
    func siblingGroups() -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [SiblingKey: Int] = [:]
        for (index, span) in spans.enumerated() where span.count > 0 && span.end <= best.count {
            let key = SiblingKey(parent: span.parent ?? -1, label: span.label)
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups.filter { $0.count > 1 }
    }

    /// The best sequence with the spans `members` (disjoint, in order) replaced
    /// by `contents`, keeping the choices between them in place.
    func rebuild(_ members: [Int], with contents: [[UInt64]]) -> [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(best.count)
        var cursor = 0
        for (member, content) in zip(members, contents) {
            let span = spans[member]
            result.append(contentsOf: best[cursor..<span.start])
            result.append(contentsOf: content)
            cursor = span.end
        }
        result.append(contentsOf: best[cursor...])
        return result
    }

    /// Replaces each span by a strictly nested span with the same label, such as
    /// an expression by one of its subexpressions.
    mutating func replaceSpansWithDescendants() {
        var index = 0
        while index < spans.count, !exhausted {
            let outer = spans[index]
            var improved = false
            var inner = index + 1
            while inner < spans.count, spans[inner].start < outer.end, !exhausted {
                let candidateSpan = spans[inner]
                if candidateSpan.label == outer.label, candidateSpan.count < outer.count {
                    var candidate = Array(best[..<outer.start])
                    candidate.append(contentsOf: best[candidateSpan.range])
                    candidate.append(contentsOf: best[outer.end...])
                    if consider(candidate) {
                        improved = true
                        break
                    }
                }
                inner += 1
            }
            if !improved { index += 1 }
        }
    }
}

/// Identifies a group of sibling spans: same parent, same label.
struct SiblingKey: Hashable {
    let parent: Int
    let label: String
}
