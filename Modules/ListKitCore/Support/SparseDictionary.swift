extension Dictionary {
    /// How many times its count a table that changes every frame keeps
    /// room for (see ``keepSparse()``).
    package static var sparseRoom: Int { 4 }

    /// Grows the table's room to ``sparseRoom`` times its count when it has
    /// less.
    ///
    /// A table whose entries come and go every frame (the elements on
    /// screen, the prefetched cells) pays for removals by hashing again the
    /// keys stored after the removed one until a free slot; kept a quarter
    /// full or less those runs stay short. Room is never given back, so a
    /// table grows to a few times the most it ever held, as a table does
    /// anyway.
    package mutating func keepSparse() {
        if capacity < count * Self.sparseRoom { reserveCapacity(count * Self.sparseRoom) }
    }
}
