import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitLifecycle

/// A displayed element's component and the view showing it, kept from its
/// `willDisplay` so that its later events reach the same component even after
/// the data moved on or its view went back to a reuse pool.
struct DisplayedComponent {
    /// The component that heard `willDisplay`.
    var component: AnyComponent
    /// The view that showed it.
    var view: CollectionReusableView?

    /// The component the view shows now when it is still this element's
    /// (re-rendered after a content update), else the one recorded.
    var current: AnyComponent {
        if let shown = view?.shown?.component, shown.isSameWrapper(as: component) || shown.hasSameID(as: component) {
            return shown
        }
        return component
    }

    /// The view's content view.
    var content: ContentView? { view?.content as? ContentView }
}

/// Finds the component and view of each element that begins display,
/// once: when the tracker asks for its visibility configuration, and keeps
/// them for the `willDisplay` that follows.
///
/// `@unchecked Sendable`: the tracker asks from the renderer's own calls
/// only, on the renderer's thread; the data source and collection view are
/// never touched elsewhere through this box.
final class ComponentVisibility: @unchecked Sendable {
    private weak var dataSource: ListKitDataSource?
    /// The collection view, whose views hold the components the layout
    /// pass gave them, and whose interactive move (if any) maps shown index
    /// paths back to the data source's.
    weak var collectionView: HeadlessCollectionView?
    // `@exclusivity(unchecked)`: see "Exclusivity on the frame path" in
    // Documentation/Architecture.md.
    /// The elements found by ``configuration(_:_:)`` during a tracker
    /// update, in the order it asked, for the `willDisplay` events it
    /// returns: the tracker asks about each element just before it makes
    /// its `willDisplay`, so the events come in this order.
    @exclusivity(unchecked) private var found: [(identity: ElementIdentity, record: DisplayedComponent)] = []
    /// How many of ``found``'s first entries their events took.
    @exclusivity(unchecked) private var taken = 0

    init(dataSource: ListKitDataSource) {
        self.dataSource = dataSource
    }

    /// The configuration the component of `attributes` asks for, if any;
    /// the component and view found are kept for ``take(_:_:)``.
    @Sendable func configuration(_ identity: ElementIdentity, _ attributes: LayoutAttributes) -> VisibilityConfiguration? {
        guard let record = resolve(attributes) else { return nil }
        found.append((identity, record))
        // The configuration the view's component gave when it was set (the
        // record's component is the view's); only an element without a
        // view of the renderer's asks its component now.
        if let shown = record.view?.shown { return shown.visibility }
        return record.component.visibilityConfiguration()
    }

    /// The component and view of the element that begins display with
    /// `identity` and `attributes`: the one found when its configuration
    /// was asked for (the next one found, events coming in that order),
    /// else found now.
    func take(_ identity: ElementIdentity, _ attributes: LayoutAttributes) -> DisplayedComponent? {
        if taken < found.count, found[taken].identity == identity {
            taken += 1
            return found[taken - 1].record
        }
        return resolve(attributes)
    }

    /// Forgets what ``configuration(_:_:)`` found and no event took.
    func clear() {
        taken = 0
        if !found.isEmpty { found.removeAll(keepingCapacity: true) }
    }

    /// The element's view on screen and the component it shows, or (an
    /// element without a view) the data source's component for it.
    private func resolve(_ attributes: LayoutAttributes) -> DisplayedComponent? {
        let view = collectionView?.view(for: attributes)
        if let shown = view?.shown?.component {
            return DisplayedComponent(component: shown, view: view)
        }
        guard let composed = dataSource?.composed else { return nil }
        let data = ComposeRenderer.dataAttributes(attributes, collectionView?.interactiveMovement, in: composed)
        return composed.component(for: data).map { DisplayedComponent(component: $0, view: view) }
    }
}

extension ComposeRenderer {
    /// Shows the tracker the collection view's last layout pass, at
    /// ``time``, and hands each event to ``onLifecycleEvent`` and then to its
    /// element's component: `willDisplay(content:)`, `didEndDisplay(content:)`
    /// or `visibilityDidChange(_:content:)`. The tracker reads the pass's
    /// elements; it asks the layout nothing.
    func updateLifecycle() {
        guard let pass = collectionView.layoutPass else { return }
        let state = ViewportState(
            contentOffset: pass.contentOffset, size: pass.bounds.size, orthogonalOffsets: pass.orthogonalOffsets)
        let composed = dataSource.composed
        let identifier = self.identifier
        let movement = collectionView.interactiveMovement
        let version = dataSource.composedVersion
        // The ids depend on `composed` and on the duplicate ids `identifier`
        // was told about; both change only with `composed` (and a move,
        // which bumps the version too). The tracker's version changes only
        // when an element it displayed may have another id now.
        let trackedVersion = lifecycleVersion.next(
            data: version, viewChanges: collectionView.viewChangeCount, sharingChanges: identifier.sharingChanges,
            moving: movement != nil)
        let events: [LifecycleEvent]
        // What the policy look-ups found is for this update's events only.
        defer { visibility.clear() }
        do {
            identification = .lifecycle
            defer { identification = nil }
            events = try tracker.update(
                state, at: time, source: pass, dataVersion: trackedVersion
            ) { identifier.elementID(Self.dataAttributes($0, movement, in: composed), in: composed, dataVersion: version) }
        } catch {
            report(.lifecycle(error))
            return
        }
        // Only an event changes what is displayed.
        if !events.isEmpty { displayedElementCount = tracker.displayedCount }
        for event in events { deliver(event) }
        updatePrefetch(state, pass: pass, composed: composed)
    }

    /// How many elements are displayed now (read while the lifecycle
    /// tracker asks for element ids: how many were before its update).
    public var displayedCount: Int { displayedElementCount }

    /// The earliest time a lifecycle event can come with nothing moving (a
    /// dwell timer under way), or `nil` when none can: ``advance(to:)`` before
    /// it reports nothing (see `LifecycleTracker.nextDwellDeadline`).
    /// Read while the lifecycle tracker asks for element ids: `nil`, and
    /// reported in ``issues``.
    public var nextLifecycleDeadline: Milliseconds? {
        lifecycleTrackerIsBusy("nextLifecycleDeadline") ? nil : tracker.nextDwellDeadline
    }

    /// The elements displayed now, in event order (read while the
    /// lifecycle tracker asks for element ids: none, and reported in
    /// ``issues``).
    public var displayedElements: [DisplayedElement] {
        lifecycleTrackerIsBusy("displayedElements") ? [] : tracker.displayedElements
    }

    /// Hands `event` to the observer, then to the element's component.
    private func deliver(_ event: LifecycleEvent) {
        onLifecycleEvent?(event)
        switch event.kind {
        case .willDisplay:
            guard let record = visibility.take(event.identity, event.attributes) else { return }
            let component = record.component
            // A displayed cell is done with its prefetch.
            components.display(event.identity, record)
            if let content = record.content { component.willDisplay(content: content) }
            if event.attributes.category == .cell {
                delegate?.renderer(self, willDisplay: component, at: event.attributes.indexPath)
            }
        case .didEndDisplay:
            guard let record = components.endDisplay(event.identity) else { return }
            let component = record.current
            if let content = record.content { component.didEndDisplay(content: content) }
            if event.attributes.category == .cell {
                delegate?.renderer(self, didEndDisplay: component, at: event.attributes.indexPath)
            }
        default:
            guard let record = components.displayed(event.identity), let content = record.content else { return }
            record.current.visibilityDidChange(event.kind, content: content)
        }
    }

}
