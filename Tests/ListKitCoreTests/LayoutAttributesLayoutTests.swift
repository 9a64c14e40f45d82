import ListKitCore
import Testing

/// Layout attributes are copied by the million in queries and tracking:
/// they carry no padding between their eight-byte fields.
@Suite struct LayoutAttributesLayoutTests {
    /// elementKind 16 + indexPath 16 + frame 32 + zIndex 8 + alpha 8 = 80,
    /// the transform's six 4-byte floats: 104, then category,
    /// pinsToVisibleBounds and isPinned one byte each: 107, rounded to the
    /// 8-byte alignment: 112.
    @Test func noPaddingBetweenTheFields() {
        #expect(MemoryLayout<LayoutAttributes>.size == 107)
        #expect(MemoryLayout<LayoutAttributes>.stride == 112)
    }
}
