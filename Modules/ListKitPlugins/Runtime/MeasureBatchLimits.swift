/// How the host splits a large batch into `measure_batch` calls.
public enum MeasureBatchLimits {
    /// The most items one `measure_batch` call receives. Longer batches are
    /// measured in consecutive calls of at most this many items, so that the
    /// host's scratch memory for a call stays small (a few tens of KB, reused
    /// from call to call and kept in cache) whatever the batch's length.
    public static let maximumItemsPerCall = 1024
}
