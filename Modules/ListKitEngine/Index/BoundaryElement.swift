import ListKitCore
import ListKitSupplementary

/// A boundary supplementary (header, footer) placed in a solved layout, with
/// what pinning needs to move it.
struct BoundaryElement: Sendable {
    /// Its index path: the section (−1 for the layout's own) and its position
    /// among the boundary supplementaries.
    var indexPath: ElementIndexPath
    /// Its element kind, interned.
    var kind: ElementKind
    /// Its natural frame.
    var frame: Rect
    /// Its stacking order.
    var zIndex: Int
    /// How it follows the visible rect, when it pins to the visible bounds.
    var pinning: Pinning.Behavior?
    /// Whether it keeps its estimate until a measuring solve measures it
    /// (see `BoundarySizing`).
    var awaitsMeasuring = false

    /// Its attributes for a visible rect spanning `visibleStart` … `visibleEnd`
    /// along `axis`.
    func attributes(axis: Axis, visibleStart: Double, visibleEnd: Double) -> LayoutAttributes {
        var frame = self.frame
        var displaced = false
        if let pinning {
            let natural = frame.min(axis)
            let position = Pinning.position(
                natural: natural, length: frame.size[axis], behavior: pinning,
                visibleStart: visibleStart, visibleEnd: visibleEnd)
            frame.origin[axis] = position
            displaced = position != natural
        }
        return LayoutAttributes(
            category: .supplementary, kind: kind, indexPath: indexPath, frame: frame,
            zIndex: zIndex, pinsToVisibleBounds: pinning != nil, isPinned: displaced)
    }

    /// The same element `distance` further along `axis`, its pinning limits with it.
    func moved(by distance: Double, along axis: Axis) -> BoundaryElement {
        var moved = self
        moved.frame.origin[axis] += distance
        switch pinning {
        case .header(let limit): moved.pinning = .header(limit: limit + distance)
        case .footer(let floor): moved.pinning = .footer(floor: floor + distance)
        case nil: break
        }
        return moved
    }

    /// Places `sized` items in `region`, with the pinning rule 17 gives each.
    static func place(
        _ sized: BoundarySizing.Sized, section: Int, region: BoundaryRegion, leadingExtent: Double,
        grid: PixelGrid
    ) -> [BoundaryElement] {
        let items = sized.items
        let axis = region.scrollAxis
        let frames = items.map { BoundaryPlacement.frame(of: $0, in: region, grid: grid) }
        // A pinned header is pushed away by its section's footer, or the section's end.
        var footerStart = region.end
        for (item, frame) in zip(items, frames)
        where item.extendsBoundary && item.alignment.component(along: axis) == .end {
            footerStart = frame.min(axis)
            break
        }
        var out: [BoundaryElement] = []
        out.reserveCapacity(items.count)
        for (index, (item, frame)) in zip(items, frames).enumerated() {
            var pinning: Pinning.Behavior?
            if item.pinToVisibleBounds {
                pinning = item.alignment.component(along: axis) == .end
                    ? .footer(floor: region.start + leadingExtent)
                    : .header(limit: footerStart)
            }
            out.append(BoundaryElement(
                indexPath: ElementIndexPath(section: section, item: index), kind: ElementKind(item.elementKind),
                frame: frame, zIndex: item.zIndex, pinning: pinning, awaitsMeasuring: sized.awaiting[index]))
        }
        return out
    }
}
