import Testing
import ListKitCore

@Suite("Output numbers")
struct OutputNumberTests {
    @Test(arguments: [
        (87.66666, "87.667"), (70.0, "70"), (-54, "-54"), (-0.0, "0"), (-0.0001, "0"), (0.0004, "0"),
        (0.0005, "0.001"), (1.5, "1.5"), (0.1 + 0.2, "0.3"), (1.0 / 3, "0.333"), (2.0 / 3, "0.667"),
        (-1234.5678, "-1234.568"), (95.66666666666667, "95.667"), (191.33333333333334, "191.333"),
        (375, "375"), (1_000_000_000, "1000000000"), (123_456_789_012_345.6, "123456789012346"),
        (1e20, "1e+20"), (-2.10, "-2.1"), (0.05, "0.05"), (.nan, "null"), (.infinity, "null"),
    ] as [(Double, String)])
    func formats(value: Double, text: String) {
        #expect(OutputNumber.format(value) == text)
    }

    /// Messages write the number the input gave: whole ones without a
    /// decimal point up to 2⁵³, the rest as Swift prints them.
    @Test func exactWritesMessagesNumbers() {
        #expect(OutputNumber.exact(12) == "12")
        #expect(OutputNumber.exact(-3) == "-3")
        #expect(OutputNumber.exact(-0.0) == "0")
        #expect(OutputNumber.exact(0.25) == "0.25")
        #expect(OutputNumber.exact(87.666666) == "87.666666")
        #expect(OutputNumber.exact(9_007_199_254_740_992) == "9007199254740992")
        #expect(OutputNumber.exact(18_014_398_509_481_984) == "1.8014398509481984e+16")
        #expect(OutputNumber.exact(1e16) == "1e+16")
        #expect(OutputNumber.exact(-1e300) == "-1e+300")
        #expect(OutputNumber.exact(.nan) == "nan")
        #expect(OutputNumber.exact(-.infinity) == "-inf")
    }
}
