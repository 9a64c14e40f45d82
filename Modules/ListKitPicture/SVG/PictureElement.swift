import ListKitCore
import ListKitDSL
import ListKitEngine

/// One laid-out element as a picture draws it: its attributes (frame in
/// content coordinates, zIndex, alpha, transform), what its view's content
/// drew, its ids, and the rectangle its orthogonal section clips it to.
public struct PictureElement {
    /// The element's attributes, pinning and orthogonal offsets applied.
    public var attributes: LayoutAttributes
    /// The content view of the element's view; `nil` when the element has no
    /// view (it is off screen, or the picture is of a solved layout only).
    public var content: ContentView?
    /// The id of the element's section, if known.
    public var sectionID: String?
    /// The element's own id (a cell's item id, say), if known.
    public var id: String?
    /// The rectangle (content coordinates) outside which nothing of the
    /// element shows: its orthogonal section's frame; `nil` for no clip.
    public var clip: Rect?
    /// The corners an inset-grouped list section rounds, for a row of one
    /// (`SolvedLayout.listRowCorners(at:)`); empty otherwise.
    public var roundedCorners: ListRowCorners = []
    /// The radius of ``roundedCorners``.
    public var cornerRadius: Double = 0
    /// The cell's own background, under what its content drew: white for a
    /// list section's row (UIKit's list cell background); `nil` for none.
    public var background: Color?

    /// Creates an element.
    public init(
        attributes: LayoutAttributes, content: ContentView? = nil, sectionID: String? = nil, id: String? = nil,
        clip: Rect? = nil
    ) {
        self.attributes = attributes
        self.content = content
        self.sectionID = sectionID
        self.id = id
        self.clip = clip
    }
}
