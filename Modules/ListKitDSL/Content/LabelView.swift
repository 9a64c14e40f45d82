import ListKitCore

/// A headless label, standing in for `UILabel`: its text and text style are
/// properties (UIKit's defaults: 17 pt, regular, natural alignment, black,
/// one line), and it draws its text at its top-leading corner whenever they
/// change.
///
/// ```swift
/// let label = LabelView()
/// label.fontSize = 14
/// label.weight = .bold
/// label.textColor = .white
/// label.textAlignment = .center
/// label.text = "😊"
/// ```
open class LabelView: ContentView {
    /// The weight of the label's font.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// Light.
        case light
        /// Regular (the default).
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
    }

    /// How the label aligns its text, as `NSTextAlignment`.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Leading for the script (the default).
        case natural
        /// Left.
        case left
        /// Centred.
        case center
        /// Right.
        case right
        /// Justified.
        case justified
    }

    /// The text; empty draws nothing.
    public var text = "" { didSet { redraw() } }
    /// The font size in points (default 17).
    public var fontSize = 17.0 { didSet { redraw() } }
    /// The font weight (default regular).
    public var weight = Weight.regular { didSet { redraw() } }
    /// The text alignment (default natural).
    public var textAlignment = Alignment.natural { didSet { redraw() } }
    /// The text colour (default black).
    public var textColor = Color.black { didSet { redraw() } }
    /// The most lines shown; 0 for no limit (default 1).
    public var numberOfLines = 1 { didSet { redraw() } }

    /// Draws the text again with the current style.
    private func redraw() {
        clear()
        guard !text.isEmpty else { return }
        draw(.text(text, at: .zero, size: fontSize, color: textColor))
    }
}
