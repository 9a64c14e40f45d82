import ListKitCore
import ListKitDSL
import ListKitDiff
import ListKitEngine

/// A data source that shows each render as animated batch updates: the old
/// and new sections are diffed (sections by id, components by id, items may
/// move across sections) and each stage of the staged changeset is applied
/// with `performBatchUpdates`, validated by the collection view.
///
/// Components whose content changed are not deleted and inserted: they keep
/// their cell, and visible ones are rendered again in place.
///
/// An update whose old and new layouts hold more than
/// ``maximumDiffedItems`` items together is applied as a reload, as a
/// non-animated apply is: diffing ten million items would make a record for
/// each, on both sides.
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

    /// Applies `new` stage by stage; the first render reloads.
    ///
    /// - Throws: ``CollectionViewError`` when a stage is refused (the renderer
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
        let target = Self.diffSections(new, keys: checkedKeys)
        let staged = StagedChangeset(source: shownIdentities ?? Self.diffSections(old, keys: []), target: target)
        let update = (stages: staged.stages.count, changes: staged.stages.reduce(ChangeCounts.zero) { $0 + $1.itemCounts + $1.sectionCounts })
        lastUpdate = update
        onUpdate?(update.stages, update.changes)
        for stage in staged.stages {
            composed = Self.stageLayout(stage.data, old: old, new: new)
            try collectionView.performBatchUpdates(Self.batchUpdates(stage))
        }
        composed = new
        shownIdentities = target
        collectionView.invalidateLayout()
        try collectionView.layoutIfNeeded()
        renderVisible(in: collectionView)
    }

    /// Renders the visible cells, headers, footers and badges whose component
    /// changed (or cannot tell, not being `Equatable`): content updates land
    /// in place. Views made during the update already show their component.
    func renderVisible(in collectionView: HeadlessCollectionView) {
        for cell in collectionView.visibleCells {
            guard let path = cell.indexPath, let component = composed.component(at: path) else { continue }
            rerender(cell, with: component)
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
        let shown = (view as? ComponentCell)?.component ?? (view as? ComponentReusableView)?.component
        if let shown, shown.isContentEqual(to: component) { return }
        let content = Self.content(of: view, for: component)
        if let cell = view as? ComponentCell { cell.component = component }
        if let reusable = view as? ComponentReusableView { reusable.component = component }
        render(component, in: content, of: view)
        if let cell = view as? CollectionViewCell { configure(cell: cell) }
    }

    /// The sections as the diff sees them, with `keys[s]` as the keys of
    /// section `s`'s components when given (made here otherwise).
    static func diffSections(
        _ composed: ComposedLayout, keys: [[ComponentKey]?]
    ) -> [DiffSection<SectionIdentity, ComponentIdentity>] {
        composed.sections.enumerated().map { index, section in
            let components = section.components
            let given = keys.indices.contains(index) ? keys[index] : nil
            let sectionKeys = given.flatMap { $0.count == components.count ? $0 : nil } ?? ComponentKey.keys(of: components)
            let items = [ComponentIdentity](unsafeUninitializedCapacity: components.count) { items, initialized in
                for position in components.indices {
                    items.initializeElement(
                        at: position, to: ComponentIdentity(key: sectionKeys[position], component: components[position]))
                }
                initialized = components.count
            }
            return DiffSection(model: SectionIdentity(id: section.id), items: items)
        }
    }

    /// The composed layout of an intermediate stage: each section keeps its
    /// model (from the new render when it has one, else the old) with the
    /// stage's components.
    static func stageLayout(
        _ data: [DiffSection<SectionIdentity, ComponentIdentity>], old: ComposedLayout, new: ComposedLayout
    ) -> ComposedLayout {
        var byID: [AnyHashable: (ComposedSection, LayoutSection)] = [:]
        for (index, section) in old.sections.enumerated() { byID[section.id] = (section, old.layout.sections[index]) }
        for (index, section) in new.sections.enumerated() { byID[section.id] = (section, new.layout.sections[index]) }
        var stage = ComposedLayout(configuration: new.layout.configuration, sections: [])
        for diffSection in data {
            guard var (composedSection, layoutSection) = byID[diffSection.model.id] else { continue }
            composedSection.components = ComponentList(diffSection.items.map(\.component))
            layoutSection.itemCount = composedSection.components.count
            stage.sections.append(composedSection)
            stage.layout.sections.append(layoutSection)
        }
        return stage
    }

    /// A stage as the collection view's batch updates. Content updates are left
    /// out: they are rendered in place after the last stage.
    static func batchUpdates(_ stage: Changeset<[DiffSection<SectionIdentity, ComponentIdentity>]>) -> BatchUpdates {
        func path(_ p: ItemPath) -> ElementIndexPath { ElementIndexPath(section: p.section, item: p.item) }
        return BatchUpdates(
            deletedSections: stage.deletedSections, insertedSections: stage.insertedSections,
            movedSections: stage.movedSections.map { BatchUpdates.SectionMove(from: $0.source, to: $0.target) },
            deletedItems: stage.deletedItems.map(path), insertedItems: stage.insertedItems.map(path),
            movedItems: stage.movedItems.map { BatchUpdates.ItemMove(from: path($0.source), to: path($0.target)) })
    }
}

/// A section as the diff sees it: its id.
struct SectionIdentity: Differentiable, Hashable {
    /// The section's id.
    let id: AnyHashable
}

/// A component as the diff sees it: its id, and its content when the
/// component is `Equatable` (otherwise it always counts as changed).
struct ComponentIdentity: Differentiable {
    /// The component's id, hashed.
    let key: ComponentKey
    /// The component.
    let component: AnyComponent

    /// The component's id.
    var diffIdentifier: ComponentKey { key }

    /// Whether the component shows the same content as `other`.
    func isContentEqual(to other: ComponentIdentity) -> Bool {
        component.isContentEqual(to: other.component)
    }
}
