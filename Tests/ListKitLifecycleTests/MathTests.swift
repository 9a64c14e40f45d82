import Testing
@testable import ListKitLifecycle

/// The pure-Swift logarithm and exponential against reference values (from
/// a correctly rounded library), within a few units in the last place.
@Suite struct MathTests {
    /// Whether `value` is within `ulps` units in the last place of `reference`.
    func near(_ value: Double, _ reference: Double, ulps: Double = 4) -> Bool {
        Swift.abs(value - reference) <= ulps * reference.ulp
    }

    @Test func logarithmOfKnownValues() {
        #expect(LifecycleMath.log(1) == 0)
        #expect(near(LifecycleMath.log(2), 0.693_147_180_559_945_3))
        #expect(near(LifecycleMath.log(0.998), -0.002_002_002_670_673_079_3))
        #expect(near(LifecycleMath.log(0.99), -0.010_050_335_853_501_45))
        #expect(near(LifecycleMath.log(10), 2.302_585_092_994_046))
        #expect(near(LifecycleMath.log(1e-300), -690.775_527_898_213_7))
        #expect(near(LifecycleMath.log(.leastNonzeroMagnitude), -744.440_071_921_381_2))
        #expect(near(LifecycleMath.log(1.797_693_134_862_315_7e308), 709.782_712_893_384))
    }

    @Test func logarithmEdgeCases() {
        #expect(LifecycleMath.log(0) == -.infinity)
        #expect(LifecycleMath.log(-1).isNaN)
        #expect(LifecycleMath.log(.nan).isNaN)
        #expect(LifecycleMath.log(.infinity) == .infinity)
    }

    @Test func exponentialOfKnownValues() {
        #expect(LifecycleMath.exp(0) == 1)
        #expect(near(LifecycleMath.exp(1), 2.718_281_828_459_045))
        #expect(near(LifecycleMath.exp(-1), 0.367_879_441_171_442_33))
        #expect(near(LifecycleMath.exp(-7.600_902_459_542_082), 0.0005))
        #expect(near(LifecycleMath.exp(700), 1.014_232_054_735_004_5e304))
        #expect(LifecycleMath.exp(710) == .infinity)
        #expect(LifecycleMath.exp(-746) == 0)
        #expect(LifecycleMath.exp(.nan).isNaN)
        #expect(LifecycleMath.exp(-.infinity) == 0)
    }

    @Test func logAndExpAreInverses() {
        var x = 1e-8
        while x < 1e8 {
            #expect(near(LifecycleMath.exp(LifecycleMath.log(x)), x, ulps: 64))
            x *= 1.37
        }
    }

    @Test func powerOfTheDecelerationRates() {
        #expect(Swift.abs(LifecycleMath.pow(0.998, 100) - 0.818_566_804_688_427_7) < 1e-15)
        #expect(Swift.abs(LifecycleMath.pow(0.99, 1000) - 4.317_124_741_065_786e-5) < 1e-18)
    }
}
