import ListKitCore

/// Rules 19, 20 and 22: where a supplementary anchored to an item or a group
/// goes. It never moves or resizes the layout and may stick out of it.
public enum AnchorPlacement {
    /// The frame of `supplementary` anchored to `container`.
    ///
    /// The container anchor names a point of the container (a named edge on an
    /// axis, or its middle when the axis has none), moved by the anchor's
    /// offset: `fractionalOffset` is a fraction of the supplementary's own size,
    /// `absoluteOffset` is points. The supplementary's own anchor point (the
    /// item anchor's edges, or the container anchor's when it has none, moved by
    /// the item anchor's offset) is put on that point. A badge anchored
    /// [.top, .trailing] with fractionalOffset (0.5, −0.5) is centred on the
    /// container's top-trailing corner.
    ///
    /// - Parameters:
    ///   - supplementary: The anchored supplementary.
    ///   - container: The item's frame, or the group's inset box (rule 20).
    ///   - grid: The pixel grid; the result is snapped, halves away from zero.
    /// - Returns: The frame in the same coordinates as `container`.
    public static func frame(of supplementary: SupplementaryItem, in container: Rect, grid: PixelGrid) -> Rect {
        let size = grid.snap(supplementary.layoutSize.resolve(in: container.size))
        let anchor = supplementary.containerAnchor
        let own = supplementary.itemAnchor ?? LayoutAnchor(edges: anchor.edges)
        var origin = Point.zero
        for axis in Axis.allCases {
            let target = point(of: anchor.edges, start: container.min(axis), length: container.size[axis], along: axis)
                + offset(anchor.offset, size: size, along: axis)
            let local = point(of: own.edges, start: 0, length: size[axis], along: axis)
                + (supplementary.itemAnchor == nil ? 0 : offset(own.offset, size: size, along: axis))
            origin[axis] = target - local
        }
        return grid.snap(Rect(origin: origin, size: size))
    }

    /// The coordinate along `axis` that `edges` name on a span: its start, its
    /// end, or its middle when neither edge of the axis is named (a start edge
    /// wins when both are).
    static func point(of edges: Set<DirectionalRectEdge>, start: Double, length: Double, along axis: Axis) -> Double {
        let (low, high): (DirectionalRectEdge, DirectionalRectEdge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        if edges.contains(low) { return start }
        if edges.contains(high) { return start + length }
        return start + length / 2
    }

    /// An anchor offset's component along `axis`, in points.
    static func offset(_ offset: LayoutAnchor.Offset, size: Size, along axis: Axis) -> Double {
        switch offset {
        case .none: return 0
        case .fractional(let f): return f[axis] * size[axis]
        case .absolute(let p): return p[axis]
        }
    }
}
