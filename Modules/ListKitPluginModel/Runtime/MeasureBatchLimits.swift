/// How the host splits a large batch into `measure_batch` calls.
public enum MeasureBatchLimits {
    /// The most items one `measure_batch` call receives. Longer batches are
    /// measured in consecutive calls of at most this many items, so that the
    /// host's memory for a call stays small (the requests and sizes of 1,024
    /// items, 64 KB, which the allocator hands back call after call, so they
    /// stay in cache) whatever the batch's length.
    public static let maximumItemsPerCall = 1024
}
