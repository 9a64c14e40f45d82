/// The data version a ``ComposeRenderer`` gives its lifecycle tracker
/// (`LifecycleTracker.update`'s `dataVersion`): a number that changes when
/// an element the tracker displayed may have another id, and only then.
///
/// The tracker takes an element found where one it displayed was (the same
/// category, element kind and index path) for that element while the
/// version stays. Scrolling keeps the data, so the version stays. A data
/// update changes the version unless it left every element on screen as it
/// was: no view put on screen, taken off it or carried to another index
/// path since the last lifecycle update (the collection view's
/// `viewChangeCount`), the same sections with shared ids (positions in
/// ids), and no interactive move under way at the last lifecycle update
/// (while under way, a move changes which component each index path
/// shows; its end moves the data). A view that stays at its index path
/// through a batch update shows the same item, which the diff matched by
/// its id, in a section matched by its id: the element's id is the one it
/// had. Then the tracker finds every record at its place and asks for no id
/// (see `Documentation/Lifecycle.md`, "Updates that change nothing on screen").
struct LifecycleDataVersion {
    /// The version given last.
    private(set) var version = 0
    /// The renderer's data version, the view changes, the sharing changes and
    /// whether a move was under way, at the last lifecycle update; `nil`
    /// before the first. (A move that begins changes nothing yet: every
    /// element is still where it was.)
    private var last: (data: Int, viewChanges: Int, sharingChanges: Int, moving: Bool)?

    /// The version for a lifecycle update of the data of version `data`,
    /// `viewChanges` (`viewChangeCount`) and `sharingChanges`
    /// (``ElementIdentifier``'s) being what they are now, and `moving`
    /// whether an interactive move is under way.
    mutating func next(data: Int, viewChanges: Int, sharingChanges: Int, moving: Bool) -> Int {
        if let last, data != last.data,
           viewChanges != last.viewChanges || sharingChanges != last.sharingChanges || last.moving {
            version &+= 1
        }
        last = (data, viewChanges, sharingChanges, moving)
        return version
    }
}
