import ListKitCore

/// Tells which cells to prepare before they are displayed, as UIKit's
/// `UICollectionViewDataSourcePrefetching` does: `prefetch` when a cell
/// enters the prefetch zone, `cancelPrefetch` when it leaves the zone
/// without having been displayed.
///
/// The zone is the strip of content ``distance`` long just past the
/// viewport's edge in the direction the content offset last moved, on each
/// axis it moved on (before the first move there is none). A cell is in the
/// zone while its frame meets the zone in positive area and does not meet
/// the viewport's bounds; a cell that meets the bounds is displayed, and a
/// prefetched cell that becomes displayed is done with, without an event.
/// Cells are followed by identity, never by index path: after a data update
/// a prefetched cell that moved but is still in the zone hears nothing more,
/// and one that the update removed, or pushed out of the zone, hears
/// `cancelPrefetch`.
///
/// ```swift
/// var prefetch = PrefetchTracker(distance: try .screens(1))
/// let events = try prefetch.update(viewport, at: 16.7, source: solvedLayout) { ids[$0.indexPath] }
/// ```
public struct PrefetchTracker: Sendable {
    /// How far ahead of the viewport cells are prefetched.
    public let distance: PrefetchDistance
    /// The time of the last successful update, `nil` before the first.
    public private(set) var lastUpdateTime: Milliseconds?
    /// The content offset of the last update.
    var lastOffset: Point?
    /// The data version of the last update; `nil` when it gave none, and
    /// after ``cancelAll(at:)``.
    var dataVersion: Int?
    /// The sign (−1, 0 or 1) of the last non-zero move of the content offset
    /// along x; 0 before the first.
    var directionX = 0
    /// The same along y.
    var directionY = 0
    /// The prefetched cells not yet displayed nor cancelled, with their
    /// attributes when last in the zone and the number of the last update
    /// that found them there.
    var prefetched = PrefetchedCells()
    /// The last query's answer, whose memory the next query writes into (so
    /// that a scroll allocates nothing for it); while the zone moves on
    /// within ``covered``, it is read again instead of a query, from the
    /// elements the zone has not reached yet (``order``, ``reached``).
    var found: [LayoutAttributes] = []
    /// What the last update's zone was worked out from, when its source
    /// named its cells' frames (``LayoutElementSource/cellFramesGeneration``):
    /// the next update on the same frames, moving on in the same direction,
    /// asks only for the part of the zone that is new.
    var lastZone: ZoneBasis?
    /// The rectangle the last query asked for when the zone moved on: its
    /// new part and its lookahead (``lookahead(_:distance:viewport:_:_:)``) beyond it. While the zone keeps
    /// moving on within it, ``found`` (that query's answer) still holds
    /// every cell of the new part, and nothing is asked of the source.
    var covered: Rect?
    /// The positions in ``found`` of its elements, nearest first in the
    /// direction of the scroll when ``covered`` is set (``leadingEdge(_:_:_:)``):
    /// those before ``reached`` the zone has met already, so a frame looks
    /// only at the ones it reaches now, not at every cell still ahead.
    var order: [Int] = []
    /// How many of ``order``'s first positions the zone has met.
    var reached = 0
    /// The arrivals of the last update, kept for their memory.
    var arrivals: [(identity: ElementIdentity, position: Int)] = []

    /// The frames, viewport and reach one update's zone came from.
    struct ZoneBasis {
        /// The source's ``LayoutElementSource/cellFramesGeneration``.
        var generation: UInt64
        /// The data version.
        var dataVersion: Int
        /// The viewport's size.
        var size: Size
        /// The orthogonal offsets.
        var orthogonalOffsets: [Int: Point]
        /// The reach: the bounds and the zone.
        var reach: Rect
        /// The bounds.
        var bounds: Rect

        /// Whether a cell of `frame` is in the zone of `reach` and `bounds`.
        static func holds(_ frame: Rect, reach: Rect, bounds: Rect) -> Bool {
            frame.intersects(reach) && !frame.intersects(bounds)
        }
    }

    /// Creates a tracker that has prefetched nothing.
    ///
    /// - Parameter distance: How far ahead of the viewport cells are prefetched.
    public init(distance: PrefetchDistance) {
        self.distance = distance
    }

    /// How many cells are prefetched and neither displayed nor cancelled yet.
    public var prefetchedCount: Int { prefetched.count }

    /// Whether the cell with `identity` is prefetched and neither displayed
    /// nor cancelled yet.
    public func isPrefetched(_ identity: ElementIdentity) -> Bool {
        prefetched.contains(identity)
    }

    /// The viewport's bounds grown by the prefetch distance in the direction
    /// the content offset last moved along each axis: the zone together with
    /// the bounds.
    public func reach(of viewport: ViewportState) -> Rect {
        Self.reach(of: viewport, distance: distance, directionX: directionX, directionY: directionY)
    }

    /// The zone: the strips of `reach` outside `bounds`, one past the
    /// bounds' edge along y (as wide as the reach) and one along x (as
    /// high as the bounds), each `nil` when the scroll has no direction on
    /// that axis.
    static func zones(
        bounds: Rect, reach: Rect, directionX: Int, directionY: Int
    ) -> (alongY: Rect?, alongX: Rect?) {
        var alongY: Rect?
        var alongX: Rect?
        if directionY > 0 {
            alongY = Rect(x: reach.minX, y: bounds.maxY, width: reach.width, height: reach.maxY - bounds.maxY)
        } else if directionY < 0 {
            alongY = Rect(x: reach.minX, y: reach.minY, width: reach.width, height: bounds.minY - reach.minY)
        }
        if directionX > 0 {
            alongX = Rect(x: bounds.maxX, y: bounds.minY, width: reach.maxX - bounds.maxX, height: bounds.height)
        } else if directionX < 0 {
            alongX = Rect(x: reach.minX, y: bounds.minY, width: bounds.minX - reach.minX, height: bounds.height)
        }
        return (alongY, alongX)
    }

    /// The bounds grown by `distance` along the directions given.
    static func reach(of viewport: ViewportState, distance: PrefetchDistance, directionX: Int, directionY: Int) -> Rect {
        var rect = viewport.bounds
        let alongX = distance.points(alongViewportOf: viewport.size.width)
        let alongY = distance.points(alongViewportOf: viewport.size.height)
        if directionX != 0 {
            rect.size.width += alongX
            if directionX < 0 { rect.origin.x -= alongX }
        }
        if directionY != 0 {
            rect.size.height += alongY
            if directionY < 0 { rect.origin.y -= alongY }
        }
        return rect
    }

    /// Takes the viewport's state at `time` and returns the prefetch events
    /// it causes: first `cancelPrefetch` for each prefetched cell that is
    /// neither in the zone nor displayed now (with the attributes it had
    /// when last in the zone), then `prefetch` for each cell that is in the
    /// zone now and was not prefetched; each group sorted by index path,
    /// then position in the source's answer. Both kinds have a visible
    /// ratio of 0.
    ///
    /// - Parameters:
    ///   - viewport: The content offset, size and orthogonal offsets; the
    ///     move since the last update's offset sets the direction.
    ///   - time: When this state happens, in milliseconds; not before the
    ///     last update's time.
    ///   - source: The layout's elements; pass the new one after a data update.
    ///   - dataVersion: The version of the data that `source` and `identify`
    ///     describe, or `nil` (the default) to have `identify` asked about
    ///     every cell in the zone in every update. As for
    ///     `LifecycleTracker.update(_:at:source:dataVersion:identify:)`: pass
    ///     the same number while `identify` gives every index path the same
    ///     id, and another after every data update. When it equals the last
    ///     update's version, a cell found in the zone at the index path of a
    ///     cell the last update found there is that cell, and `identify` is
    ///     not asked about it.
    ///   - identify: The id of the cell `attributes` describe, or `nil` to
    ///     leave it out; after a data update, the new data's closure.
    /// - Returns: The events, in the order above.
    /// - Throws: ``LifecycleError`` for a non-finite or negative number in
    ///   the viewport, a time that is not finite or goes backwards, or a
    ///   zone meeting more than `DisplayLimits.maximumDisplayedElements`
    ///   elements; the tracker is then unchanged.
    public mutating func update<Source: LayoutElementSource>(
        _ viewport: ViewportState, at time: Milliseconds, source: Source, dataVersion: Int? = nil,
        identify: (LayoutAttributes) -> ElementID?
    ) throws(LifecycleError) -> [LifecycleEvent] {
        try viewport.validate()
        try LifecycleError.requireFinite(time, "time")
        if let lastUpdateTime, time < lastUpdateTime {
            throw .timeWentBackwards(previous: lastUpdateTime, given: time)
        }
        let (directionX, directionY) = turned(to: viewport.contentOffset)
        let bounds = viewport.bounds
        let reach = Self.reach(of: viewport, distance: distance, directionX: directionX, directionY: directionY)
        let limit = DisplayLimits.maximumDisplayedElements
        // Taken out while it is filled, so that its memory is written in place.
        var found = self.found
        self.found = []
        defer { self.found = found }
        // Only the zone is asked for: what the bounds show, the source
        // knows already (a layout pass) and is asked below only if needed.
        let zones = Self.zones(bounds: bounds, reach: reach, directionX: directionX, directionY: directionY)
        let basis = source.cellFramesGeneration.flatMap { generation in
            dataVersion.map {
                ZoneBasis(
                    generation: generation, dataVersion: $0, size: viewport.size,
                    orthogonalOffsets: viewport.orthogonalOffsets, reach: reach, bounds: bounds)
            }
        }
        // The same frames, data and direction along one axis: the zone only
        // moved on, and what it held before that it still holds is known.
        let moved = basis.flatMap { movedZone(from: $0, bounds: bounds, directionX: directionX, directionY: directionY) }
        // Whether `found` may hold cells new to the zone.
        var scan = true
        // Whether `found` was asked for anew (its ``order`` is then made again).
        var queried = true
        if let strip = moved {
            if strip.width <= 0 || strip.height <= 0 {
                // The zone did not grow: nothing in it is new.
                scan = false
                queried = false
            } else if let covered, covered.encloses(strip) {
                // Asked for already, with the last query's lookahead.
                queried = false
            } else {
                let ahead = Self.lookahead(strip, distance: distance, viewport: viewport, directionX, directionY)
                found.removeAll(keepingCapacity: true)
                source.elements(
                    in: ahead, contentOffset: viewport.contentOffset, orthogonalOffsets: viewport.orthogonalOffsets,
                    limit: limit, into: &found)
                covered = ahead
                if found.count > limit {
                    // Too many with the lookahead: the new part alone.
                    found.removeAll(keepingCapacity: true)
                    source.elements(
                        in: strip, contentOffset: viewport.contentOffset, orthogonalOffsets: viewport.orthogonalOffsets,
                        limit: limit, into: &found)
                    covered = strip
                }
            }
        } else {
            found.removeAll(keepingCapacity: true)
            covered = nil
            if let zone = zones.alongY {
                source.elements(
                    in: zone, contentOffset: viewport.contentOffset, orthogonalOffsets: viewport.orthogonalOffsets,
                    limit: limit, into: &found)
            }
        }
        if moved == nil, let zone = zones.alongX {
            // A scroll along x alone (a horizontal layout) fills the buffer
            // itself; only a move on both axes needs a second one.
            if zones.alongY == nil {
                source.elements(
                    in: zone, contentOffset: viewport.contentOffset, orthogonalOffsets: viewport.orthogonalOffsets,
                    limit: limit, into: &found)
            } else {
                var more: [LayoutAttributes] = []
                source.elements(
                    in: zone, contentOffset: viewport.contentOffset, orthogonalOffsets: viewport.orthogonalOffsets,
                    limit: limit, into: &more)
                found.append(contentsOf: more)
            }
        }
        guard found.count <= limit else {
            covered = nil
            throw .tooManyDisplayed(limit: limit)
        }
        // Nothing below throws: the tracker changes from here on.
        (self.directionX, self.directionY, lastOffset, lastUpdateTime) = (directionX, directionY, viewport.contentOffset, time)
        let reusesIdentities = dataVersion != nil && dataVersion == self.dataVersion
        self.dataVersion = dataVersion
        // A zone that only moved on keeps its cells; the ones the bounds
        // reached or passed over leave it from its front.
        let earlier = moved != nil ? lastZone.map { (reach: $0.reach, bounds: $0.bounds) } : nil
        lastZone = basis
        var passed: [(identity: ElementIdentity, attributes: LayoutAttributes)] = []
        if moved != nil {
            prefetched.beginMove()
            passed = prefetched.dropPassed(bounds, directionX: directionX, directionY: directionY)
        } else {
            prefetched.beginPass()
        }
        var arrivals = self.arrivals
        self.arrivals = []
        defer { self.arrivals = arrivals }
        arrivals.removeAll(keepingCapacity: true)
        if queried { order(found, directionX: directionX, directionY: directionY) }
        // The elements to look at: every one of a zone asked for whole; of
        // one read again, those the zone has reached since the last update.
        var looked = 0..<0
        if scan, covered == nil {
            looked = order.indices
        } else if scan {
            let start = reached
            while reached < order.count,
                  !Self.isAhead(found[order[reached]].frame, of: reach, directionX: directionX, directionY: directionY) {
                reached += 1
            }
            looked = start..<reached
        }
        for position in order[looked] {
            let attributes = found[position]
            // A source may give neighbours that do not meet the rectangle;
            // displayed cells are looked at below, only if needed.
            guard attributes.category == .cell, attributes.frame.intersects(reach), !attributes.frame.intersects(bounds)
            else { continue }
            // A cell of the new part that the last zone held too is kept (or was left out).
            if let earlier, ZoneBasis.holds(attributes.frame, reach: earlier.reach, bounds: earlier.bounds) { continue }
            if reusesIdentities && prefetched.findAtSamePlace(attributes) { continue }
            guard let id = identify(attributes) else { continue }
            if let added = prefetched.find(attributes, id: id) {
                arrivals.append((prefetched.entries[added].identity, position))
            }
        }
        var events: [LifecycleEvent]
        if moved != nil {
            events = passed.isEmpty ? [] : Self.cancelEvents(passed, time: time)
        } else {
            var unseen = prefetched.count - prefetched.seen
            if unseen > 0 {
                let displayed = source.elements(
                    in: bounds, contentOffset: viewport.contentOffset, orthogonalOffsets: viewport.orthogonalOffsets,
                    limit: limit)
                unseen = forgetDisplayed(displayed, bounds: bounds, unseen: unseen, identify: identify)
            }
            events = unseen > 0 ? cancelUnseen(time: time) : []
            prefetched.orderZone(directionX: directionX, directionY: directionY)
        }
        prefetched.packIfSparse()
        arrivals.sort { DisplayOrder(found[$0.position], position: $0.position) < DisplayOrder(found[$1.position], position: $1.position) }
        for arrival in arrivals {
            events.append(LifecycleEvent(
                kind: .prefetch, identity: arrival.identity, attributes: found[arrival.position], visibleRatio: 0, time: time))
        }
        return events
    }

    /// Sets ``order`` to `found`'s positions, nearest first in the direction
    /// of the scroll, and ``reached`` to 0. A layout gives its elements
    /// mostly in that order already, which the sort finds in one pass.
    mutating func order(_ found: [LayoutAttributes], directionX: Int, directionY: Int) {
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: found.indices)
        reached = 0
        if covered != nil {
            order.sort {
                Self.leadingEdge(found[$0].frame, directionX, directionY) < Self.leadingEdge(found[$1].frame, directionX, directionY)
            }
        }
    }

    /// Where `frame` begins in the direction of the scroll, as a number that
    /// grows with the distance the zone must travel to reach it: a frame is
    /// ahead of a reach (``isAhead(_:of:directionX:directionY:)``) exactly
    /// when this number is at least the reach's, so the frames the zone has
    /// met come first in ``order``.
    static func leadingEdge(_ frame: Rect, _ directionX: Int, _ directionY: Int) -> Double {
        if directionY > 0 { return frame.minY }
        if directionY < 0 { return -frame.maxY }
        if directionX > 0 { return frame.minX }
        if directionX < 0 { return -frame.maxX }
        return 0
    }

    /// Whether `frame` lies wholly past `reach` in the direction of the
    /// scroll (it may meet a later reach of the same scroll; nothing else can).
    static func isAhead(_ frame: Rect, of reach: Rect, directionX: Int, directionY: Int) -> Bool {
        if directionY > 0 { return frame.minY >= reach.maxY }
        if directionY < 0 { return frame.maxY <= reach.minY }
        if directionX > 0 { return frame.minX >= reach.maxX }
        if directionX < 0 { return frame.maxX <= reach.minX }
        return false
    }

    /// `strip` (the zone's new part) grown by half the prefetch distance in
    /// the direction of the scroll: a scroll moves the zone on a few points
    /// a frame, so one query serves the frames until the zone leaves it.
    static func lookahead(
        _ strip: Rect, distance: PrefetchDistance, viewport: ViewportState, _ directionX: Int, _ directionY: Int
    ) -> Rect {
        var rect = strip
        if directionY != 0 {
            let ahead = distance.points(alongViewportOf: viewport.size.height) / 2
            rect.size.height += ahead
            if directionY < 0 { rect.origin.y -= ahead }
        } else if directionX != 0 {
            let ahead = distance.points(alongViewportOf: viewport.size.width) / 2
            rect.size.width += ahead
            if directionX < 0 { rect.origin.x -= ahead }
        }
        return rect
    }

    /// The part of this update's zone that the last one's did not cover,
    /// when the last zone was worked out from `basis`'s frames, data,
    /// viewport size and orthogonal offsets and the content offset moved on
    /// along one axis in the direction it already had there; `nil` otherwise
    /// (the whole zone is asked for). The strip may be empty.
    private func movedZone(from basis: ZoneBasis, bounds: Rect, directionX: Int, directionY: Int) -> Rect? {
        guard let last = lastZone, last.generation == basis.generation, last.dataVersion == basis.dataVersion,
              last.size == basis.size, last.orthogonalOffsets == basis.orthogonalOffsets,
              directionX == self.directionX, directionY == self.directionY, (directionX == 0) != (directionY == 0)
        else { return nil }
        let reach = basis.reach
        var strip = reach
        if directionY > 0 {
            strip.origin.y = Swift.max(last.reach.maxY, bounds.maxY)
            strip.size.height = reach.maxY - strip.minY
        } else if directionY < 0 {
            strip.size.height = Swift.min(last.reach.minY, bounds.minY) - reach.minY
        } else if directionX > 0 {
            strip = Rect(x: Swift.max(last.reach.maxX, bounds.maxX), y: bounds.minY, width: 0, height: bounds.height)
            strip.size.width = reach.maxX - strip.minX
        } else {
            strip = Rect(x: reach.minX, y: bounds.minY, width: Swift.min(last.reach.minX, bounds.minX) - reach.minX,
                         height: bounds.height)
        }
        strip.size.width = Swift.max(0, strip.width)
        strip.size.height = Swift.max(0, strip.height)
        return strip
    }

    /// Removes, without an event, the prefetched cells that `found` shows
    /// displayed (meeting `bounds`), stopping once the `unseen` prefetched
    /// cells that the zone no longer holds are all found. Cells enter the
    /// bounds at the edge the scroll moves towards, so the search starts there.
    ///
    /// - Returns: How many of the `unseen` cells are not displayed either.
    private mutating func forgetDisplayed(
        _ found: [LayoutAttributes], bounds: Rect, unseen: Int, identify: (LayoutAttributes) -> ElementID?
    ) -> Int {
        var left = unseen
        let forward = directionY < 0 || (directionY == 0 && directionX < 0)
        let positions = forward ? Array(found.indices) : found.indices.reversed()
        for position in positions where left > 0 {
            let attributes = found[position]
            guard attributes.category == .cell, attributes.frame.intersects(bounds), let id = identify(attributes) else { continue }
            if prefetched.removeUnseen(ElementIdentity(attributes, id: id)) { left -= 1 }
        }
        return left
    }

    /// Cancels every prefetched cell, as when the viewport goes away or
    /// prefetching is turned off; the next update starts from no direction.
    ///
    /// - Parameter time: When the prefetches are cancelled; not before the last update's time.
    /// - Returns: The `cancelPrefetch` events, sorted as in ``update(_:at:source:dataVersion:identify:)``.
    /// - Throws: ``LifecycleError`` for a time that is not finite or goes backwards.
    public mutating func cancelAll(at time: Milliseconds) throws(LifecycleError) -> [LifecycleEvent] {
        try LifecycleError.requireFinite(time, "time")
        if let lastUpdateTime, time < lastUpdateTime {
            throw .timeWentBackwards(previous: lastUpdateTime, given: time)
        }
        prefetched.beginPass()
        let events = cancelUnseen(time: time)
        prefetched.packIfSparse()
        lastUpdateTime = time
        dataVersion = nil
        lastZone = nil
        covered = nil
        lastOffset = nil
        (directionX, directionY) = (0, 0)
        return events
    }

    /// The directions after a move to `offset`: each axis on which the
    /// offset changed since the last update takes the sign of the change.
    func turned(to offset: Point) -> (x: Int, y: Int) {
        guard let lastOffset else { return (directionX, directionY) }
        var direction = (x: directionX, y: directionY)
        if offset.x != lastOffset.x { direction.x = offset.x > lastOffset.x ? 1 : -1 }
        if offset.y != lastOffset.y { direction.y = offset.y > lastOffset.y ? 1 : -1 }
        return direction
    }

    /// Removes every prefetched cell this pass did not find in the zone and
    /// returns its `cancelPrefetch` event, in event order.
    private mutating func cancelUnseen(time: Milliseconds) -> [LifecycleEvent] {
        Self.cancelEvents(prefetched.removeAllUnseen(), time: time)
    }

    /// The `cancelPrefetch` events of `cells` (each with the attributes it
    /// had when last in the zone), in event order.
    private static func cancelEvents(
        _ cells: [(identity: ElementIdentity, attributes: LayoutAttributes)], time: Milliseconds
    ) -> [LifecycleEvent] {
        guard !cells.isEmpty else { return [] }
        // Two cells last seen at one index path (before and after a data
        // update) are ordered by id, so the order never depends on hashing.
        let ordered = cells.sorted {
            let (left, right) = (DisplayOrder($0.attributes, position: 0), DisplayOrder($1.attributes, position: 0))
            return left != right ? left < right : String(describing: $0.identity.id) < String(describing: $1.identity.id)
        }
        var events: [LifecycleEvent] = []
        events.reserveCapacity(ordered.count)
        for cell in ordered {
            events.append(LifecycleEvent(
                kind: .cancelPrefetch, identity: cell.identity, attributes: cell.attributes, visibleRatio: 0, time: time))
        }
        return events
    }
}
