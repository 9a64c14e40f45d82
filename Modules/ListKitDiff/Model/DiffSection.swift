/// A section of a sectioned collection: a model that identifies the section
/// (and whose content change reloads it) and the items it holds.
///
/// ```swift
/// let old = [DiffSection(model: "Fruit", items: ["apple", "pear"])]
/// let new = [DiffSection(model: "Fruit", items: ["pear", "apple", "fig"])]
/// let stages = StagedChangeset(source: old, target: new)
/// ```
public struct DiffSection<Model: Differentiable, Item: Differentiable> {
    /// The section's own value: its identifier identifies the section.
    public var model: Model
    /// The items of the section, in order.
    public var items: [Item]

    /// Creates a section from its model and items.
    @inlinable
    public init(model: Model, items: [Item]) {
        self.model = model
        self.items = items
    }
}

/// Sections are equal when their models and items are.
extension DiffSection: Equatable where Model: Equatable, Item: Equatable {}
/// Sections hash their model and items.
extension DiffSection: Hashable where Model: Hashable, Item: Hashable {}
/// A section of sendable values is sendable.
extension DiffSection: Sendable where Model: Sendable, Item: Sendable {}

extension DiffSection: CustomStringConvertible {
    /// A readable form, `model: [items]`.
    public var description: String { "\(model): \(items)" }
}
