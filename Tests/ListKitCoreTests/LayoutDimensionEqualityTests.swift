import ListKitCore
import Testing

/// `LayoutDimension` and `LayoutSize` compare as the synthesized `==`
/// would (their `==` is written out, inlinable): same kind and equal value.
@Suite struct LayoutDimensionEqualityTests {
    static let kinds: [@Sendable (Double) -> LayoutDimension] = [
        LayoutDimension.fractionalWidth, LayoutDimension.fractionalHeight, LayoutDimension.absolute,
        LayoutDimension.estimated,
    ]

    @Test func sameKindAndValueOnly() {
        for (i, make) in Self.kinds.enumerated() {
            #expect(make(44) == make(44))
            #expect(make(44) != make(44.5))
            #expect(make(0) == make(-0.0))
            #expect(make(.nan) != make(.nan))
            for (j, other) in Self.kinds.enumerated() where j != i {
                #expect(make(44) != other(44), "kind \(i) against kind \(j)")
            }
        }
    }

    @Test func equalValuesHashAlike() {
        for make in Self.kinds {
            #expect(make(44).hashValue == make(44).hashValue)
            #expect(Set([make(1), make(1), make(2)]).count == 2)
        }
    }

    @Test func sizesCompareBothDimensions() {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        #expect(size == LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        #expect(size != LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)))
        #expect(size != LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        #expect(size != LayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(44)))
        #expect(Set([size, size]).count == 1)
    }
}
