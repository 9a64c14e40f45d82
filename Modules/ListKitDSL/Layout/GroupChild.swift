/// One entry of a group built with the DSL: a component (an item) or a
/// nested group.
public enum GroupChild {
    /// A component laid out as one item.
    case component(AnyComponent)
    /// A nested group.
    case group(GroupDefinition)
}
