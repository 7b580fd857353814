extension AppModel {
    /// ``AppModel/pushTargets(of:focus:)`` as the two lists it is made of,
    /// read without making it: the content column's destinations, then the
    /// visible stack's, less those the content column lists already.
    ///
    /// The event generator reads the count and then one element of the list
    /// (``AppModel/pushTargetList(ofSceneAt:layout:)``): the list, made for
    /// that, cost an allocation where both columns push. Both
    /// lists are the model's own tables, so holding them allocates nothing.
    package struct PushTargets {
        /// The destinations of the content column's top, first in the list
        /// (empty when that column does not show or has no stack).
        @usableFromInline let content: [String]
        /// The destinations of the visible stack's top (empty when its
        /// stack does not show); those in `content` are not in the list.
        @usableFromInline let detail: [String]
        /// The number of screens in the list: `content`'s, and `detail`'s
        /// that `content` does not list (as `filter` keeps them: a name
        /// `detail` gives twice counts twice).
        @usableFromInline package let count: Int

        /// The list of `content`, then `detail` less `content`'s. Always
        /// inlined: made in one place, where its call cost more than the
        /// count of a stack's list alone.
        @inline(__always) init(content: [String], detail: [String]) {
            self.content = content
            self.detail = detail
            var count = content.count
            if content.isEmpty {
                count = detail.count
            } else {
                for name in detail where !content.contains(name) { count += 1 }
            }
            self.count = count
        }

        /// Whether the list is empty.
        @inlinable package var isEmpty: Bool { count == 0 }

        /// The `index`th screen of the list (`0 ..< count`): in `content`,
        /// else the next ones of `detail` that `content` does not list,
        /// walked in order as the list's `filter` kept them. Inlinable: the
        /// generator reads one element, of a stack's list alone (no content
        /// column) in most draws.
        @inlinable package subscript(index: Int) -> String {
            if content.isEmpty { return detail[index] }
            if index < content.count { return content[index] }
            var left = index - content.count
            for name in detail where !content.contains(name) {
                if left == 0 { return name }
                left -= 1
            }
            preconditionFailure("push target \(index) of \(count)")
        }
    }
}
