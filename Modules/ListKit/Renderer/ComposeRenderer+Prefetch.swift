import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitLifecycle

extension ComposeRenderer {
    /// How far ahead of the scroll cells are prefetched; `nil` (the default)
    /// prefetches nothing.
    ///
    /// When set, every viewport state the lifecycle tracker sees also goes to
    /// a `PrefetchTracker`: after the state's lifecycle events come its
    /// `cancelPrefetch` and `prefetch` events, which ``onLifecycleEvent``
    /// hears and then the cell's component, as `cancelPrefetch()` (the
    /// component that heard `prefetch()`) and `prefetch()`. Setting it
    /// cancels what the previous distance prefetched, at ``time``.
    ///
    /// Set while a tracker asks for element ids (from a made list's
    /// closures, say), the change is refused and reported in ``issues``.
    public var prefetchDistance: PrefetchDistance? {
        get { prefetchDistanceSetting }
        set {
            guard !refusesReentry("prefetchDistance") else { return }
            if var old = prefetcher {
                // The tracker's times are the renderer's clock, which never goes back.
                let events = (try? old.cancelAll(at: time)) ?? []
                for event in events { deliverPrefetch(event) }
            }
            components.forgetPrefetches()
            prefetcher = newValue.map { PrefetchTracker(distance: $0) }
            prefetchDistanceSetting = newValue
        }
    }

    /// Shows the prefetch tracker, if any, the viewport `state` of `pass`
    /// and hands its events on; problems are reported like the lifecycle
    /// tracker's. The displayed cells are the pass's; only the zone ahead
    /// is asked of the layout.
    func updatePrefetch(_ state: ViewportState, pass: LayoutPass, composed: ComposedLayout) {
        guard prefetcher != nil else { return }
        let identifier = self.identifier
        let movement = collectionView.interactiveMovement
        let version = dataSource.composedVersion
        let events: [LifecycleEvent]
        do {
            // Updated in place: a copy taken out and put back copies its buffers' references.
            identification = .prefetch
            defer { identification = nil }
            events = try prefetcher?.update(state, at: time, source: pass, dataVersion: version) {
                identifier.elementID(Self.dataAttributes($0, movement, in: composed), in: composed, dataVersion: version)
            } ?? []
        } catch {
            report(.lifecycle(error))
            return
        }
        for event in events { deliverPrefetch(event) }
        // Cells displayed since their prefetch are done with: their
        // `willDisplay` let them go; any other difference is swept here.
        if components.prefetchedCount != prefetcher?.prefetchedCount ?? 0, let tracker = prefetcher {
            components.keepPrefetches(where: tracker.isPrefetched)
        }
    }

    /// Hands a prefetch event to the observer, then to the cell's component.
    private func deliverPrefetch(_ event: LifecycleEvent) {
        onLifecycleEvent?(event)
        switch event.kind {
        case .prefetch:
            guard let component = dataSource.composed.component(for: dataAttributes(event.attributes)) else { return }
            components.prefetch(event.identity, component)
            component.prefetch()
        case .cancelPrefetch:
            components.cancelPrefetch(event.identity)?.cancelPrefetch()
        default:
            break
        }
    }
}
