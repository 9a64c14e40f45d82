import ListKitCore
import ListKitEngine
import Testing

/// Rules 10–12: sections and the spacing between them.
@Suite struct SectionRuleTests {
    let row50 = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])

    @Test func rule10_groupsRepeatWithSpacingBetweenOnly() throws {
        // Three one-item groups 50 tall, spacing 10: y 0, 60, 120; section
        // 50 × 3 + 10 × 2 = 170 tall, no spacing after the last group.
        let s = try solveOne(row50, items: 3) { $0.interGroupSpacing = 10 }
        expectFrame(s.cellFrame(at: 0), 0, 0, 375, 50)
        expectFrame(s.cellFrame(at: 1), 0, 60, 375, 50)
        expectFrame(s.cellFrame(at: 2), 0, 120, 375, 50)
        expectFrame(s.frame, 0, 0, 375, 170)
    }

    @Test func rule10_lastGroupMayBePartlyFilled() throws {
        // Rows of three 125-wide items; 4 items: row two holds one, the section
        // is still two rows (2 × 40) tall.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)),
            subitems: [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let s = try solveOne(group, items: 4)
        expectFrame(s.cellFrame(at: 3), 0, 40, 125, 40)
        expectFrame(s.frame, 0, 0, 375, 80)
        #expect(s.groupFrames.count == 2)
    }

    @Test func rule11_sectionInsetsInsetTheWholeContent() throws {
        // Insets 16 all round: the root group's fractionalWidth(1) is
        // 375 − 32 = 343, at x 16, y 16. Two rows 50 tall with spacing 8:
        // section 16 + 50 + 8 + 50 + 16 = 140.
        let s = try solveOne(row50, items: 2) {
            $0.contentInsets = DirectionalEdgeInsets(all: 16)
            $0.interGroupSpacing = 8
        }
        expectFrame(s.cellFrame(at: 0), 16, 16, 343, 50)
        expectFrame(s.cellFrame(at: 1), 16, 74, 343, 50)
        expectFrame(s.frame, 0, 0, 375, 140)
    }

    @Test func rule11_rootFractionalHeightResolvesAgainstTheSectionsEffectiveHeight() throws {
        // Viewport 375 × 812 with content inset top 54, bottom 34: container
        // height 724. Section insets top/bottom 12: effective 700.
        // fractionalHeight(0.5) → 350.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let viewport = phone(inset: DirectionalEdgeInsets(top: 54, bottom: 34))
        let s = try solveOne(group, items: 1, viewport: viewport) {
            $0.contentInsets = DirectionalEdgeInsets(top: 12, bottom: 12)
        }
        expectFrame(s.cellFrame(at: 0), 0, 12, 375, 350)
    }

    @Test func rule12_interSectionSpacingGoesBetweenSectionsAndAfterEmptyOnes() throws {
        // Sections A (one row, 50), B (empty, insets 20: not applied), C (one row).
        // Spacing 8: A 0 … 50; B at 58, 0 tall; C at 66.
        // Content height 50 + 8 + 0 + 8 + 50 = 116.
        var empty = LayoutSection(group: row50, itemCount: 0)
        empty.contentInsets = DirectionalEdgeInsets(all: 20)
        let layout = CompositionalLayout(
            configuration: LayoutConfiguration(interSectionSpacing: 8),
            sections: [LayoutSection(group: row50, itemCount: 1), empty, LayoutSection(group: row50, itemCount: 1)])
        let solved = try LayoutSolver.solve(layout, in: phone())
        expectFrame(solved.sections[0].frame, 0, 0, 375, 50)
        expectFrame(solved.sections[1].frame, 0, 58, 375, 0)
        expectFrame(solved.sections[2].cellFrame(at: 0), 0, 66, 375, 50)
        #expect(solved.contentSize == Size(width: 375, height: 116))
    }

    @Test func contentWidthIsTheViewportMinusItsHorizontalInset() throws {
        // Content inset leading 44, trailing 44: container 375 − 88 = 287 wide.
        let viewport = phone(scale: 1, inset: DirectionalEdgeInsets(leading: 44, trailing: 44))
        let layout = CompositionalLayout(sections: [LayoutSection(group: row50, itemCount: 1)])
        let solved = try LayoutSolver.solve(layout, in: viewport)
        expectFrame(solved.sections[0].cellFrame(at: 0), 0, 0, 287, 50)
        #expect(solved.restContentOffset == Point(x: -44, y: 0))
    }

    @Test func layoutMarginsReferenceAddsTheSystemMargins() throws {
        // .layoutMargins on a 375-wide screen adds 16 each side before the
        // section's own insets (4): x 20, width 375 − 40 = 335.
        let s = try solveOne(row50, items: 1, viewport: phone(scale: 1)) {
            $0.contentInsetsReference = .layoutMargins
            $0.contentInsets = DirectionalEdgeInsets(leading: 4, trailing: 4)
        }
        expectFrame(s.cellFrame(at: 0), 20, 0, 335, 50)
    }

    @Test func readableContentReferenceNarrowsWideScreensTo672() throws {
        // A 1024-wide screen: margins 20, column 1024 − 40 = 984 > 672, so each
        // side gets (984 − 672) / 2 = 156 more: x 176, width 672.
        let viewport = Viewport(size: Size(width: 1024, height: 768), scale: 1)
        let s = try solveOne(row50, items: 1, viewport: viewport) { $0.contentInsetsReference = .readableContent }
        expectFrame(s.cellFrame(at: 0), 176, 0, 672, 50)
    }
}
