import ListKitCore
import ListKitEngine

/// Something a group builder accepts: an ``Item``, an ``HGroup`` or a
/// ``VGroup``, each standing for one element of the engine's model.
public protocol LayoutElementConvertible {
    /// The engine's element this stands for.
    var layoutElement: LayoutElement { get }
}

/// A group of the DSL (``HGroup``, ``VGroup``): what a ``Section`` holds;
/// its `model` is the engine's group.
public protocol LayoutGroupConvertible: LayoutElementConvertible, SlotWrapper
where Model == ListKitEngine.LayoutGroup {}

extension LayoutGroupConvertible {
    /// The engine's element for this group.
    public var layoutElement: LayoutElement { .group(model) }

    /// The space between the group's items.
    public func interItemSpacing(_ spacing: LayoutSpacing?) -> Self {
        var copy = self
        copy.model.interItemSpacing = spacing
        return copy
    }
}
