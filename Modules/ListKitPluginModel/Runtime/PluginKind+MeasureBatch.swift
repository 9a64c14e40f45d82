import ListKitCore

extension PluginKind {
    /// Measures many items, through `measure_batch` when the kind has it and
    /// one `measure` call per item otherwise.
    ///
    /// Every proposed size is checked before the first call. A batch longer
    /// than ``MeasureBatchLimits/maximumItemsPerCall`` goes to the plugin in
    /// consecutive calls of at most that many items, in order. In process,
    /// each call's requests point at the items' own props: nothing is copied.
    ///
    /// - Parameter requests: the items, each with its proposed size and props.
    /// - Returns: one size per request, in order.
    /// - Throws: the errors of ``measure(proposed:props:)``, for the first
    ///   problem found in item order; from `measure_batch` they name the item
    ///   (its index in `requests`) when the plugin or the host knows it.
    public func measureBatch(_ requests: [PluginMeasureRequest]) throws(PluginError) -> [Size] {
        guard !requests.isEmpty else { return [] }
        guard info.measuresInBatches else {
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
        let chunkLength = min(requests.count, MeasureBatchLimits.maximumItemsPerCall)
        var sizes: [Size] = []
        sizes.reserveCapacity(requests.count)
        for start in stride(from: 0, to: requests.count, by: chunkLength) {
            let chunk = start..<min(start + chunkLength, requests.count)
            try measureChunk(requests[chunk], into: &sizes)
        }
        return sizes
    }

    /// One `measure_batch` call for `chunk` (indices are those of the whole
    /// batch); appends its sizes to `sizes` after checking them.
    private func measureChunk(_ chunk: ArraySlice<PluginMeasureRequest>, into sizes: inout [Size]) throws(PluginError) {
        let result = try caller.measureBatch(chunk)
        guard result.status == PluginStatus.ok else {
            let failed = result.value.failedIndex
            let item = (0..<chunk.count).contains(failed) ? chunk.startIndex + failed : nil
            throw failure(result.status, .measureBatch(item: item), message: result.loggedError)
        }
        guard result.value.sizes.count == chunk.count else {
            throw .invalidArgument(path: pluginPath, kind: id, function: .measureBatch(item: nil),
                                   reason: "\(result.value.sizes.count) sizes for \(chunk.count) requests")
        }
        for offset in 0..<chunk.count {
            let size = result.value.sizes[offset]
            if let defect = SizeDefect.first(in: size) {
                throw .invalidSize(
                    path: pluginPath, kind: id, function: .measureBatch(item: chunk.startIndex + offset), defect: defect)
            }
            sizes.append(size)
        }
    }
}
