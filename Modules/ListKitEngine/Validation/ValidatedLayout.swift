/// A layout model that `LayoutValidator` accepted: the solver takes it
/// without checking it again (``LayoutSolver/solve(validated:in:sizing:)``).
///
/// A collection view validates each model its layout provider gives once,
/// and the models of the stages of an update, which share their sections
/// with models validated before, only where they differ
/// (``revalidating(_:)``): a layout is checked when it is made, not on every
/// solve.
///
/// ```swift
/// let validated = try ValidatedLayout(layout)
/// let solved = try LayoutSolver.solve(validated: validated, in: viewport)
/// ```
public struct ValidatedLayout: Hashable, Sendable {
    /// The model, known to be valid.
    public let layout: CompositionalLayout

    /// Checks every number, group and section of `layout` (the viewport is
    /// checked where one is given: ``LayoutValidator/validate(viewport:)``).
    ///
    /// - Throws: ``LayoutValidationError`` naming the path of the first bad value.
    public init(_ layout: CompositionalLayout) throws(LayoutValidationError) {
        try LayoutValidator.validateModel(layout, reusing: nil)
        self.layout = layout
    }

    /// `layout`, checked where it differs from this validated one: its
    /// configuration, and each section that is not equal to this layout's
    /// section at the same index (item counts aside), are checked as
    /// ``init(_:)`` checks them; the item counts are checked always.
    ///
    /// - Throws: ``LayoutValidationError`` naming the path of the first bad value.
    public func revalidating(_ layout: CompositionalLayout) throws(LayoutValidationError) -> ValidatedLayout {
        try LayoutValidator.validateModel(layout, reusing: self.layout)
        return ValidatedLayout(trusted: layout)
    }

    /// A layout known to be valid.
    private init(trusted layout: CompositionalLayout) {
        self.layout = layout
    }
}
