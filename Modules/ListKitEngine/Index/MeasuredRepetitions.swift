/// The repetitions of a self-sized section that have their own layout: the
/// ones measured so far (and a last, partly filled one), each with its own
/// template, and how far they move the repetitions after them. Every other
/// repetition keeps the section's template laid out with the estimates.
struct MeasuredRepetitions: Sendable {
    /// The length changes of the repetitions with their own layout.
    var offsets: RepetitionOffsets
    /// The repetitions with their own layout, their templates, and which
    /// were measured (a last repetition laid out with the estimates has a
    /// template without being measured).
    var templates = RepetitionTemplates()
    /// The lowest and highest extent along the repetition axis of any
    /// template, relative to its origin: the bound the rectangle query uses.
    var along: (min: Double, max: Double)
    /// The same along the scroll axis.
    var scroll: (min: Double, max: Double)

    /// No repetition with its own layout yet among `groupCount`, the others
    /// laid out as `estimate`.
    init(groupCount: Int, estimate: SectionContent.Prepared) {
        offsets = RepetitionOffsets(count: groupCount)
        along = estimate.along
        scroll = estimate.scroll
    }

    /// No repetition with its own layout yet among `groupCount`, with
    /// extents at least `along` and `scroll` (those of another state of the
    /// same section, whose templates this one takes).
    init(groupCount: Int, along: (min: Double, max: Double), scroll: (min: Double, max: Double)) {
        offsets = RepetitionOffsets(count: groupCount)
        self.along = along
        self.scroll = scroll
    }

    /// Forgets what the measured repetitions among `groups` measured: they
    /// take the estimates again until measured anew. The extents stay as
    /// they were (a bound wider than needed costs a query a little, a
    /// narrower one would lose cells).
    mutating func forget(_ groups: Set<Int>) {
        var changes: [(group: Int, change: Double)] = []
        for group in groups where templates.isMeasured(group) {
            templates.remove(group: group)
            changes.append((group, 0))
        }
        offsets.set(changes)
    }

    /// Gives the measured repetitions of `old` in each range of `moves`
    /// their template and length change here, `shift` repetitions further
    /// (see ``RepetitionTemplates/carry(_:of:)``). The extents stay those
    /// this state was made with.
    mutating func carry(_ moves: [(groups: Range<Int>, shift: Int)], of old: MeasuredRepetitions) {
        templates.carry(moves, of: old.templates)
        offsets.carry(moves, of: old.offsets)
    }

    /// Gives repetition `group` its own `template`, `change` longer than the
    /// estimate along the repetition axis; `measured` says whether its items
    /// were measured. Offsets are brought up to date by ``commit(_:)``.
    mutating func keep(_ template: SectionContent.Prepared, group: Int, measured: Bool) {
        templates.set(template, group: group, measured: measured)
        along = (Swift.min(along.min, template.along.min), Swift.max(along.max, template.along.max))
        scroll = (Swift.min(scroll.min, template.scroll.min), Swift.max(scroll.max, template.scroll.max))
    }
}
