#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPluginModel

/// Reads a NUL-terminated string a plugin hands over, without trusting it:
/// never past a length limit, and only valid UTF-8.
enum PluginString {
    /// The string at `pointer`, or why it is unusable (`is NULL`, `is empty`,
    /// `is longer than 255 bytes`, `is not valid UTF-8`).
    static func read(_ pointer: UnsafePointer<CChar>?, limit: Int) -> Result<String, Problem> {
        guard let pointer else { return .failure(Problem("is NULL")) }
        let length = strnlen(pointer, limit + 1)
        guard length > 0 else { return .failure(Problem("is empty")) }
        guard length <= limit else { return .failure(Problem("is longer than \(limit) bytes")) }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Problem("is not valid UTF-8"))
        }
        return .success(text)
    }

    /// What is wrong with a string, as a phrase that follows its field name.
    struct Problem: Error, Hashable {
        /// The phrase, such as `is empty`.
        var phrase: String

        /// Creates a problem.
        init(_ phrase: String) { self.phrase = phrase }
    }
}
