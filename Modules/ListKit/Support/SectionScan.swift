/// How ListKit finds sections by id when a render or an update has only a
/// few: it compares their ids one by one, and builds a table keyed by id
/// only past ``limit``.
enum SectionScan {
    /// The most sections compared in place (a stage's old and new sections
    /// together, or a render's sections): below it, comparing `ElementID`s
    /// costs less than hashing every one into a table. Both ways give the
    /// same answer; only their cost differs.
    static let limit = 8
}
