import Foundation
import Synchronization

/// Folders for the files a test run writes (fixtures built once per run,
/// documents and plugins a test writes), each removed with what it holds
/// when the test process exits, so that a run leaves nothing in the
/// temporary directory. The one copy every test target uses.
public enum RunFolder {
    /// The folders made so far.
    private static let made = Mutex<[String]>([])

    /// Creates a folder named `prefix`, a dash and a unique suffix in the
    /// temporary directory and returns its path; it is removed when the
    /// process exits. When it cannot be created, the first write into it
    /// fails with its path.
    public static func make(_ prefix: String) -> String {
        let path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let isFirst = made.withLock { folders in
            folders.append(path)
            return folders.count == 1
        }
        if isFirst { atexit { RunFolder.removeAll() } }
        return path
    }

    /// Removes every folder made.
    private static func removeAll() {
        for path in made.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
