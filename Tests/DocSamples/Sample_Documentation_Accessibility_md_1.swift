// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKit

/// Documentation/Accessibility.md#1
extension Doc_Documentation_Accessibility_md {
    struct Episode: Hashable {
        let id: String
        let title: String
        let duration: String
    }
    /// A row: its title, and its duration in system grey below it.
    struct EpisodeRow: Component {
        let episode: Episode
        var id: String { episode.id }

        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
        }

        func render(in content: ContentView) {
            content.draw(.text(episode.title, at: Point(x: 16, y: 10), size: 17, color: .black))
            content.draw(.text(episode.duration, at: Point(x: 16, y: 34), size: 13, color: Color(rgb: 0x8E8E93)))
        }

        func trailingSwipeActions() -> SwipeActionsConfiguration? {
            SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete", style: .destructive)])
        }
    }
    /// An image button: it draws no text, so it says what it is.
    struct PlayButton: Component {
        let id = "play"

        func layoutSize() -> LayoutSize {
            LayoutSize(widthDimension: .absolute(44), heightDimension: .absolute(44))
        }

        func render(in content: ContentView) {
            content.draw(.image("play.fill", in: Rect(x: 10, y: 10, width: 24, height: 24)))
        }

        func accessibility() -> Accessibility? {
            Accessibility(label: "Play", hint: "Plays the newest episode", traits: .button)
        }
    }

    static func sample1() throws {
        let episodes = [
            Episode(id: "e2", title: "The Sequel", duration: "38 min"),
            Episode(id: "e1", title: "Pilot", duration: "42 min"),
        ]
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: Viewport(size: Size(width: 375, height: 300)))
        renderer.render {
            Section(id: "player") {
                HGroup(width: .fractionalWidth(1), height: .absolute(44)) { PlayButton() }
            }
            Section(id: "episodes") {
                VGroup(of: episodes, width: .fractionalWidth(1), height: .absolute(60)) { EpisodeRow(episode: $0) }
            }
        }
        let lines = AccessibilityText.lines(elements: renderer.accessibilityElements(), findings: renderer.auditAccessibility())
        for line in lines { print(line) }
    }
}
