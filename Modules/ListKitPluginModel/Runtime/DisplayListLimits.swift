/// How much room the host grants `render`, and how often it retries.
public enum DisplayListLimits {
    /// The most operations one render may produce.
    public static let maximumOperations = 65_536
    /// The most text bytes (all strings of one display list together).
    public static let maximumTextBytes = 1 << 20
    /// How many times `render` is called for one item before giving up when
    /// it keeps reporting `LK_STATUS_BUFFER_TOO_SMALL`.
    public static let maximumAttempts = 8
    /// The operations room of the first attempt for a kind; later renders
    /// start with the room the kind last needed.
    public static let initialOperations = 16
    /// The text room of the first attempt for a kind.
    public static let initialTextBytes = 256
}
