/// The rule for the NUL-terminated strings a plugin hands over (names,
/// versions, kind ids, props declarations), whichever backend reads them:
/// not empty, at most a limit of bytes, valid UTF-8.
package enum PluginText {
    /// The text of `bytes`, the string's bytes up to (not including) its
    /// NUL, or why they are unusable. `bytes` may hold more than `limit`
    /// bytes: a reader stops after `limit + 1` of them, enough to tell that
    /// the string is too long.
    package static func check(_ bytes: UnsafeRawBufferPointer, limit: Int) -> Result<String, Problem> {
        guard !bytes.isEmpty else { return .failure(Problem("is empty")) }
        guard bytes.count <= limit else { return .failure(Problem("is longer than \(limit) bytes")) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Problem("is not valid UTF-8"))
        }
        return .success(text)
    }

    /// What is wrong with a string, as a phrase that follows its field name.
    package struct Problem: Error, Hashable {
        /// The phrase, such as `is empty`.
        package var phrase: String

        /// Creates a problem.
        package init(_ phrase: String) { self.phrase = phrase }
    }
}
