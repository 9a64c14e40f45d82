import ListKitCore
import ListKitDSL
import ListKitDiff
import ListKitEngine
import ListKitLifecycle

/// A data source that shows each render as animated batch updates: the old
/// and new sections are diffed (sections by id, components by id, items may
/// move across sections) and each stage of the staged changeset is applied
/// with `performBatchUpdates`, validated by the collection view.
///
/// Components whose content changed are not deleted and inserted: they keep
/// their cell, and visible ones are rendered again in place; a self-sized
/// one is measured again (`HeadlessCollectionView.invalidateItems(at:)`).
///
/// An update whose old and new layouts hold more than
/// ``maximumDiffedItems`` items together is applied as a reload, as a
/// non-animated apply is: diffing ten million items would make a record for
/// each, on both sides.
///
/// The diff's work memory (about 13 bytes per item of the largest update
/// so far) is kept from one update to the next (``diffWorkspace``), so that
/// updates of a large list do not allocate it, and fault it in, every time.
///
/// What a reload shows (a first render, a render without animation) keeps
/// the ids its renderer's duplicate check read (the `Int` ids, or the other
/// ids' hashes: 8 bytes per item) until the next update, which diffs from
/// them instead of reading and hashing every id of the shown list again.
open class DiffableDataSource: ListKitDataSource {
    /// The most items (old and new together) an animated apply diffs: 1,000,000.
    public static let maximumDiffedItems = 1_000_000

    /// What the last animated apply did: how many stages it had and what
    /// they changed, sections and items together; `nil` before the first
    /// animated apply and after a reload.
    public private(set) var lastUpdate: (stages: Int, changes: ChangeCounts)?
    /// Called with the number of stages and what they change once an
    /// animated apply has diffed the old and new sections, before the first
    /// stage reaches the collection view.
    public var onUpdate: ((_ stages: Int, _ changes: ChangeCounts) -> Void)?
    /// The work memory every animated apply diffs in, kept between updates;
    /// `releaseMemory()` gives it back (the next update allocates it again).
    public let diffWorkspace = DiffWorkspace()

    /// Applies `new` stage by stage; the first render reloads.
    ///
    /// - Throws: `CollectionViewError` when a stage is refused (the renderer
    ///   then reloads).
    open override func apply(_ new: ComposedLayout, to collectionView: HeadlessCollectionView, animated: Bool)
        throws(CollectionViewError) {
        let items = { (layout: ComposedLayout) in layout.layout.sections.reduce(0) { $0 + $1.itemCount } }
        guard animated, collectionView.solvedLayout != nil, items(composed) + items(new) <= Self.maximumDiffedItems else {
            lastUpdate = nil
            try super.apply(new, to: collectionView, animated: animated)
            return
        }
        let old = composed
        let changedContent: Bool
        // `Int` ids are diffed as integers; any others by their hashes. The
        // ids of what a reload showed are those its check made (no id is
        // read or hashed twice).
        // The identities of the last diff's source are written again
        // (``spareIdentities``): a diff of a long list allocates no list of
        // its identities when the list before it left one.
        if let target = DiffedSections.integers(of: new, checked: checkedIDs, reusing: &spareIdentities.integers),
           let source = shownIdentities?.integers
            ?? DiffedSections.integers(of: old, checked: shownCheckedIDs, reusing: &spareIdentities.integers) {
            changedContent = try update(from: source, to: target, old: old, new: new, in: collectionView)
            shownIdentities = .integers(target)
            spareIdentities = SpareIdentities(integers: source.recycle())
        } else {
            let target = DiffedSections.hashed(of: new, checked: checkedIDs, reusing: &spareIdentities.hashed)
            let source = shownIdentities?.hashed
                ?? DiffedSections.hashed(of: old, checked: shownCheckedIDs, reusing: &spareIdentities.hashed)
            changedContent = try update(from: source, to: target, old: old, new: new, in: collectionView)
            shownIdentities = .hashed(target)
            spareIdentities = SpareIdentities(hashed: source.recycle())
        }
        Self.invalidateChangedBoundaries(from: old, to: new, in: collectionView)
        collectionView.invalidateLayout()
        try collectionView.layoutIfNeeded()
        renderVisible(in: collectionView, comparingCells: changedContent)
    }

    /// Has the headers and footers whose component changed between `old`
    /// and `new` (a section of the same id, the same position) measured
    /// again: the diff sees sections by id only. (One of another kind there
    /// is another item, which the layout measures anew by itself.)
    static func invalidateChangedBoundaries(
        from old: ComposedLayout, to new: ComposedLayout, in collectionView: HeadlessCollectionView
    ) {
        var oldSections: [ElementID: Int] = [:]
        for (index, section) in old.sections.enumerated() where !section.boundaryComponents.isEmpty {
            oldSections[section.elementID] = index
        }
        guard !oldSections.isEmpty else { return }
        for (index, section) in new.sections.enumerated() where !section.boundaryComponents.isEmpty {
            guard let before = oldSections[section.elementID] else { continue }
            let oldBoundary = old.sections[before].boundaryComponents
            for (position, boundary) in section.boundaryComponents.enumerated()
            where oldBoundary.indices.contains(position)
                && !oldBoundary[position].component.isContentEqual(to: boundary.component) {
                collectionView.invalidateSupplementaryElements(
                    ofKind: boundary.elementKind, at: [ElementIndexPath(section: index, item: position)])
            }
        }
    }

    /// Diffs `source` (what `old` shows) with `target` (what `new` shows)
    /// and applies the stages, ending with ``composed`` as `new`; returns
    /// whether a stage changed a component's content (an item updated).
    private func update<Kind: ComponentIDKind>(
        from source: DiffedSections<Kind>, to target: DiffedSections<Kind>, old: ComposedLayout, new: ComposedLayout,
        in collectionView: HeadlessCollectionView
    ) throws(CollectionViewError) -> Bool {
        let staged = StagedChangeset(source: source.sections, target: target.sections, workspace: diffWorkspace)
        let update = (stages: staged.stages.count, changes: staged.stages.reduce(ChangeCounts.zero) { $0 + $1.itemCounts + $1.sectionCounts })
        lastUpdate = update
        onUpdate?(update.stages, update.changes)
        let lists = source.lists + target.lists
        // Each stage is read where it lies (a copy of one retains its lists).
        let stages = staged.stages
        for index in stages.indices {
            // The last stage's data is the target itself (`StagedChangeset`): `new`.
            composed = index == stages.count - 1
                ? new : Self.stageLayout(stages[index].data, old: old, new: new, lists: lists)
            // A component whose content changed keeps its cell, but not what
            // it measured: it may be a different size now.
            let changes = stages[index].changes
            if changes.updatedSections.isEmpty && changes.updatedItems.isEmpty {
                try collectionView.performBatchUpdates(changes)
            } else {
                collectionView.invalidateItems(at: changes.updatedItems)
                try collectionView.performBatchUpdates(Self.batchUpdates(changes))
            }
        }
        if staged.stages.isEmpty { composed = new }
        return staged.stages.contains { !$0.changes.updatedItems.isEmpty }
    }

    /// Renders the visible cells, headers, footers and badges whose component
    /// changed (or cannot tell, not being `Equatable`): content updates land
    /// in place. Views made during the update already show their component.
    ///
    /// The cells are compared only when `comparingCells`: an update whose
    /// diff found no content changed (no item updated: each pair it matched
    /// compared equal) leaves every cell on screen showing a component equal
    /// to its own.
    func renderVisible(in collectionView: HeadlessCollectionView, comparingCells: Bool) {
        if comparingCells {
            for cell in collectionView.visibleCells {
                guard let path = cell.indexPath else { continue }
                // Compared where the component lies: it is boxed only to be rendered.
                if let shown = cell.shown?.component, composed.isShownContentEqual(shown, at: path) { continue }
                guard let component = composed.component(at: path) else { continue }
                render(component, into: cell)
            }
        }
        for view in collectionView.visibleSupplementaryViews {
            guard let path = view.indexPath, let kind = view.elementKind else { continue }
            let attributes = LayoutAttributes(category: .supplementary, elementKind: kind, indexPath: path, frame: .zero)
            guard let component = composed.component(for: attributes) else { continue }
            rerender(view, with: component)
        }
    }

    /// Renders `component` into `view` unless the view shows an equal one.
    private func rerender(_ view: CollectionReusableView, with component: AnyComponent) {
        if let shown = view.shown?.component, shown.isContentEqual(to: component) { return }
        render(component, into: view)
    }

    /// Renders `component` into `view`, which shows it from then on.
    private func render(_ component: AnyComponent, into view: CollectionReusableView) {
        let content = Self.content(of: view, for: component)
        view.show(component)
        render(component, in: content, of: view)
        if let cell = view as? CollectionViewCell { configure(cell: cell) }
    }

    /// The composed layout of an intermediate stage: each section keeps its
    /// model (from the new render when it has one, else the old) with the
    /// stage's components, made from `lists` (which the stage keeps) when
    /// asked for.
    static func stageLayout<Kind: ComponentIDKind>(
        _ data: [DiffSection<SectionIdentity, ComponentIdentity<Kind>>], old: ComposedLayout, new: ComposedLayout,
        lists: [ComponentList]
    ) -> ComposedLayout {
        // Where each id's section is (a section is copied only once, into
        // the stage): the new render's, else the old one's. A few sections
        // are looked up in place; more, in a table.
        let (oldSections, newSections) = (old.sections, new.sections)
        var byID: [ElementID: (isNew: Bool, index: Int)] = [:]
        let looksUp = oldSections.count + newSections.count > SectionScan.limit
        if looksUp {
            for index in oldSections.indices { byID[oldSections[index].elementID] = (false, index) }
            for index in newSections.indices { byID[newSections[index].elementID] = (true, index) }
        }
        func place(of id: ElementID) -> (isNew: Bool, index: Int)? {
            if looksUp { return byID[id] }
            // The last section of an id, as the table keeps it.
            if let index = newSections.lastIndex(where: { $0.elementID == id }) { return (true, index) }
            return oldSections.lastIndex { $0.elementID == id }.map { (false, $0) }
        }
        var sections: [ComposedSection] = []
        sections.reserveCapacity(data.count)
        for diffSection in data {
            guard let place = place(of: diffSection.model.id) else { continue }
            let items = diffSection.items
            // A section the stage shows as the new render has it (every
            // section the update leaves alone) is that section itself.
            if place.isNew, Self.areExactly(items, newSections[place.index].components) {
                sections.append(newSections[place.index])
                continue
            }
            var composedSection = place.isNew ? newSections[place.index] : oldSections[place.index]
            composedSection.components = ComponentList(
                count: items.count,
                id: { position in withExtendedLifetime(lists) { items[position].id } },
                make: { position in withExtendedLifetime(lists) { items[position].component } })
            sections.append(composedSection)
        }
        return ComposedLayout(configuration: new.configuration, composing: sections)
    }

    /// Whether `items` are the components of `list`, each at its own position.
    static func areExactly<Kind: ComponentIDKind>(_ items: [ComponentIdentity<Kind>], _ list: ComponentList) -> Bool {
        guard items.count == list.count else { return false }
        var position = 0
        var exact = true
        list.runs.forEachRun { run, count in
            guard exact else { return }
            for offset in 0..<count {
                let item = items[position &+ offset]
                guard item.offset == offset, item.run.toOpaque() == run.toOpaque() else {
                    exact = false
                    return
                }
            }
            position &+= count
        }
        return exact
    }

    /// A stage as the collection view's batch updates. Content updates are left
    /// out: they are rendered in place after the last stage.
    static func batchUpdates(_ changes: BatchUpdates) -> BatchUpdates {
        var updates = changes
        updates.updatedSections = []
        updates.updatedItems = []
        return updates
    }
}


