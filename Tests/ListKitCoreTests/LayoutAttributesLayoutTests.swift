import ListKitCore
import Testing

/// Layout attributes are copied by the million in queries and tracking:
/// they carry no padding between their eight-byte fields.
@Suite struct LayoutAttributesLayoutTests {
    /// kind 8 (a pointer; `nil` in its spare bits) + indexPath 16 +
    /// frame 32 + zIndex 8 + alpha 8 = 72, the transform's six 4-byte
    /// floats: 96, then category, pinsToVisibleBounds and isPinned one byte
    /// each: 99, rounded to the 8-byte alignment: 104.
    @Test func noPaddingBetweenTheFields() {
        #expect(MemoryLayout<LayoutAttributes>.size == 99)
        #expect(MemoryLayout<LayoutAttributes>.stride == 104)
    }

    /// Copying attributes retains nothing: the kind is an interned pointer.
    @Test func attributesAreTriviallyCopyable() {
        #expect(_isPOD(LayoutAttributes.self))
        #expect(_isPOD(ElementKind?.self))
    }
}
