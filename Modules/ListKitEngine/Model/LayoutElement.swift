/// One entry of a group's subitems: an item or a nested group.
public indirect enum LayoutElement: Hashable, Sendable {
    /// A leaf item.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)
}
