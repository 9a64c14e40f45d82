import ListKitLifecycle

extension ComposeRenderer {
    /// Which tracker is asking the renderer for element ids.
    ///
    /// Asking for an id can run the app's code (a made `ComponentList`'s
    /// `id` or `make` closure, a component's computed `id`) while a tracker
    /// is in the middle of an update. That code may read the renderer:
    /// ``displayedCount`` answers the count before the update and
    /// ``prefetchDistance`` the distance (both kept by the renderer);
    /// ``displayedElements`` and ``nextLifecycleDeadline``, which only the
    /// lifecycle tracker knows, answer nothing while it updates, and say so
    /// in ``issues``. A call that changes the renderer is refused the same
    /// way.
    enum Identification {
        /// The lifecycle tracker is updating.
        case lifecycle
        /// The prefetch tracker is updating.
        case prefetch
    }

    /// Whether `call` must be refused because a tracker is asking for
    /// element ids (reported as `RenderIssue.reentrantCall`).
    @inline(__always)
    func refusesReentry(_ call: String) -> Bool {
        guard identification != nil else { return false }
        report(.reentrantCall(call))
        return true
    }

    /// Whether a read of the lifecycle tracker's state must go unanswered
    /// because the tracker is updating (reported as `RenderIssue.reentrantCall`).
    func lifecycleTrackerIsBusy(_ read: String) -> Bool {
        guard identification == .lifecycle else { return false }
        report(.reentrantCall(read))
        return true
    }
}
