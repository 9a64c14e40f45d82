import ListKitCore
import ListKitPluginABI

/// The host's buffers for `measure_batch` calls: the packed props, the ABI
/// requests pointing into them and the sizes the plugin writes. Sized for one
/// chunk of a batch and reused for every chunk.
struct BatchScratch {
    /// The props of the chunk.
    var arena = PropsArena()
    /// The chunk's requests in the ABI's form.
    private var requests: [lk_measure_request] = []
    /// The sizes the plugin writes, one per request of the chunk (the
    /// elements past the chunk's count are left from earlier chunks).
    private(set) var sizes: [lk_size]

    /// Buffers for chunks of up to `capacity` items.
    init(capacity: Int) {
        requests.reserveCapacity(capacity)
        sizes = [lk_size](repeating: lk_size(), count: capacity)
    }

    /// Calls `measure_batch` at `function` for `chunk`, whose props
    /// ``arena`` holds; the sizes land in ``sizes``.
    ///
    /// - Returns: the status and the failed index the plugin reported
    ///   (relative to the chunk; the chunk's count when it named none).
    mutating func call(
        _ proposals: [Size], function: UnsafeRawPointer, context: UnsafeMutableRawPointer?,
        signature: ForeignSignature
    ) -> (status: Int32, failedIndex: Int) {
        var failedIndex = proposals.count
        let arena = self.arena
        requests.removeAll(keepingCapacity: true)
        return arena.bytes.withUnsafeBufferPointer { bytes in
            for (offset, proposed) in proposals.enumerated() {
                requests.append(lk_measure_request(proposed: lk_size(proposed), props: arena.props(offset, in: bytes)))
            }
            let status = requests.withUnsafeBufferPointer { requests in
                sizes.withUnsafeMutableBufferPointer { sizes in
                    withUnsafeMutablePointer(to: &failedIndex) { failedIndex in
                        signature.callStatus(function, context, requests.baseAddress, requests.count, sizes.baseAddress, failedIndex)
                    }
                }
            }
            return (status, failedIndex)
        }
    }
}
