import ListKitDocument
import Testing

/// A section's `id` is optional: without one it is the section's index.
@Suite struct SectionIDTests {
    private static let body = #""group": \#(Docs.group), "itemCount": 2"#

    @Test func aSectionWithoutAnIDIsNamedByItsIndex() throws {
        let document = try LayoutDocument(text: Docs.document(sections: """
            {\(Self.body)}, {"id": "news", \(Self.body)}, {\(Self.body)}
            """))
        #expect(document.sections.map(\.id) == ["0", "news", "2"])
    }

    @Test func anExplicitIDEqualToAnotherSectionsIndexIsADuplicate() {
        #expect(Docs.error(Docs.document(sections: #"{\#(Self.body)}, {"id": "0", \#(Self.body)}"#))
            == #"$.sections[1].id: duplicate section id "0" (first used at $.sections[0])"#)
    }
}
