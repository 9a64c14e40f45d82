import ListKitPluginABI

/// The props of many items in one buffer, each followed by the NUL byte the
/// ABI promises, so that a batch call can borrow them all at once.
///
/// One arena serves every chunk of a batch: ``pack(_:)`` refills it and keeps
/// its capacity.
struct PropsArena {
    /// Every item's props and its NUL, one after the other.
    private(set) var bytes: [UInt8] = []
    /// Where each item's props start in `bytes`, and their length.
    private(set) var ranges: [(start: Int, length: Int)] = []

    /// Replaces the contents with the props of `requests`, in order.
    /// An arena of `bytes` whose props lie at `ranges` (each followed by a NUL).
    init(bytes: [UInt8] = [], ranges: [(start: Int, length: Int)] = []) {
        self.bytes = bytes
        self.ranges = ranges
    }

    mutating func pack(_ requests: ArraySlice<PluginMeasureRequest>) {
        bytes.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
        ranges.reserveCapacity(requests.count)
        for request in requests {
            let terminated = request.props.terminated
            ranges.append((bytes.count, terminated.count - 1))
            bytes.append(contentsOf: terminated)
        }
    }

    /// The ABI form of item `index`'s props (counted from the first packed
    /// request), inside `buffer`, which must be `bytes` borrowed for the
    /// duration of the call.
    func props(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> lk_bytes {
        let range = ranges[index]
        return lk_bytes(data: buffer.baseAddress.map { $0 + range.start }, length: range.length)
    }
}
