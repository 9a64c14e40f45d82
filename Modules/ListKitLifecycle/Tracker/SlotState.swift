/// The part of a displayed element's record that every update reads and
/// writes: trivially copyable, so that matching and placing the elements of
/// a frame retain and release nothing. The rest of the record is the
/// ``TrackedElement`` in the same slot.
struct SlotState {
    /// The element's identity, summarised.
    let key: IdentityKey
    /// The hash of its identity in ``LifecycleTracker/slotTable``.
    let hash: Int
    /// Whether its configuration reports anything beyond display; when it
    /// does not, an update that keeps the element displayed only moves it.
    let reportsVisibility: Bool
    /// The position of the element's attributes in the source's answer of
    /// the last update (kept by the tracker, so records copy no attributes).
    var position: Int
    /// The number of the last update pass that met the element.
    var stamp: UInt64
    /// The element's position in the answer of the pass that stamped it last
    /// (read only while that pass is under way).
    var pending: Int
}
