/// A value whose modifiers return a changed copy.
protocol Copying {}

extension Copying {
    /// A copy of `self` after `change`.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
