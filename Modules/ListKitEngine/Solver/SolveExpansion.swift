/// Whether a solve stores a frame per repeated cell or computes them when asked.
enum SolveExpansion: Sendable {
    /// A section whose root group repeats one template (no item measured on
    /// its own) keeps the template and computes its repetitions' frames
    /// when a query, an index-path lookup or the tracker asks: the default.
    case lazy
    /// Every repetition is expanded and stored, as the first engine did;
    /// kept to check that the lazy solve gives the same frames.
    case full
}
