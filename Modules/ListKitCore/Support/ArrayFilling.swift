extension Array {
    /// `count` copies of `value`: the array `Array(repeating:count:)` makes,
    /// made by reserving and appending.
    ///
    /// With the Swift 6.3 toolchain on Linux, `Array(repeating:count:)` (and
    /// `Array(unsafeUninitializedCapacity:initializingWith:)`) allocate
    /// through the standard library's unspecialized buffer initializer,
    /// which looks the storage's type metadata up at run time on every call
    /// (a hash-table search under a lock: several hundred instructions);
    /// reserving and appending allocates through the caller's specialized
    /// code, which caches that metadata. For the small arrays made on every update (one
    /// entry per section, say); a long array amortizes the lookup.
    @inlinable
    package init(filling value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
