import Testing

/// The `...` lines of output blocks.
@Suite struct OutputMatchTests {
    @Test func linesMatchExactlyWithoutElision() {
        #expect(OutputMatch.matches("a\nb", "a\nb"))
        #expect(!OutputMatch.matches("a\nb", "a\nc"))
        #expect(!OutputMatch.matches("a\nb\nc", "a\nb"))
    }

    @Test func anElisionStandsForAnyLines() {
        #expect(OutputMatch.matches("a\nb\nc\nd", "a\n...\nd"))
        #expect(OutputMatch.matches("a\nd", "a\n...\nd"))
        #expect(OutputMatch.matches("a\nb\nc", "...\nc"))
        #expect(OutputMatch.matches("a\nb\nc", "a\n..."))
        #expect(!OutputMatch.matches("a\nb\nc", "a\n...\nb"))
        #expect(OutputMatch.matches("x\na\ny\nb\nz", "...\na\n...\nb\n..."))
        #expect(!OutputMatch.matches("x\nb\ny\na\nz", "...\na\n...\nb\n..."))
    }
}
