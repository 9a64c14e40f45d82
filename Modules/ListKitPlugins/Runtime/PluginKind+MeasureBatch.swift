import ListKitCore
import ListKitPluginABI

extension PluginKind {
    /// Measures many items, in one call when the kind has `measure_batch`
    /// and one `measure` call per item otherwise.
    ///
    /// - Parameter requests: the items, each with its proposed size and props.
    /// - Returns: one size per request, in order.
    /// - Throws: the errors of ``measure(proposed:props:)``; from
    ///   `measure_batch` they name the item when the plugin or the host knows it.
    public func measureBatch(_ requests: [PluginMeasureRequest]) throws(PluginError) -> [Size] {
        guard !requests.isEmpty else { return [] }
        guard let function = functions.measureBatch else {
            var sizes: [Size] = []
            sizes.reserveCapacity(requests.count)
            for request in requests {
                sizes.append(try measure(proposed: request.proposed, props: request.props))
            }
            return sizes
        }
        for (index, request) in requests.enumerated() {
            try checkProposed(request.proposed, .measureBatch(item: index))
        }
        let arena = PropsArena(requests.lazy.map(\.props))
        let context = functions.context, signature = signatures.measureBatch
        let (result, logged) = try enter(.measureBatch(item: nil)) {
            arena.bytes.withUnsafeBufferPointer { bytes in
                var abiRequests = requests.indices.map { index in
                    lk_measure_request(proposed: lk_size(requests[index].proposed), props: arena.props(index, in: bytes))
                }
                var sizes = [lk_size](repeating: lk_size(), count: requests.count)
                var failedIndex = requests.count
                let status = abiRequests.withUnsafeMutableBufferPointer { abiRequests in
                    sizes.withUnsafeMutableBufferPointer { sizes in
                        withUnsafeMutablePointer(to: &failedIndex) { failedIndex in
                            signature.callStatus(
                                function, context, UnsafePointer(abiRequests.baseAddress), abiRequests.count,
                                sizes.baseAddress, failedIndex)
                        }
                    }
                }
                return (sizes: sizes.map(Size.init), status: status, failedIndex: failedIndex)
            }
        }
        guard result.status == PluginStatus.ok else {
            let item = requests.indices.contains(result.failedIndex) ? result.failedIndex : nil
            throw failure(result.status, .measureBatch(item: item), message: logged)
        }
        for (index, size) in result.sizes.enumerated() {
            if let defect = SizeDefect.first(in: size) {
                throw .invalidSize(path: pluginPath, kind: id, function: .measureBatch(item: index), defect: defect)
            }
        }
        return result.sizes
    }
}
