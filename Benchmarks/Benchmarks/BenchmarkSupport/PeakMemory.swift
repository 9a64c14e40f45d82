// The exact resident peak of one piece of work, from Linux's high-water mark
// (VmHWM), which can be reset to the current resident size. Elsewhere there
// is no such counter and the measurement returns nil.

#if canImport(Glibc)
import Glibc
#endif

/// The resident-memory peak of one piece of work.
public enum PeakMemory {
    /// How far the resident size rose above its level before `work`, in KB,
    /// or nil where `/proc/self` cannot tell.
    public static func growth(during work: () -> Void) -> Int? {
        #if canImport(Glibc)
        // Writing 5 to clear_refs resets VmHWM to the current resident size.
        guard let clear = fopen("/proc/self/clear_refs", "w") else { return nil }
        fputs("5", clear)
        fclose(clear)
        guard let before = statusValue("VmRSS:") else { return nil }
        work()
        guard let peak = statusValue("VmHWM:") else { return nil }
        return peak - before
        #else
        work()
        return nil
        #endif
    }

    /// The resident size now, in KB, or nil where `/proc/self` cannot tell.
    public static func resident() -> Int? {
        #if canImport(Glibc)
        return statusValue("VmRSS:")
        #else
        return nil
        #endif
    }

    #if canImport(Glibc)
    /// The value, in KB, of one line of /proc/self/status.
    private static func statusValue(_ key: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.hasPrefix(key) else { continue }
            // "VmRSS:\t   12345 kB"
            return text.dropFirst(key.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
        }
        return nil
    }
    #endif
}
