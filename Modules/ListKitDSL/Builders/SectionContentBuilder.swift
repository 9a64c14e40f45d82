/// Builds a section's one root group: an `HGroup`, a `VGroup` or a `List`, chosen with
/// `if/else` or `switch` if need be.
@resultBuilder
public enum SectionContentBuilder {
    /// A horizontal root group.
    public static func buildExpression(_ group: HGroup) -> GroupDefinition { group.definition }

    /// A vertical root group.
    public static func buildExpression(_ group: VGroup) -> GroupDefinition { group.definition }

    /// A list's rows: the section is a list section.
    public static func buildExpression(_ list: List) -> GroupDefinition { list.definition }

    /// The root group.
    public static func buildBlock(_ group: GroupDefinition) -> GroupDefinition { group }

    /// The first branch of an `if/else` or `switch`.
    public static func buildEither(first group: GroupDefinition) -> GroupDefinition { group }

    /// The second branch of an `if/else` or `switch`.
    public static func buildEither(second group: GroupDefinition) -> GroupDefinition { group }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ group: GroupDefinition) -> GroupDefinition { group }
}
