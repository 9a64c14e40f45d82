#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPluginModel

/// Reads a NUL-terminated string a native plugin hands over, without
/// trusting it: never past a length limit, then checked by the rule every
/// backend shares (`PluginText`).
enum PluginString {
    /// The string at `pointer`, or why it is unusable (`is NULL`, `is empty`,
    /// `is longer than 255 bytes`, `is not valid UTF-8`).
    static func read(_ pointer: UnsafePointer<CChar>?, limit: Int) -> Result<String, PluginText.Problem> {
        guard let pointer else { return .failure(PluginText.Problem("is NULL")) }
        let length = strnlen(pointer, limit + 1)
        return PluginText.check(UnsafeRawBufferPointer(start: pointer, count: length), limit: limit)
    }
}
