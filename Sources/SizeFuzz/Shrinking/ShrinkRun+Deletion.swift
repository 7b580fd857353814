extension ShrinkRun {
    /// Deletes each recorded span (an element, a branch, a filter attempt),
    /// parents before children.
    mutating func deleteSpans() {
        var index = 0
        while index < spans.count, !exhausted {
            let span = spans[index]
            if span.count > 0 {
                var candidate = best
                candidate.removeSubrange(span.range)
                if consider(candidate) { continue }
            }
            index += 1
        }
    }

    /// Deletes raw windows of 8 down to 1 consecutive choices, from the end, and
    /// after each success tries to delete as many more choices at the same place.
    mutating func deleteWindows() {
        for size in stride(from: 8, through: 1, by: -1) {
            var start = best.count - size
            while start >= 0, !exhausted {
                var candidate = best
                candidate.removeSubrange(start..<(start + size))
                if consider(candidate) {
                    let base = best
                    let at = start
                    findLargest(limit: UInt64(base.count - at)) { run, extra in
                        var more = base
                        more.removeSubrange(at..<(at + Int(extra)))
                        return run.consider(more)
                    }
                    start = Swift.min(start, best.count - size)
                } else {
                    start -= 1
                }
            }
        }
    }

    /// For each numeric choice, lowers it by one and deletes one later span:
    /// a list length lowered together with one of its elements.
    mutating func lowerAndDeleteLater() {
        var index = 0
        while index < best.count, !exhausted {
            if isNumeric(index), best[index] > 0 {
                let lowered = replacing(index, with: best[index] - 1)
                var improved = false
                for span in spans where span.start > index && span.count > 0 {
                    var candidate = lowered
                    candidate.removeSubrange(span.range)
                    if consider(candidate) {
                        improved = true
                        break
                    }
                    if exhausted { return }
                }
                if improved { continue }
            }
            index += 1
        }
    }

    /// Deletes each span and lowers every later non-zero numeric choice by one,
    /// as if the later choices were indices into a list that lost an element.
    mutating func deleteAndShiftLater() {
        var index = 0
        while index < spans.count, !exhausted {
            let span = spans[index]
            if span.count > 0 {
                var candidate = best
                var shifted = false
                for later in span.end..<best.count where isNumeric(later) && best[later] > 0 {
                    candidate[later] -= 1
                    shifted = true
                }
                if shifted {
                    candidate.removeSubrange(span.range)
                    if consider(candidate) { continue }
                }
            }
            index += 1
        }
    }
}
