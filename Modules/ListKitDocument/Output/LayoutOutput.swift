import ListKitCore

/// The result of laying out a document, written for tools: the content size,
/// the content offset and every element, as JSON (``json()``, the format of
/// `viewport-sim layout DOC --format json`) or as a table for people (``text()``).
///
/// Elements are written in the order given. Each names its section's id and,
/// for cells, its item's id from the document; when the document has no
/// section or item at an element's index path, those keys are left out.
///
/// ```swift
/// let output = LayoutOutput(document: document, contentSize: size,
///                           contentOffset: document.viewport.restContentOffset, elements: attributes)
/// print(output.json(), terminator: "")
/// ```
public struct LayoutOutput: Sendable {
    /// The output formats.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// JSON, one element per line.
        case json
        /// A fixed-width table.
        case text
    }

    /// The document the elements were laid out from.
    public var document: LayoutDocument
    /// The size of the scrollable content.
    public var contentSize: Size
    /// The content offset the frames were computed for.
    public var contentOffset: Point
    /// The elements, in output order.
    public var elements: [LayoutAttributes]

    /// Creates an output.
    public init(document: LayoutDocument, contentSize: Size, contentOffset: Point, elements: [LayoutAttributes]) {
        self.document = document
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.elements = elements
    }

    /// The output in `format`.
    public func rendered(as format: Format) -> String {
        switch format {
        case .json: return json()
        case .text: return text()
        }
    }

    /// The id of the element's section, if the document has that section.
    func sectionID(of element: LayoutAttributes) -> String? {
        document.sectionID(at: element.indexPath.section)
    }

    /// The id of a cell's item, if the document has that item; `nil` for other categories.
    func itemID(of element: LayoutAttributes) -> String? {
        guard element.category == .cell else { return nil }
        return document.item(at: element.indexPath)?.id
    }
}
