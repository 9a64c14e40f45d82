import ListKitCore
import ListKitEngine

/// The frames format: a compact, line-based listing of laid-out elements,
/// made to be read in a diff (the `.frames` snapshots of
/// ListKitSnapshotTesting are written in it).
///
/// The first line gives the content size and offset; then one line per
/// element, in the order the layout lists them:
///
/// ```text
/// content 375x1500 offset 0,-54
/// cell 0.0 grid/0 frame 0,0 75x75
/// supplementary header 1.0 news#header#0 frame 0,-54 375x44 z 10 pinned
/// ```
///
/// Each element line is its category, its kind (not for cells), its index
/// path as `section.item`, its id when known, its frame (`x,y widthxheight`),
/// then only what differs from the default: `z N` (zIndex not 0), `pinned`
/// (pinned away from its natural place), `alpha A` (not 1), `transform
/// a,b,c,d,tx,ty` (not the identity). Numbers are written by `OutputNumber`.
public enum FramesText {
    /// The listing of `elements` over content of `contentSize` at `contentOffset`.
    ///
    /// - Parameters:
    ///   - contentSize: The size of the scrollable content.
    ///   - contentOffset: The content offset the elements are at.
    ///   - elements: The elements, in the order to list them.
    ///   - id: An element's id; the default gives none.
    public static func text(
        contentSize: Size, contentOffset: Point, elements: [LayoutAttributes],
        id: (LayoutAttributes) -> String? = { _ in nil }
    ) -> String {
        let n = OutputNumber.format
        var out = "content \(n(contentSize.width))x\(n(contentSize.height)) "
            + "offset \(n(contentOffset.x)),\(n(contentOffset.y))\n"
        for element in elements {
            var line = element.category.rawValue
            if element.category != .cell, let kind = element.elementKind { line += " " + kind }
            line += " \(element.indexPath.section).\(element.indexPath.item)"
            if let id = id(element) { line += " " + id }
            let f = element.frame
            line += " frame \(n(f.minX)),\(n(f.minY)) \(n(f.width))x\(n(f.height))"
            if element.zIndex != 0 { line += " z \(element.zIndex)" }
            if element.isPinned { line += " pinned" }
            if element.alpha != 1 { line += " alpha \(n(element.alpha))" }
            if !element.transform.isIdentity {
                let t = element.transform
                line += " transform " + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { n(Double($0)) }.joined(separator: ",")
            }
            out += line + "\n"
        }
        return out
    }

    /// The listing of what `collectionView` displays: the elements that
    /// meet its bounds, as its visible-items invalidation handlers leave them.
    ///
    /// - Parameters:
    ///   - collectionView: A collection view after a layout pass.
    ///   - id: An element's id; the default gives none.
    public static func displayed(
        by collectionView: HeadlessCollectionView, id: (LayoutAttributes) -> String? = { _ in nil }
    ) -> String {
        text(
            contentSize: collectionView.contentSize, contentOffset: collectionView.contentOffset,
            elements: collectionView.displayedElements, id: id)
    }
}
