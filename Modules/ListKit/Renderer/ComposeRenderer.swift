import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitLifecycle

/// Renders DSL sections into a headless collection view through a data
/// source, like ListKit's `ComposeRenderer` on UIKit.
///
/// ```swift
/// let renderer = ComposeRenderer(dataSource: DiffableDataSource())
/// renderer.render(animated: true) {
///     Section(id: "main") {
///         HGroup(of: emojiList, width: .fractionalWidth(1.0), height: .estimated(30)) { item in
///             EmojiBoxComponent(emoji: item)
///         }
///     }
/// }
/// ```
///
/// Rendering never throws and never crashes: problems (duplicate ids, an
/// update the collection view refuses) are reported to ``onIssue`` and kept in
/// ``issues``, and the screen is reloaded so that it shows the new data.
///
/// The renderer owns a `LifecycleTracker` fed with the collection view's
/// layout passes (`HeadlessCollectionView.layoutPass`): after each of its
/// own steps (render, scroll, resize, ``advance(to:)``, swipe, move) it reads
/// the last pass once, and a pass that anything else caused (a scroll of
/// ``collectionView`` by the app's own code, on either axis) reaches it
/// through the collection view's delegate. Each element's component hears
/// `willDisplay`/`didEndDisplay` and the visibility events its
/// `Component.visibilityConfiguration()` (or the renderer's default) asks
/// for, in the tracker's order; ``onLifecycleEvent`` hears each event just
/// before its component does.
public final class ComposeRenderer: CollectionViewDelegate {
    /// The headless collection view the renderer fills.
    public let collectionView: HeadlessCollectionView
    /// The data source.
    public let dataSource: ListKitDataSource
    /// Hears selections.
    public weak var delegate: ComposeRendererDelegate?
    /// Called with each problem noticed while rendering.
    public var onIssue: ((RenderIssue) -> Void)?
    /// The problems noticed by the last render.
    public private(set) var issues: [RenderIssue] = []
    /// The layout configuration used for every render.
    public var configuration: LayoutConfiguration
    /// Called each time the last item of the last non-empty section appears:
    /// the place to load the next page.
    public var onReachEnd: (() -> Void)?
    /// Hears every lifecycle event, just before the element's component does.
    public var onLifecycleEvent: ((LifecycleEvent) -> Void)?
    /// Gives the tracked elements their ids (section and component ids, as values).
    public let identifier = ElementIdentifier()
    // `@exclusivity(unchecked)`: see "Exclusivity on the frame path" in
    // Documentation/Architecture.md.
    /// The renderer's clock in milliseconds: the time of the last viewport
    /// state the tracker saw (see ``advance(to:)``).
    @exclusivity(unchecked) public private(set) var time: Milliseconds = 0
    /// The tracker of what the viewport displays.
    var tracker: LifecycleTracker
    /// The displayed elements' components and views, from their
    /// `willDisplay` on, and the components that heard `prefetch()` and
    /// neither a cancel nor their cell's display since.
    @exclusivity(unchecked) var components = ElementComponents()
    /// The prefetch tracker, when ``prefetchDistance`` is set.
    var prefetcher: PrefetchTracker?
    /// How many of the renderer's own steps are under way (see ``step(at:_:)``).
    @exclusivity(unchecked) var stepDepth = 0
    /// The tracker asking the renderer for element ids now, if any (see
    /// ``Identification``).
    @exclusivity(unchecked) var identification: Identification?
    /// How many elements are displayed: the lifecycle tracker's count,
    /// kept after each of its updates, so that it can be read while the
    /// tracker updates.
    @exclusivity(unchecked) var displayedElementCount = 0
    /// The data version the lifecycle tracker is given (``LifecycleDataVersion``).
    @exclusivity(unchecked) var lifecycleVersion = LifecycleDataVersion()
    /// The prefetch distance last set (the prefetch tracker's), readable
    /// while the tracker updates.
    @exclusivity(unchecked) var prefetchDistanceSetting: PrefetchDistance?
    /// Where the last rendered layout's components report the failures
    /// that disable their kind (``ComposedLayout/failures``).
    private var componentFailures: ComponentFailureChannel?
    /// The memory of the last render's checked ids, which the next render's
    /// duplicate check writes its ids into.
    var spareCheckedIDs: [[Int]] = []
    /// Finds each element's component once, for the tracker's policy and its `willDisplay`.
    let visibility: ComponentVisibility
    /// How the screen is read for VoiceOver (``accessibilityElements()``).
    public var accessibility = AccessibilitySettings()
    /// The element VoiceOver's focus is on (``focusNext(at:)``), if any.
    public internal(set) var accessibilityFocus: AccessibilityElement?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - dataSource: A ``PlainDataSource`` (reloads) or a ``DiffableDataSource`` (animated updates).
    ///   - delegate: Hears selections.
    ///   - viewport: The collection view's size, content inset and scale (default an
    ///     iPhone-sized 375 × 812 at @3x).
    ///   - configuration: The layout configuration.
    ///   - visibility: The visibility events of elements whose component asks
    ///     for none of its own (default: `willDisplay`/`didEndDisplay` only).
    ///   - cellClass: The cell type to make for components (the seed's
    ///     `cellClass`, for a cell that handles swipe actions, say); `nil`
    ///     keeps the data source's.
    public init(
        dataSource: ListKitDataSource, delegate: ComposeRendererDelegate? = nil, cellClass: ComponentCell.Type? = nil,
        viewport: Viewport = Viewport(size: Size(width: 375, height: 812), scale: 3),
        configuration: LayoutConfiguration = LayoutConfiguration(),
        visibility: VisibilityConfiguration = .displayOnly
    ) {
        if let cellClass { dataSource.cellClass = cellClass }
        self.dataSource = dataSource
        self.delegate = delegate
        self.configuration = configuration
        let lookup = ComponentVisibility(dataSource: dataSource)
        self.visibility = lookup
        tracker = LifecycleTracker(policy: VisibilityPolicy(default: visibility, lookup: lookup.configuration))
        let source = dataSource
        collectionView = HeadlessCollectionView(viewport: viewport) { counts in
            Self.layout(source.composed.layout, itemCounts: counts)
        }
        collectionView.dataSource = dataSource
        lookup.collectionView = collectionView
        collectionView.delegate = self
        collectionView.swipeActionsProvider = { [weak source] path, edge in
            source?.composed.swipeActions(at: path, edge: edge)
        }
        let view = collectionView
        collectionView.sizing = SelfSizing({ [weak source, weak view] path, proposed in
            // During a move the data source still holds the item where it began.
            let dataPath = view?.interactiveMovement?.dataIndexPath(forShown: path) ?? path
            return source?.composed.component(at: dataPath)?.measure(proposed: proposed)
        }, batch: { [weak source, weak view] section, items, proposed in
            // A section a move changes is measured item by item.
            guard view?.interactiveMovement == nil, let sections = source?.composed.sections, sections.indices.contains(section),
                  items.upperBound <= sections[section].components.count
            else { return [] }
            return sections[section].components.measure(items, proposed: proposed)
        }, supplementary: { [weak source] kind, path, proposed in
            source?.composed.boundaryComponent(kind: kind, at: path)?.measure(proposed: proposed)
        })
    }

    /// Renders the sections `content` builds.
    public func render(animated: Bool = true, @LayoutBuilder _ content: () -> [Section]) {
        render(sections: content(), animated: animated)
    }

    /// Renders one section per element of `items`.
    public func render<T>(of items: [T], animated: Bool = true, _ section: (T) -> Section) {
        render(sections: items.map(section), animated: animated)
    }

    /// Renders `sections`.
    public func render(sections: [Section], animated: Bool = true) {
        render(ComposedLayout(configuration: configuration, sections: sections), animated: animated)
    }

    /// Renders a composed layout: sections compiled by the DSL, or a layout
    /// document's sections with components from a `ComponentRegistry`.
    ///
    /// - Parameters:
    ///   - composed: The sections and their components.
    ///   - animated: Passed to the data source: a ``DiffableDataSource`` applies
    ///     the changes stage by stage when `true` and reloads when `false`.
    ///   - time: The clock when the render happens (see ``advance(to:)``);
    ///     `nil` keeps the clock.
    public func render(_ composed: ComposedLayout, animated: Bool = true, at time: Milliseconds? = nil) {
        issues = []
        step(at: time) { apply(composed, animated: animated) }
    }

    /// Hands `composed` to the data source, or shows it from scratch when
    /// the collection view refuses the update.
    private func apply(_ composed: ComposedLayout, animated: Bool) {
        componentFailures = composed.failures
        useInvalidationHandlers(of: composed)
        checkIDs(composed)
        // After a diff (which the next render's diff follows) the checked
        // ids' memory serves the next render's check; a render shown from
        // scratch keeps them for its next diff (`shownCheckedIDs`).
        defer {
            spareCheckedIDs = dataSource.shownIdentities != nil ? CheckedIDs.recycle(&dataSource.checkedIDs) : []
            dataSource.checkedIDs = []
        }
        do {
            try dataSource.apply(composed, to: collectionView, animated: animated)
        } catch {
            report(.collectionView(error))
            // Never lose the caller's data: show the new sections from scratch.
            dataSource.composed = composed
            collectionView.reloadData()
            do {
                try collectionView.layoutIfNeeded()
            } catch let reloadError where reloadError != error {
                report(.collectionView(reloadError))
            } catch {
                // The same problem (a layout that cannot be solved): reported once.
            }
        }
    }

    /// Taps at `point` (content coordinates): selects the item there and
    /// tells the delegate. A point that is not finite is reported and does
    /// nothing.
    @discardableResult
    public func tap(at point: Point) -> ElementIndexPath? {
        do {
            try InvalidNumber.requireFinite(point, "tap")
        } catch {
            report(.collectionView(.invalidNumber(error)))
            return nil
        }
        return collectionView.tap(at: point)
    }

    /// Scrolls to `offset` (clamped), updates the visible cells and tells the
    /// components what changed, at `time` (`nil` keeps the clock).
    public func scroll(to offset: Point, at time: Milliseconds? = nil) {
        step(at: time) { () throws(CollectionViewError) in try collectionView.setContentOffset(offset) }
    }

    /// Scrolls orthogonal section `section` to `offset` (across the layout's
    /// scroll axis), updates the visible cells and tells the components, at
    /// `time` (`nil` keeps the clock).
    public func scrollOrthogonally(section: Int, to offset: Point, at time: Milliseconds? = nil) {
        step(at: time) { () throws(CollectionViewError) in try collectionView.setOrthogonalOffset(offset, forSection: section) }
    }

    /// Gives the collection view a new size (a rotation, a split screen):
    /// the layout is solved again, the offset clamped, and the components
    /// told, at `time` (`nil` keeps the clock). A size that is not finite
    /// and ≥ 0 is reported once and changes nothing.
    public func resize(to size: Size, at time: Milliseconds? = nil) {
        step(at: time) { () throws(CollectionViewError) in
            var viewport = collectionView.viewport
            viewport.size = size
            try collectionView.setViewport(viewport)
            try collectionView.setContentOffset(collectionView.contentOffset)
        }
    }

    /// Moves the renderer's clock to `time` (milliseconds) and lets the
    /// tracker see the viewport then: dwell rules are met as time passes.
    /// A time before ``time`` is reported as an issue and ignored.
    public func advance(to time: Milliseconds) {
        step(at: time) {}
    }

    /// Runs one of the renderer's own steps at `time` (`nil` keeps the
    /// clock): the one wrapper of every entry point that changes what is on
    /// screen. The collection view's layout passes during `work` tell the
    /// components nothing; an error `work` throws is reported once in
    /// ``issues``; and when it ends the tracker reads the last pass once, so
    /// that a step with several passes (the stages of an animated update)
    /// reports what it changed in one go.
    ///
    /// - Returns: What `work` returned, or `nil` when it threw.
    @discardableResult
    func step<T>(at time: Milliseconds?, _ work: () throws(CollectionViewError) -> T) -> T? {
        guard !refusesReentry("a step (render, scroll, resize, advance, swipe or move)") else { return nil }
        moveClock(to: time)
        stepDepth += 1
        defer {
            stepDepth -= 1
            updateLifecycle()
            reportComponentFailures()
        }
        do {
            return try work()
        } catch {
            report(.collectionView(error))
            return nil
        }
    }

    /// Sets the clock to `time` unless it is `nil`; a time that is not finite
    /// or before the clock is reported and ignored.
    func moveClock(to time: Milliseconds?) {
        guard let time else { return }
        guard time.isFinite else {
            report(.lifecycle(.invalidNumber(field: "time", value: time, requirement: "finite")))
            return
        }
        guard time >= self.time else {
            report(.lifecycle(.timeWentBackwards(previous: self.time, given: time)))
            return
        }
        self.time = time
    }

    /// Lets the collection view call the sections' visible-items
    /// invalidation handlers, as the data source shows them, when the old or
    /// the new layout has one (none: the displayed layout is the solved one).
    private func useInvalidationHandlers(of composed: ComposedLayout) {
        let hasHandlers = { (layout: ComposedLayout) in layout.sections.contains { $0.visibleItemsInvalidationHandler != nil } }
        guard hasHandlers(composed) || hasHandlers(dataSource.composed) else {
            collectionView.visibleItemsInvalidationHandler = nil
            return
        }
        collectionView.visibleItemsInvalidationHandler = { [weak source = dataSource] section in
            guard let sections = source?.composed.sections, sections.indices.contains(section) else { return nil }
            return sections[section].visibleItemsInvalidationHandler
        }
    }

    /// Reports duplicate section and component ids, and tells ``identifier``
    /// which sections need positions in their elements' ids.
    /// The ids or id hashes of the components it checked go to the data
    /// source (``ListKitDataSource/checkedIDs``), which diffs with them.
    private func checkIDs(_ composed: ComposedLayout) {
        var firstSection: [ElementID: Int] = [:]
        var checkedIDs = [CheckedIDs?](filling: nil, count: composed.sections.count)
        var sharedSectionIDs: Set<Int> = []
        var sharedComponentIDs: Set<Int> = []
        defer {
            // Told only when they change (the identifier then forgets the ids
            // it gave; a new layout is a new data version anyway).
            if identifier.sharedSectionIDs != sharedSectionIDs { identifier.sharedSectionIDs = sharedSectionIDs }
            if identifier.sharedComponentIDs != sharedComponentIDs { identifier.sharedComponentIDs = sharedComponentIDs }
        }
        // A few sections are compared with those before them; more are
        // found in a table.
        let sections = composed.sections
        let scans = sections.count <= SectionScan.limit
        for (index, section) in sections.enumerated() {
            let first: Int?
            if scans {
                first = sections[..<index].firstIndex { $0.elementID == section.elementID }
            } else {
                first = firstSection[section.elementID]
                if first == nil { firstSection[section.elementID] = index }
            }
            if let first {
                report(.duplicateSectionID(id: String(describing: section.id.base)))
                sharedSectionIDs.formUnion([first, index])
            }
            if section.components.idsAreUnique { continue }
            let components = section.components
            let repeated: [Int]
            // Written into the memory of an earlier render's checked ids.
            var ids = spareCheckedIDs.popLast() ?? []
            ids.empty(reusingFor: components.count)
            if components.integerIDs(into: &ids) {
                repeated = RepeatedIDs.positions(of: ids)
                checkedIDs[index] = .integers(ids)
            } else {
                components.idHashes(into: &ids)
                repeated = RepeatedIDs.positions(in: components, hashes: ids)
                checkedIDs[index] = .hashes(ids)
            }
            for position in repeated {
                report(.duplicateComponentID(section: index, id: String(describing: section.components.id(at: position).base)))
                sharedComponentIDs.insert(index)
            }
        }
        dataSource.checkedIDs = checkedIDs
    }

    func report(_ issue: RenderIssue) {
        issues.append(issue)
        onIssue?(issue)
    }

    /// Reports the component kinds that failed since the last step (the
    /// last rendered layout's ``ComposedLayout/failures``), each once.
    func reportComponentFailures() {
        guard let failures = componentFailures else { return }
        for failure in failures.takeReports() { report(.componentFailed(failure)) }
    }

    // MARK: CollectionViewDelegate

    /// Lets the components hear a layout pass that none of the renderer's
    /// own steps caused (the app scrolled ``collectionView`` itself), at ``time``.
    public func collectionView(_ collectionView: HeadlessCollectionView, didCompleteLayoutPass pass: LayoutPass) {
        // A pass the app caused from code a tracker ran (scrolling
        // `collectionView` itself while asked for an id): the renderer's
        // next step shows it to the trackers.
        if stepDepth == 0, !refusesReentry("a layout pass of collectionView") {
            updateLifecycle()
            reportComponentFailures()
        }
    }

    /// Calls ``onReachEnd`` when the last item appears. (Components hear
    /// `willDisplay` from the renderer's lifecycle tracker: see ``ComposeRenderer``.)
    public func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: ElementIndexPath
    ) {
        if isLastItem(indexPath) {
            onReachEnd?()
            delegate?.rendererDidReachEnd(self)
        }
    }

    /// Whether `indexPath` is the last item of the last non-empty section.
    /// Asked for every cell shown: the sections are read in place (a
    /// section is never copied out), and only the item's own section
    /// unless it is that section's last.
    func isLastItem(_ indexPath: ElementIndexPath) -> Bool {
        dataSource.composed.sections.withUnsafeBufferPointer { sections in
            guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
                  indexPath.item == sections[indexPath.section].components.count - 1
            else { return false }
            for section in (indexPath.section + 1)..<sections.count where !sections[section].components.isEmpty {
                return false
            }
            return true
        }
    }

    /// Tells the delegate which component was selected.
    public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: ElementIndexPath) {
        guard let component = dataSource.composed.component(at: indexPath) else { return }
        component.didSelect()
        delegate?.renderer(self, didSelect: component, at: indexPath)
    }
}
