import ListKitCore

/// The diff itself: a staged changeset computed from a source and a target.
extension StagedChangeset {
    /// Computes the stages that turn the flat collection `source` into
    /// `target`.
    ///
    /// ```swift
    /// let stages = StagedChangeset(source: [1, 2, 3], target: [2, 3, 1, 4])
    /// // one stage: 1 moves from 0 to 2, 4 is inserted at 3
    /// ```
    ///
    /// See ``StagedChangeset`` for the matching, the stages and the rules each
    /// one obeys.
    ///
    /// - Parameters:
    ///   - source: The collection before the change.
    ///   - target: The collection after the change.
    ///   - section: The section index of every `ElementIndexPath` in the result, for
    ///     a list shown as one section of a larger collection view.
    ///   - workspace: Work memory to use and keep for the next diff, for a
    ///     caller that diffs again and again; `nil` (the default) to allocate
    ///     it for this diff alone. The stages are the same either way.
    /// - Complexity: O(n + m + k log k); see ``StagedChangeset``.
    @inlinable
    public init<Element: Differentiable>(
        source: [Element], target: [Element], section: Int = 0, workspace: DiffWorkspace? = nil
    ) where Data == [Element] {
        self.init(FlatDiff.stages(source: source, target: target, section: section, workspace: workspace))
    }

    /// Computes the stages that turn the sectioned collection `source` into
    /// `target`, with section and item changes.
    ///
    /// ```swift
    /// let old = [DiffSection(model: "A", items: [1, 2]), DiffSection(model: "B", items: [3])]
    /// let new = [DiffSection(model: "B", items: [3, 1]), DiffSection(model: "A", items: [2])]
    /// let stages = StagedChangeset(source: old, target: new)
    /// // stages[0]: section B moves from 1 to 0
    /// // stages[1]: item 1 moves from [1, 0] to [0, 1]
    /// ```
    ///
    /// See ``StagedChangeset`` for the matching, the stages and the rules each
    /// one obeys.
    ///
    /// - Parameters:
    ///   - source: The sections before the change.
    ///   - target: The sections after the change.
    ///   - workspace: Work memory to use and keep for the next diff, for a
    ///     caller that diffs again and again; `nil` (the default) to allocate
    ///     it for this diff alone. The stages are the same either way.
    /// - Complexity: O(n + m + k log k) over sections and items; see
    ///   ``StagedChangeset``.
    @inlinable
    public init<Model, Item>(
        source: [DiffSection<Model, Item>], target: [DiffSection<Model, Item>], workspace: DiffWorkspace? = nil
    ) where Data == [DiffSection<Model, Item>] {
        self.init(SectionedDiff.stages(source: source, target: target, workspace: workspace))
    }
}
