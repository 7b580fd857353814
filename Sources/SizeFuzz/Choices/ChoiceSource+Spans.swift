extension ChoiceSource {
    /// Runs `body` inside a span labelled `label`, so the shrinker can treat the
    /// choices it draws as one unit (delete it, zero it, reorder it among its
    /// siblings, replace it by a nested span with the same label).
    ///
    /// With recording off this only calls `body`.
    /// - Parameters:
    ///   - label: a short name for the kind of value drawn, e.g. `"resize"`.
    ///   - body: draws from the source.
    /// - Returns: what `body` returns.
    public mutating func spanned<T>(_ label: StaticString, _ body: (inout ChoiceSource) -> T) -> T {
        guard isRecording else { return body(&self) }
        if marksOnly {
            // A source that keeps only marks keeps nothing of a span that is
            // neither an event nor a length: it only runs its body (opening
            // and closing it cost a guided case about 25 instructions a
            // span). An event's or a length's span is noted where it closes,
            // from where it began, without the stack of open spans.
            let mark = Self.mark(of: label)
            guard mark != .none else { return body(&self) }
            let start = drawCount
            let value = body(&self)
            noteMark(mark, from: start)
            return value
        }
        let token = beginSpan(label)
        let value = body(&self)
        endSpan(token)
        return value
    }

    /// Opens a span and returns its token (`-1` when not recording).
    mutating func beginSpan(_ label: StaticString) -> Int {
        guard isRecording else { return -1 }
        if marksOnly { return beginMark(Self.mark(of: label)) }
        let parent = openSpans.last
        spans.append(
            ChoiceSpan(
                start: draws.count, end: draws.count, label: Self.text(of: label),
                depth: openSpans.count, parent: parent))
        openSpans.append(spans.count - 1)
        return spans.count - 1
    }

    /// The text of a span's label, decoded from its UTF-8 bytes where the
    /// literal has them (every label a generator gives): `String(describing:)`
    /// goes through a text stream and cost a recording guided run about 450
    /// instructions a span.
    static func text(of label: StaticString) -> String {
        guard label.hasPointerRepresentation else { return String(describing: label) }
        return String(decoding: UnsafeBufferPointer(start: label.utf8Start, count: label.utf8CodeUnitCount), as: UTF8.self)
    }

    /// Closes the span `token`; with `discard`, removes it (it must be the last
    /// span opened, with no children).
    mutating func endSpan(_ token: Int, discard: Bool = false) {
        guard token >= 0 else { return }
        if marksOnly { return endMark(token, discard: discard) }
        guard openSpans.last == token else { return }
        openSpans.removeLast()
        if discard, token == spans.count - 1 {
            spans.removeLast()
        } else {
            spans[token].end = draws.count
        }
    }
}
