import ListKitCore
import ListKitEngine

/// A layout document (format 1): a whole list screen as JSON, decoded into
/// the layout model plus what only the document knows: section and item ids,
/// component kinds and their props, and the plugins to load.
///
/// The format is specified in the repository's `Documentation/LayoutDocument.md`; decode one with
/// ``init(data:baseDirectory:)``, ``init(bytes:baseDirectory:)``,
/// ``init(contentsOfFile:)`` or ``init(json:baseDirectory:)``.
///
/// ```swift
/// let document = try LayoutDocument(contentsOfFile: "Examples/news.json")
/// let layout = document.layout          // solve it for document.viewport
/// let first = document.sections[0].items[0].id
/// ```
public struct LayoutDocument: Hashable, Sendable {
    /// The format version this module reads and writes.
    public static let currentFormat = 1

    /// The document's format version (always ``currentFormat`` once decoded).
    public var format: Int
    /// The collection view the layout is solved for.
    public var viewport: Viewport
    /// The plugins to load, in order.
    public var plugins: [DocumentPlugin]
    /// The layout model: configuration and sections.
    public var layout: CompositionalLayout
    /// What the document knows about each section, parallel to `layout.sections`.
    public var sections: [DocumentSection]
    /// The components of the layout-wide boundary supplementaries, parallel to
    /// `layout.configuration.boundarySupplementaryItems`.
    public var boundaryComponents: [DocumentComponent]
    /// What stays in place on screen when the document is replaced by a
    /// new version of itself (an update): the content offset (`.top`,
    /// UIKit's behaviour and the default), the distance to the content's
    /// end (`.bottom`, for a chat), or the first or last cell in view
    /// (`.topItem`, `.bottomItem`). An update that names its own anchor
    /// uses that one instead.
    public var contentAnchor: ContentAnchor
    /// The folder the document was read from, when it was read from a file or
    /// given one; relative plugin paths are resolved against it.
    public var directory: String?

    /// Creates a document from its parts.
    public init(
        format: Int = LayoutDocument.currentFormat,
        viewport: Viewport,
        plugins: [DocumentPlugin] = [],
        layout: CompositionalLayout,
        sections: [DocumentSection],
        boundaryComponents: [DocumentComponent] = [],
        contentAnchor: ContentAnchor = .top,
        directory: String? = nil
    ) {
        self.format = format
        self.viewport = viewport
        self.plugins = plugins
        self.layout = layout
        self.sections = sections
        self.boundaryComponents = boundaryComponents
        self.contentAnchor = contentAnchor
        self.directory = directory
    }
}
