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
}
