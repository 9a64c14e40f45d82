import ListKitPluginABI

/// The props of many items in one buffer, each followed by the NUL byte the
/// ABI promises, so that a batch call can borrow them all at once.
struct PropsArena {
    /// Every item's props and its NUL, one after the other.
    private(set) var bytes: [UInt8] = []
    /// Where each item's props start in `bytes`, and their length.
    private var ranges: [(start: Int, length: Int)] = []

    /// Packs the props of each item in order.
    init(_ props: some Sequence<PluginProps>) {
        for item in props {
            ranges.append((bytes.count, item.json.count))
            bytes.append(contentsOf: item.terminated)
        }
    }

    /// The ABI form of item `index`'s props, inside `buffer`, which must be
    /// `bytes` borrowed for the duration of the call.
    func props(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> lk_bytes {
        let range = ranges[index]
        return lk_bytes(data: buffer.baseAddress.map { $0 + range.start }, length: range.length)
    }
}
