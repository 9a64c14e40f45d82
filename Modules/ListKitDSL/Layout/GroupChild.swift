/// One entry of a group built with the DSL: a component (an item), a run of
/// components of one type (an item each), or a nested group.
public enum GroupChild {
    /// A component laid out as one item.
    case component(AnyComponent)
    /// Consecutive components of one type, one item each, in order.
    case components(ComponentRun)
    /// A nested group (boxed: a group definition is large, and every pass
    /// over a group's children copies each child).
    indirect case group(GroupDefinition)
}
