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

/// A session over ``rowsDocument``.
func rowsSession() throws -> PreviewSession {
    let document = try LayoutDocument(text: rowsDocument)
    return try PreviewSession(composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport)
}
