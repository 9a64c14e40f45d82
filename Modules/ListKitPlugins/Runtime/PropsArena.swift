import ListKitPluginABI
import ListKitPluginModel

/// The props of many items in one buffer, each followed by the NUL byte the
/// ABI promises: how a batch travels to a plugin host process in one
/// message, and where that process points the plugin's requests. (In
/// process, a batch points at each item's own props instead.)
struct PropsArena {
    /// Every item's props and its NUL, one after the other.
    private(set) var bytes: [UInt8] = []
    /// Where each item's props start in `bytes`, and their length.
    private(set) var ranges: [(start: Int, length: Int)] = []

    /// An arena of `bytes` whose props lie at `ranges` (each followed by a NUL).
    init(bytes: [UInt8] = [], ranges: [(start: Int, length: Int)] = []) {
        self.bytes = bytes
        self.ranges = ranges
    }

    /// Replaces the contents with the props of `requests`, in order.
    mutating func pack(_ requests: ArraySlice<PluginMeasureRequest>) {
        bytes.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
        ranges.reserveCapacity(requests.count)
        // The props live while `requests` does; each one's address and
        // length are read in place (inlinable, no call per item into the
        // module that keeps them, no copy of a request).
        withExtendedLifetime(requests) {
            for index in requests.indices {
                let props = UnsafeBufferPointer(
                    start: requests[index].props.baseAddress, count: requests[index].props.byteCount)
                ranges.append((bytes.count, props.count))
                bytes.append(contentsOf: props)
                bytes.append(0)
            }
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
