import ListKitCore
import ListKitEngine

extension LayoutOutput {
    /// The output of `solved` for `document` at `contentOffset`, each
    /// orthogonal section at its offset in `orthogonalOffsets`: every
    /// element, or with `visibleOnly` those that meet the viewport's bounds.
    ///
    /// With `handlers` (each section's visible-items invalidation handler, as
    /// the collection view has them) the elements are passed through them
    /// and held in memory, since a handler sees its section's elements
    /// together; without one, every element is streamed, so ten million
    /// elements are written without being held.
    public init(
        document: LayoutDocument, solved: SolvedLayout, contentOffset: Point, orthogonalOffsets: [Int: Point],
        visibleOnly: Bool, handlers: ((Int) -> VisibleItemsInvalidationHandler?)? = nil
    ) {
        let size = solved.contentSize
        if let handlers {
            var elements = visibleOnly
                ? solved.visibleElements(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
                : solved.allElements(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
            InvalidatedLayout(solved: solved, handler: handlers)
                .invalidate(&elements, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
            self.init(document: document, contentSize: size, contentOffset: contentOffset, elements: elements)
        } else if visibleOnly {
            self.init(
                document: document, contentSize: size, contentOffset: contentOffset,
                elements: solved.visibleElements(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets))
        } else {
            self.init(document: document, contentSize: size, contentOffset: contentOffset, count: solved.elementCount) { body in
                solved.forEachElement(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, body)
            }
        }
    }
}
