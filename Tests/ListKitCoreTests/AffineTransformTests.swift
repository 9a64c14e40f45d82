import ListKitCore
import Testing

/// UIKit's `CGAffineTransform` constructors and identity.
@Suite struct AffineTransformTests {
    @Test func constructors() {
        #expect(AffineTransform.identity == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(AffineTransform(scaleX: 2, y: 0.5) == AffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        #expect(AffineTransform(translationX: -3, y: 4) == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -3, ty: 4))
        #expect(AffineTransform.identity.isIdentity)
        #expect(!AffineTransform(scaleX: 1, y: 0.99).isIdentity)
        #expect(AffineTransform(scaleX: 2, y: 0.5).description == "[2.0, 0.0, 0.0, 0.5, 0.0, 0.0]")
    }
}
