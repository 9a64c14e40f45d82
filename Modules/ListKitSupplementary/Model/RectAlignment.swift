/// Where a boundary supplementary sits on its section or layout, like UIKit's
/// `NSRectAlignment`.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    /// Above the content, spanning its width: a header.
    case top
    /// At the top-leading corner.
    case topLeading
    /// Before the content on the leading side.
    case leading
    /// At the bottom-leading corner.
    case bottomLeading
    /// Below the content: a footer.
    case bottom
    /// At the bottom-trailing corner.
    case bottomTrailing
    /// After the content on the trailing side.
    case trailing
    /// At the top-trailing corner.
    case topTrailing
}
