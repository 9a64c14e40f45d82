import Foundation

/// Reads a fixture file back.
enum PluginFileBytes {
    /// The bytes of the file at `path`, or `nil` when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
