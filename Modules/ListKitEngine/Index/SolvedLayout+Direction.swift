import ListKitCore

/// Right to left: the one place frames are mirrored.
///
/// The sections are solved left to right and keep those frames (their
/// ``SolvedSection/frame``, ``SolvedSection/cellFrame(at:)`` and
/// ``SolvedSection/groupFrames`` are left to right, and so are orthogonal
/// offsets: 0 shows a section's leading end, a positive offset moves toward
/// its trailing end). Every element a ``SolvedLayout`` gives, and every
/// rectangle and content offset it is asked about, are mirrored across the
/// content's width here, as UIKit flips a layout whose
/// `flipsHorizontallyInOppositeLayoutDirection` is `true`.
extension SolvedLayout {
    /// The content offset at rest in the collection view's coordinates: x is
    /// −leading left to right; right to left the leading inset is on the
    /// right, so a vertical layout rests at x = −trailing and a horizontal
    /// one at its right end, content width + leading − bounds width.
    public var physicalRestContentOffset: Point {
        let rest = viewport.restContentOffset
        guard layoutDirection.mirrors else { return rest }
        if scrollAxis == .horizontal {
            return Point(x: contentSize.width + viewport.contentInset.leading - viewport.size.width, y: rest.y)
        }
        return Point(x: -viewport.contentInset.trailing, y: rest.y)
    }

    /// The content inset by side, left in `leading` and right in
    /// `trailing`: the viewport's right to left has its leading inset on the
    /// right. Content offset ranges are worked out on it (a scroll view's
    /// insets are by side).
    public var physicalContentInset: DirectionalEdgeInsets {
        var inset = viewport.contentInset
        if layoutDirection.mirrors { swap(&inset.leading, &inset.trailing) }
        return inset
    }

    /// `contentOffset` (the collection view's) in left-to-right coordinates:
    /// its x mirrored with the bounds' width right to left. The mirror is its
    /// own inverse: it also turns a left-to-right offset into the collection
    /// view's.
    public func logicalOffset(_ contentOffset: Point) -> Point {
        guard layoutDirection.mirrors else { return contentOffset }
        return Point(x: contentSize.width - contentOffset.x - viewport.size.width, y: contentOffset.y)
    }

    /// `rect` (the collection view's coordinates) in left-to-right
    /// coordinates, and back: mirrored across the content's width right to left.
    func logicalRect(_ rect: Rect) -> Rect {
        layoutDirection.mirrors ? LayoutDirection.mirroredX(rect, in: contentSize.width) : rect
    }

    /// `attributes` mirrored across a content `width` wide (the frame only:
    /// a transform about the centre stays as it is).
    static func mirrored(_ attributes: LayoutAttributes, in width: Double) -> LayoutAttributes {
        var out = attributes
        out.frame = LayoutDirection.mirroredX(attributes.frame, in: width)
        return out
    }

    /// `attributes` as this layout gives them: mirrored right to left.
    func directed(_ attributes: LayoutAttributes) -> LayoutAttributes {
        layoutDirection.mirrors ? Self.mirrored(attributes, in: contentSize.width) : attributes
    }

    /// The elements meeting `rect` right to left: the left-to-right elements
    /// meeting the mirrored rectangle, each mirrored.
    func mirroredElements(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Point], limit: Int,
        into out: inout [LayoutAttributes]
    ) {
        let width = contentSize.width
        logicalElements(
            in: LayoutDirection.mirroredX(rect, in: width), contentOffset: logicalOffset(contentOffset),
            orthogonalOffsets: orthogonalOffsets, limit: limit, into: &out)
        for i in out.indices { out[i].frame = LayoutDirection.mirroredX(out[i].frame, in: width) }
    }

    /// The frame of section `index` as this layout gives frames (mirrored
    /// right to left), or `nil` when there is no such section.
    public func frame(ofSection index: Int) -> Rect? {
        guard sections.indices.contains(index) else { return nil }
        let frame = sections[index].frame
        return layoutDirection.mirrors ? LayoutDirection.mirroredX(frame, in: contentSize.width) : frame
    }
}
