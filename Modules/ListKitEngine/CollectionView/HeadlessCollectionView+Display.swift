import ListKitCore

extension HeadlessCollectionView {
    /// Makes the views on screen those of `elements`: ends the views of the
    /// elements gone (cells, then supplementaries, then decorations, each in
    /// index-path order), then places the views that stay and shows the new
    /// ones, in the same order.
    ///
    /// The elements are matched to the views on screen by walking both in
    /// display order side by side, so a pass looks nothing up by key; only
    /// the views that enter or leave touch the registry.
    func showViews(
        for elements: [LayoutAttributes], placement: DisplayedViews.Placement?
    ) throws(CollectionViewError) {
        // The pass's buffers are taken out of the view while it works (no
        // exclusivity check or retain per element); the last pass's order
        // is read beside them and then serves as the next pass's buffers.
        var order = passOrder
        var keys = passKeys
        var shown = passViews
        (passOrder, passKeys, passViews) = ([], [], [])
        // The views on screen were placed for what this pass shows: the
        // ones that stay keep their place (a scroll over a layout whose
        // frames do not move with the offset).
        let staysPlaced = placement != nil && views.placedFor == placement
        var (onScreenKeys, onScreenViews) = views.takeDisplayOrder()
        var distinct = 0
        defer {
            // The order holds only when the pass listed every view on
            // screen (one that cannot be made stops it): then it placed them all.
            views.setOrder(&keys, &shown, count: distinct, placement: placement)
            onScreenKeys.removeAll(keepingCapacity: true)
            onScreenViews.removeAll(keepingCapacity: true)
            (passOrder, passKeys, passViews) = (order, onScreenKeys, onScreenViews)
        }
        order.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        shown.removeAll(keepingCapacity: true)
        // A frame that shows the same elements, each with its view: the
        // order stays, and each view only takes its element's attributes.
        if Self.isSameOrder(elements, onScreenKeys, onScreenViews) {
            if !staysPlaced {
                for index in elements.indices { onScreenViews[index]?.place(elements[index]) }
            }
            distinct = elements.count
            swap(&keys, &onScreenKeys)
            swap(&shown, &onScreenViews)
            return
        }
        for element in elements { keys.append(ViewKey(element)) }
        let ordering = Self.ordering(of: keys)
        if !ordering.isInDisplayOrder {
            order.append(contentsOf: elements.indices)
            order.sort { ViewKey.precedes(ViewKey(elements[$0]), ViewKey(elements[$1])) }
            keys.removeAll(keepingCapacity: true)
            for position in order { keys.append(ViewKey(elements[position])) }
        }
        // A scroll: the views on screen that stay are one run, in order,
        // with views ending only before and after it and new ones only
        // before and after it. Then the arrays of the last pass are changed
        // at their ends, and the views that stay are not copied out.
        if ordering.isStrictlyIncreasing, let shift = Self.shift(from: onScreenKeys, to: keys) {
            for position in 0..<shift.endedBefore { endDisplaying(onScreenKeys[position]) }
            for position in (shift.endedBefore + shift.kept)..<onScreenKeys.count { endDisplaying(onScreenKeys[position]) }
            onScreenViews.removeLast(onScreenKeys.count - shift.endedBefore - shift.kept)
            onScreenViews.removeFirst(shift.endedBefore)
            onScreenViews.insert(contentsOf: repeatElement(nil, count: shift.newBefore), at: 0)
            onScreenViews.append(contentsOf: repeatElement(nil, count: keys.count - shift.newBefore - shift.kept))
            onScreenKeys.removeAll(keepingCapacity: true)
            swap(&shown, &onScreenViews)
            for index in keys.indices {
                if let view = shown[index] {
                    if !staysPlaced { view.place(elements[index]) }
                } else {
                    shown[index] = try display(keys[index], with: elements[index])
                }
                if shown[index] != nil { distinct += 1 }
            }
            return
        }
        // Each element's view on screen (`nil`: none yet); the views that
        // no element keeps are ended first, in display order.
        var next = 0
        for key in keys {
            while next < onScreenKeys.count, ViewKey.precedes(onScreenKeys[next], key) {
                endDisplaying(onScreenKeys[next])
                next += 1
            }
            if next < onScreenKeys.count, onScreenKeys[next] == key {
                shown.append(onScreenViews[next])
                next += 1
                // A key listed twice in the last pass shares its first listing's view.
                while next < onScreenKeys.count, onScreenKeys[next] == key { next += 1 }
            } else {
                shown.append(nil)
            }
        }
        while next < onScreenKeys.count {
            endDisplaying(onScreenKeys[next])
            next += 1
        }
        var last: CollectionReusableView?
        for index in keys.indices {
            let attributes = elements[order.isEmpty ? index : order[index]]
            // An element listed twice shares the view shown for its first
            // listing; the order records the view at the first only.
            if index > 0, keys[index - 1] == keys[index] {
                last?.place(attributes)
                shown[index] = nil
                continue
            }
            if let view = shown[index] {
                view.place(attributes)
                distinct += 1
                last = view
                continue
            }
            // A view that cannot be made stops the pass: the order recorded
            // is still what is on screen (the views matched, and nothing
            // for the elements not shown).
            last = try display(keys[index], with: attributes)
            shown[index] = last
            if last != nil { distinct += 1 }
        }
    }

    /// Whether `elements` are, one by one, the elements of the display
    /// order `keys`, each shown by a view in `views`.
    private static func isSameOrder(
        _ elements: [LayoutAttributes], _ keys: [ViewKey], _ views: [CollectionReusableView?]
    ) -> Bool {
        guard elements.count == keys.count, views.count == keys.count else { return false }
        for index in elements.indices where views[index] == nil || keys[index] != ViewKey(elements[index]) {
            return false
        }
        return true
    }

    /// How the display order `new` follows from the last pass's `old` when
    /// it is a scroll: a run of `old`'s keys (each listed once, each with its
    /// own view) is `new`'s too, `old` has only keys that end before and
    /// after the run, and `new` only keys that begin before and after it;
    /// `nil` when it is not one (the walk of ``showViews(for:)`` then
    /// matches them).
    ///
    /// - Returns: How many of `old`'s keys end before the run, how many of
    ///   `new`'s begin before it, and how many keys the run holds.
    /// `new` must be strictly increasing (``ordering(of:)``); `old` is checked here.
    private static func shift(from old: [ViewKey], to new: [ViewKey]) -> (endedBefore: Int, newBefore: Int, kept: Int)? {
        guard ordering(of: old).isStrictlyIncreasing else { return nil }
        var endedBefore = 0
        var newBefore = 0
        // The old keys before the run precede the first new key, or the new
        // keys before it precede the first old key; not both.
        if let first = new.first {
            while endedBefore < old.count, ViewKey.precedes(old[endedBefore], first) { endedBefore += 1 }
        }
        if endedBefore == 0, let first = old.first {
            while newBefore < new.count, ViewKey.precedes(new[newBefore], first) { newBefore += 1 }
        }
        var kept = 0
        while endedBefore + kept < old.count, newBefore + kept < new.count,
              old[endedBefore + kept] == new[newBefore + kept] {
            kept += 1
        }
        // Past the run, one of the lists must be done: keys left in both
        // could interleave. Keys left in one list alone follow every key of
        // the other (both are strictly increasing, and the run, or the keys
        // before it, end the other), so none of them is the other's.
        guard endedBefore + kept == old.count || newBefore + kept == new.count else { return nil }
        return (endedBefore, newBefore, kept)
    }

    /// Whether `keys` are in display order (``ViewKey/precedes(_:_:)``:
    /// no key precedes the one before it), and whether each key precedes
    /// the next (in display order with none listed twice), in one walk.
    private static func ordering(of keys: [ViewKey]) -> (isInDisplayOrder: Bool, isStrictlyIncreasing: Bool) {
        var strictly = true
        var index = 1
        while index < keys.count {
            if ViewKey.precedes(keys[index], keys[index - 1]) { return (false, false) }
            if strictly, !ViewKey.precedes(keys[index - 1], keys[index]) { strictly = false }
            index += 1
        }
        return (true, strictly)
    }

    /// Asks the data source for the view of a newly visible element, shows
    /// it with `attributes`, tells the delegate and returns it; a data
    /// source that gives no decoration view leaves the element without one.
    private func display(_ key: ViewKey, with attributes: LayoutAttributes) throws(CollectionViewError) -> CollectionReusableView? {
        guard let dataSource else { return nil }
        let kind = key.kindName
        let view: CollectionReusableView
        var cell: CollectionViewCell?
        switch key.category {
        case .cell:
            let made = try dataSource.collectionView(self, cellForItemAt: dataIndexPath(of: key))
            guard claim(made), made.elementKind == nil else { throw .cellNotDequeued(indexPath: key.indexPath) }
            (view, cell) = (made, made)
        case .supplementary:
            view = try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: dataIndexPath(of: key))
            guard claim(view), view.elementKind == kind else {
                throw .supplementaryViewNotDequeued(kind: kind, indexPath: key.indexPath)
            }
        case .decoration:
            guard let decoration = try dataSource.collectionView(self, viewForDecorationOfKind: kind, at: key.indexPath) else {
                return nil
            }
            guard claim(decoration), decoration.isDecoration, decoration.elementKind == kind else {
                throw .supplementaryViewNotDequeued(kind: kind, indexPath: key.indexPath)
            }
            view = decoration
        }
        view.indexPath = key.indexPath
        view.place(attributes, showing: true)
        cell?.isSelected = selected.contains(key.indexPath)
        if let delegate {
            switch key.category {
            case .cell:
                if let cell { delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath) }
            case .supplementary:
                delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            case .decoration:
                delegate.collectionView(self, willDisplayDecorationView: view, forElementKind: kind, at: key.indexPath)
            }
        }
        views.insert(view, for: key)
        return view
    }

    /// Where the data holds the element `key` names: during an interactive
    /// move the data still holds the moving item, and every item it passes,
    /// where they began, and so the supplementaries anchored to those items
    /// (headers and footers stay with their sections, which a move does not
    /// change; decorations are asked at their own index path).
    private func dataIndexPath(of key: ViewKey) -> ElementIndexPath {
        guard let movement = interactiveMovement else { return key.indexPath }
        switch key.category {
        case .cell:
            return movement.dataIndexPath(forShown: key.indexPath)
        case .supplementary:
            guard solvedLayout?.isBoundarySupplementary(kind: key.kindName, at: key.indexPath) == false else { return key.indexPath }
            return movement.dataIndexPath(forShown: key.indexPath)
        case .decoration:
            return key.indexPath
        }
    }

    /// Takes the view of the element `key` names off the screen: tells the
    /// delegate (`didEndDisplaying…`), then puts it back into its pool.
    func endDisplaying(_ key: ViewKey) {
        guard let view = views.remove(key) else { return }
        let kind = key.kindName
        switch key.category {
        case .cell:
            guard let cell = view as? CollectionViewCell else { return }
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            cellPool.enqueue(cell, cell.reuseIdentifier)
        case .supplementary:
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
            supplementaryPool.enqueue(view, SupplementaryReuseKey(kind: kind, identifier: view.reuseIdentifier))
        case .decoration:
            delegate?.collectionView(self, didEndDisplayingDecorationView: view, forElementKind: kind, at: key.indexPath)
            decorationPool.enqueue(view, SupplementaryReuseKey(kind: kind, identifier: view.reuseIdentifier))
        }
    }

    /// Takes every view off the screen, in display order.
    func endDisplayingAll() {
        for (key, _) in views.inDisplayOrder() { endDisplaying(key) }
    }
}
