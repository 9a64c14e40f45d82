/// Work memory for diffs, kept from one diff to the next.
///
/// A diff of n elements works in about 13 bytes per element of temporary
/// buffers (the matching's entries, the matched index of every element, the
/// patience sorting's piles). Without a workspace they are allocated and
/// freed by every diff. An app that diffs a large list on every update then
/// has the allocator hand those pages back to the system after one update
/// and fault them in again during the next: measured on Linux with glibc, a
/// renderer's animated update of 100,000 rows spent about a third of its time
/// in the kernel doing so. A workspace passed to every diff keeps its
/// buffers, grown to the largest diff it served, so later diffs reuse them.
/// (A sectioned diff of one section on either side, the same one, is the
/// flat diff of its items, with the flat diff's buffers.)
///
/// ```swift
/// let workspace = DiffWorkspace()
/// let first = StagedChangeset(source: old, target: new, workspace: workspace)
/// let second = StagedChangeset(source: new, target: newer, workspace: workspace)
/// ```
///
/// The stages are the same with or without a workspace. A workspace serves
/// one diff at a time: it is not `Sendable`, so each thread or actor that
/// diffs keeps its own. ``retainedBytes`` tells what it holds, and
/// ``releaseMemory()`` gives it back.
public final class DiffWorkspace {
    /// The item matching's entries, a flat diff's or a sectioned one's.
    @usableFromInline
    var words: UnsafeMutablePointer<UInt64>?

    /// The number of entries `words` has room for.
    @usableFromInline
    var wordCapacity = 0

    /// The flat diff's matched source index of every target index.
    @usableFromInline
    var targetIndices: UnsafeMutablePointer<Int32>?

    /// The number of indices `targetIndices` has room for.
    @usableFromInline
    var targetIndexCapacity = 0

    /// The matched-source bit set of a sectioned diff's items.
    @usableFromInline
    var matchedBits: [UInt64] = []

    /// A sectioned diff's item matching: the matched target of every source item.
    @usableFromInline
    var sourceToTarget: [Int32] = []

    /// A sectioned diff's item matching: the matched source of every target item.
    @usableFromInline
    var targetToSource: [Int32] = []

    /// The patience sorting of a sectioned diff's items.
    @usableFromInline
    var subsequence = LongestIncreasingSubsequence()

    /// An empty workspace; it allocates as the diffs it serves need.
    public init() {}

    deinit {
        releaseMemory()
    }

    /// The bytes of work memory the workspace holds now: about 13 per
    /// element of the largest sectioned diff it has served (about 10 per
    /// element of a flat one: 8 for the matching's entries, 4 more per
    /// target for its matched source), 0 after ``releaseMemory()``.
    public var retainedBytes: Int {
        wordCapacity &* MemoryLayout<UInt64>.stride
            &+ targetIndexCapacity &* MemoryLayout<Int32>.stride
            &+ matchedBits.capacity &* MemoryLayout<UInt64>.stride
            &+ (sourceToTarget.capacity &+ targetToSource.capacity) &* MemoryLayout<Int32>.stride
            &+ subsequence.retainedBytes
    }

    /// Frees the work memory. The workspace stays usable: the next diff
    /// allocates again.
    public func releaseMemory() {
        releaseWords()
        targetIndices?.deallocate()
        targetIndices = nil
        targetIndexCapacity = 0
        matchedBits = []
        sourceToTarget = []
        targetToSource = []
        subsequence = LongestIncreasingSubsequence()
    }

    /// Room for `count` entries (uninitialized), kept until the next call or
    /// ``releaseWords()``.
    @inlinable
    func words(_ count: Int) -> UnsafeMutablePointer<UInt64> {
        if let words, wordCapacity >= count { return words }
        releaseWords()
        let fresh = LargeBuffer.allocate(UInt64.self, count: count)
        words = fresh
        wordCapacity = Swift.max(count, 1)
        return fresh
    }

    /// Frees the entries' room.
    @usableFromInline
    func releaseWords() {
        if let words { LargeBuffer.deallocate(words) }
        words = nil
        wordCapacity = 0
    }

    /// Room for `count` indices (uninitialized), kept until the next call or
    /// ``releaseMemory()``.
    @inlinable
    func targetIndices(_ count: Int) -> UnsafeMutablePointer<Int32> {
        if let targetIndices, targetIndexCapacity >= count { return targetIndices }
        targetIndices?.deallocate()
        let fresh = LargeBuffer.allocate(Int32.self, count: count)
        targetIndices = fresh
        targetIndexCapacity = Swift.max(count, 1)
        return fresh
    }

    /// `array`'s storage, taken out of the workspace (so that the caller
    /// holds the only reference) and filled with `count` copies of `value`.
    @inlinable
    static func refilled<T>(_ array: inout [T], _ value: T, count: Int) -> [T] {
        var taken = array
        array = []
        taken.removeAll(keepingCapacity: true)
        taken.append(contentsOf: repeatElement(value, count: count))
        return taken
    }
}
