import ListKitCore

/// UIKit's `NSCollectionLayoutContainer`: a content size and the insets
/// inside it; what is laid out fits the effective content size.
public struct LayoutContainer: Hashable, Sendable {
    /// The size of the container's content region.
    public var contentSize: Size
    /// The insets of the content region.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a container.
    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets in effect: ``contentInsets`` (ListKit models no layout
    /// margins or readable-content guide that would add to them).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// The content size minus the effective insets, never negative.
    public var effectiveContentSize: Size {
        Size(
            width: Swift.max(0, contentSize.width - effectiveContentInsets.total(.horizontal)),
            height: Swift.max(0, contentSize.height - effectiveContentInsets.total(.vertical))
        )
    }
}
