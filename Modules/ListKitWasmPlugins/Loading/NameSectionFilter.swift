/// Removes a module's `name` custom sections before WasmKit reads it.
///
/// WasmKit 0.4.2 names the functions of a trap's backtrace from the `name`
/// section, and doing so read freed memory under AddressSanitizer when a
/// call into a plugin trapped (the `wasm` fuzz target's first finding, with
/// the Badge sample, which clang builds with a `name` section). The host
/// never shows a backtrace, so the section is dropped: every other section
/// is kept byte for byte. Bytes whose sections do not parse are returned
/// unchanged, for WasmKit's parser to refuse with its reason.
enum NameSectionFilter {
    /// `bytes` without their `name` custom sections.
    static func removingNames(from bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 8 else { return bytes }
        var kept = Array(bytes[0..<8])
        var offset = 8
        var removed = false
        while offset < bytes.count {
            let start = offset
            let id = bytes[offset]
            offset += 1
            guard let (size, after) = leb128(bytes, at: offset), size <= bytes.count - after else { return bytes }
            let end = after + size
            if id == 0, let (length, nameStart) = leb128(bytes, at: after), length <= end - nameStart,
               bytes[nameStart..<(nameStart + length)].elementsEqual("name".utf8) {
                removed = true
            } else {
                kept.append(contentsOf: bytes[start..<end])
            }
            offset = end
        }
        return removed ? kept : bytes
    }

    /// The unsigned LEB128 number at `offset` (at most 5 bytes, a `u32`) and
    /// the offset after it, or `nil` when it is cut short or too long.
    private static func leb128(_ bytes: [UInt8], at offset: Int) -> (value: Int, next: Int)? {
        var value = 0
        var shift = 0
        var index = offset
        while index < bytes.count, shift < 35 {
            let byte = bytes[index]
            value |= Int(byte & 0x7F) << shift
            index += 1
            if byte & 0x80 == 0 { return value <= Int(UInt32.max) ? (value, index) : nil }
            shift += 7
        }
        return nil
    }
}
