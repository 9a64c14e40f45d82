import ListKitCore

/// The result of laying out a document, written for tools: the content size,
/// the content offset and every element, as JSON (``json()``, the format of
/// `viewport-sim layout DOC --format json`) or as a table for people (``text()``).
///
/// Elements are written in the order given. Each names its section's id and,
/// for cells, its item's id from the document; when the document has no
/// section or item at an element's index path, those keys are left out.
///
/// An output made from a visiting closure (``init(document:contentSize:contentOffset:count:elements:)``)
/// holds no elements: ``write(as:to:)`` streams them line by line, so ten
/// million elements take no more memory than one.
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
    /// How many elements there are.
    public let count: Int
    /// Calls its argument with each element, in output order.
    public let visitElements: @Sendable (_ body: (LayoutAttributes) -> Void) -> Void
    /// The buttons of the row a swipe left open, written after the elements
    /// (`swipeActions`); empty (the default): nothing is written for them.
    public var swipeButtons: [SwipeButton] = []

    /// Creates an output of `elements`.
    public init(document: LayoutDocument, contentSize: Size, contentOffset: Point, elements: [LayoutAttributes]) {
        self.init(document: document, contentSize: contentSize, contentOffset: contentOffset, count: elements.count) { body in
            for element in elements { body(element) }
        }
    }

    /// Creates an output of the `count` elements that `elements` visits, in
    /// order, each time it is called (the text form visits them twice: once
    /// for the columns' widths, once to write).
    public init(
        document: LayoutDocument, contentSize: Size, contentOffset: Point, count: Int,
        elements: @escaping @Sendable (_ body: (LayoutAttributes) -> Void) -> Void
    ) {
        self.document = document
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.count = count
        self.visitElements = elements
    }

    /// The elements, in output order (made when asked for).
    public var elements: [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        out.reserveCapacity(count)
        visitElements { out.append($0) }
        return out
    }

    /// The output in `format`.
    public func rendered(as format: Format) -> String {
        var text = ""
        write(as: format) { text += $0 }
        return text
    }

    /// Writes the output in `format` to `sink`, a piece at a time (each a
    /// whole line or more), never holding more than one element's text.
    public func write(as format: Format, to sink: (String) -> Void) {
        switch format {
        case .json: writeJSON(to: sink)
        case .text: writeText(to: sink)
        }
    }

    /// The id of the element's section, if the document has that section.
    func sectionID(of element: LayoutAttributes) -> String? {
        document.sectionID(at: element.indexPath.section)
    }

    /// The id of a cell's item, if the document has that item; `nil` for other categories.
    func itemID(of element: LayoutAttributes) -> String? {
        document.itemID(of: element)
    }
}
