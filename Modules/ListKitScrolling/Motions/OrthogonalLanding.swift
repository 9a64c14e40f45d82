import ListKitCore

/// How an orthogonal section moves after a drag ends: from its offset at
/// release, with its release velocity, to where its `OrthogonalScrollingBehavior` says
/// it rests, within [0, the row's length − the visible length].
///
/// The continuous behaviour decelerates freely (``Deceleration``); the
/// others pick a resting offset and approach it (``TargetApproach``):
///
/// - `paging`, `groupPaging`, `groupPagingCentered`: the candidates are the
///   pages (multiples of the visible length, and the largest offset) or the
///   group offsets of ``OrthogonalSectionGeometry``; a positive velocity
///   lands on the first candidate above the release offset (the largest
///   when none is), a negative one on the last below it (the smallest when
///   none is), zero on the nearest (the lower one on a tie).
/// - `continuousGroupLeadingBoundary`: the projection p = x₀ + the free
///   deceleration's distance (−v / (1000 · ln r)) decides; a positive
///   velocity lands on the first group offset ≥ p, a negative one on the
///   last ≤ p, zero on the nearest to x₀.
///
/// ```swift
/// let geometry = try OrthogonalSectionGeometry(
///     axis: .horizontal, visibleLength: 375, contentLength: section.rowLength,
///     groupFrames: section.groupFrames)
/// let landing = try OrthogonalLanding(behavior: .groupPaging, geometry: geometry, from: 120, velocity: 800)
/// landing.target   // the next group's offset
/// ```
public struct OrthogonalLanding: ScrollMotion, Hashable {
    /// The behaviour.
    public let behavior: OrthogonalScrollingBehavior
    /// The axis the section scrolls along.
    public let axis: Axis
    /// The offset at release, clamped into the row.
    public let start: Double
    /// The offset it comes to rest at.
    public let target: Double
    /// The motion along the axis.
    let curve: Curve

    /// The two ways a section moves.
    enum Curve: Hashable, Sendable {
        /// A free deceleration.
        case free(Deceleration)
        /// An approach to a chosen offset.
        case approach(TargetApproach)
    }

    /// Creates a landing.
    ///
    /// - Parameters:
    ///   - behavior: The section's behaviour (`.none` stays where it is).
    ///   - geometry: The section's axis, window, row length and groups.
    ///   - offset: The section's offset along its axis at release.
    ///   - velocity: The release velocity in points per second; positive
    ///     values move the offset up.
    ///   - rate: The deceleration rate; `nil` is the behaviour's default.
    /// - Throws: `InvalidNumber`
    ///   for an offset or velocity that is not finite.
    public init(
        behavior: OrthogonalScrollingBehavior, geometry: OrthogonalSectionGeometry, from offset: Double, velocity: Double,
        rate: DecelerationRate? = nil
    ) throws(InvalidNumber) {
        try InvalidNumber.requireFinite(offset, "landing.offset")
        try InvalidNumber.requireFinite(velocity, "landing.velocity")
        let rate = rate ?? behavior.defaultRate
        let start = geometry.clamp(offset)
        self.behavior = behavior
        self.axis = geometry.axis
        self.start = start
        switch behavior {
        case .none:
            // A section that does not scroll on its own stays where it is.
            target = start
        case .continuous:
            let free = try Deceleration(
                start: start, velocity: velocity, rate: rate, limits: 0...geometry.maximumOffset)
            curve = .free(free)
            target = free.end
            return
        case .continuousGroupLeadingBoundary:
            let projected = start + rate.projectedDistance(velocity: velocity)
            target = OrthogonalLanding.pick(
                geometry.groupOffsets(centred: false), from: velocity == 0 ? start : projected,
                velocity: velocity, inclusive: true)
        case .paging:
            target = OrthogonalLanding.page(from: start, velocity: velocity, geometry: geometry)
        case .groupPaging, .groupPagingCentered:
            target = OrthogonalLanding.pick(
                geometry.groupOffsets(centred: behavior == .groupPagingCentered), from: start,
                velocity: velocity, inclusive: false)
        }
        curve = .approach(TargetApproach(start: start, target: target, rate: rate))
    }

    /// How long the landing lasts.
    public var duration: Milliseconds {
        switch curve {
        case .free(let free): return free.duration
        case .approach(let approach): return approach.duration
        }
    }

    /// The section's offset at `time` milliseconds after release, on its
    /// axis (the other coordinate is 0).
    public func offset(at time: Milliseconds) -> Point {
        var point = Point.zero
        switch curve {
        case .free(let free): point[axis] = free.position(at: time)
        case .approach(let approach): point[axis] = approach.position(at: time)
        }
        return point
    }

    /// The candidate to rest at, from ascending distinct `candidates`: the
    /// first past `x` in the direction of `velocity` (at `x` too when
    /// `inclusive`), or the largest (smallest) when none is past; the
    /// nearest to `x` at zero velocity (the lower one on a tie).
    static func pick(_ candidates: [Double], from x: Double, velocity: Double, inclusive: Bool) -> Double {
        guard let first = candidates.first, let last = candidates.last else { return 0 }
        if velocity > 0 {
            let index = boundary(candidates) { inclusive ? $0 >= x : $0 > x }
            return index < candidates.count ? candidates[index] : last
        }
        if velocity < 0 {
            let index = boundary(candidates) { inclusive ? $0 > x : $0 >= x }
            return index > 0 ? candidates[index - 1] : first
        }
        let index = boundary(candidates) { $0 >= x }
        let above = index < candidates.count ? candidates[index] : last
        let below = index > 0 ? candidates[index - 1] : first
        return x - below <= above - x ? below : above
    }

    /// The first index of ascending `candidates` whose value satisfies
    /// `isPast` (a predicate false then true along the array), or the count.
    static func boundary(_ candidates: [Double], _ isPast: (Double) -> Bool) -> Int {
        candidates.indices.partitionPoint { isPast(candidates[$0]) }
    }

    /// The page to rest at. The pages are the multiples of the visible
    /// length below the largest offset, and the largest offset: the next one
    /// in the direction of motion, or the nearest at zero velocity (the
    /// lower one on a tie).
    static func page(from x: Double, velocity: Double, geometry: OrthogonalSectionGeometry) -> Double {
        let length = geometry.visibleLength
        let maximum = geometry.maximumOffset
        if velocity > 0 {
            var next = ((x / length).rounded(.down) + 1) * length
            if next <= x { next += length }
            return Swift.min(next, maximum)
        }
        if velocity < 0 {
            var previous = ((x / length).rounded(.up) - 1) * length
            if previous >= x { previous -= length }
            return Swift.max(previous, 0)
        }
        let below = Swift.min((x / length).rounded(.down) * length, maximum)
        let above = Swift.min(below + length, maximum)
        return x - below <= above - x ? below : above
    }
}
