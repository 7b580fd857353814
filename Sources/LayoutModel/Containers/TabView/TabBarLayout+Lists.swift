extension TabBarLayout {
    /// A tab bar's items, overflow and sidebar groups, never changed once made.
    ///
    /// The top bars of a ``Plan`` (one for each number of items that fit)
    /// hold a count into one shared ``TopForm`` and make their arrays only
    /// when asked, so that a plan of `n` tabs takes time and memory in `n`,
    /// not in `n²`; every other bar holds its arrays.
    @usableFromInline final class Lists: Sendable {
        /// Where the lists are.
        let storage: Storage
        /// Whether ``overflow`` is empty, known without making it.
        @usableFromInline let overflowIsEmpty: Bool
        /// The number of ``items``.
        let itemCount: Int
        /// The number of ``overflow`` tags.
        let overflowCount: Int

        /// The lists themselves, or a top bar's count into its plan's form.
        enum Storage: Sendable {
            /// Lists held here.
            case lists(items: [Item], overflow: [String], sidebar: [SidebarGroup])
            /// The first `count` top items of `form` shown, the rest scrolled away.
            case top(TopForm, count: Int)
        }

        /// A box of the three lists.
        init(items: [Item], overflow: [String], sidebar: [SidebarGroup]) {
            storage = .lists(items: items, overflow: overflow, sidebar: sidebar)
            overflowIsEmpty = overflow.isEmpty
            itemCount = items.count
            overflowCount = overflow.count
        }

        /// The top bar of `form` with its first `count` items shown.
        init(top form: TopForm, count: Int) {
            storage = .top(form, count: count)
            itemCount = count + form.pinned.count
            overflowCount = form.tags.count - form.starts[count]
            overflowIsEmpty = overflowCount == 0
        }

        /// ``TabBarLayout/items``: made on each call for a top bar.
        @usableFromInline var items: [Item] {
            switch storage {
            case let .lists(items, _, _): items
            case let .top(form, count): Array(form.top[..<count]) + form.pinned
            }
        }

        /// ``TabBarLayout/overflow``: made on each call for a top bar.
        @usableFromInline var overflow: [String] {
            switch storage {
            case let .lists(_, overflow, _): overflow
            case let .top(form, count): Array(form.tags[form.starts[count]...])
            }
        }

        /// ``TabBarLayout/sidebar``: empty for a top bar.
        @usableFromInline var sidebar: [SidebarGroup] {
            switch storage {
            case let .lists(_, _, sidebar): sidebar
            case .top: []
            }
        }
    }

    /// The top bar's scrollable and pinned items, and the tags of the
    /// scrollable ones flattened, shared by every top bar of a ``Plan``.
    final class TopForm: Sendable {
        /// The scrollable items, in order.
        let top: [Item]
        /// The pinned items, after the shown scrollable ones.
        let pinned: [Item]
        /// The tags of ``top``'s items, in order.
        let tags: [String]
        /// Where each of ``top``'s items' tags start in ``tags``, and
        /// `tags.count` last: the overflow of a bar showing `k` items is
        /// `tags[starts[k]...]`.
        let starts: [Int]

        /// The form of `top` and `pinned`.
        init(top: [Item], pinned: [Item]) {
            self.top = top
            self.pinned = pinned
            var tags: [String] = [], starts: [Int] = []
            starts.reserveCapacity(top.count + 1)
            for item in top {
                starts.append(tags.count)
                tags.append(contentsOf: item.tags)
            }
            starts.append(tags.count)
            self.tags = tags
            self.starts = starts
        }
    }
}
