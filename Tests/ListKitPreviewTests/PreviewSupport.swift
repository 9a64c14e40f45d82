import ListKit
import ListKitDocument
import ListKitPreview

/// A document of 50 rows 44 pt high (`label` items) on a 375 × 812 screen.
let rowsDocument = #"""
    {"format": 1, "viewport": {"width": 375, "height": 812},
     "sections": [{"id": "rows", "itemCount": 50,
       "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                 "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}]}
    """#

/// A session over ``rowsDocument`` reporting display events only, without prefetching.
func rowsSession() throws -> PreviewSession {
    let document = try LayoutDocument(text: rowsDocument)
    return try PreviewSession(
        composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, visibility: .displayOnly,
        prefetch: nil)
}

/// A carousel (section 0: ten 150 × 100 cards scrolling sideways) above
/// twenty 44-pt rows (section 1), each with a destructive Delete swipe
/// action, on a 375 × 812 screen. Rows begin at 100.
let mixedDocument: String = {
    let rows = (0..<20).map {
        #"{"id": "r\#($0)", "component": "label", "props": {"text": "Row \#($0)"}, "trailingSwipeActions": [{"title": "Delete", "style": "destructive"}]}"#
    }.joined(separator: ", ")
    let cards = (0..<10).map { #"{"id": "c\#($0)", "component": "label", "props": {"text": "Card \#($0)"}}"# }
        .joined(separator: ", ")
    return #"""
        {"format": 1, "viewport": {"width": 375, "height": 812},
         "sections": [
          {"id": "cards", "orthogonalScrollingBehavior": "continuous", "items": [\#(cards)],
           "group": {"axis": "horizontal", "size": {"width": {"absolute": 150}, "height": {"absolute": 100}},
                     "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}},
          {"id": "rows", "items": [\#(rows)],
           "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                     "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}]}
        """#
}()

/// The document at `path`, composed with the built-in kinds: a session's `load`.
func loadBuiltIn(_ path: String) throws -> LoadedDocument {
    let document = try LayoutDocument(contentsOfFile: path)
    return LoadedDocument(document: document, composed: try document.composedLayout(registry: .builtIn))
}
