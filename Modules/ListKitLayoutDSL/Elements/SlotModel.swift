import ListKitCore
import ListKitEngine

/// What the engine's items and groups share: a size, content insets and
/// edge spacing.
public protocol SlotModel {
    /// The slot's size.
    var layoutSize: LayoutSize { get set }
    /// The insets inside the slot.
    var contentInsets: DirectionalEdgeInsets { get set }
    /// The space around the slot.
    var edgeSpacing: EdgeSpacing? { get set }
}

extension ListKitEngine.LayoutItem: SlotModel {}
extension ListKitEngine.LayoutGroup: SlotModel {}

/// A DSL element that wraps one of the engine's slots (``Item``, ``HGroup``,
/// ``VGroup``): its size, insets and spacing are the model's.
public protocol SlotWrapper: ResizableLayout, InsettableLayout, EdgeSpacedLayout {
    /// The engine's model type.
    associatedtype Model: SlotModel
    /// The model this builds.
    var model: Model { get set }
}

extension SlotWrapper {
    /// The element's size.
    public var layoutSize: LayoutSize {
        get { model.layoutSize }
        set { model.layoutSize = newValue }
    }

    /// The insets inside the element's slot.
    public var contentInsets: DirectionalEdgeInsets {
        get { model.contentInsets }
        set { model.contentInsets = newValue }
    }

    /// The space around the element's slot.
    public var edgeSpacing: EdgeSpacing? {
        get { model.edgeSpacing }
        set { model.edgeSpacing = newValue }
    }
}
