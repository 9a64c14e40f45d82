import ListKitCore

/// UIKit's list metrics, in one table: the numbers list sections are laid out
/// with, and the system layout margins and readable width that
/// ``ContentInsetsReference`` uses too.
///
/// Each number's source (Apple's documentation, or a public reproduction of
/// UIKit's lists that measured it) is given in
/// `Documentation/LayoutSemantics.md`, "List metrics"; those without a
/// source are documented defaults. All of them can be changed: give a
/// ``ListConfiguration`` other metrics.
///
/// ```swift
/// var metrics = ListMetrics.uiKit
/// metrics.estimatedRowHeight = 52
/// var configuration = ListConfiguration(appearance: .insetGrouped)
/// configuration.metrics = metrics
/// ```
public struct ListMetrics: Hashable, Sendable {
    /// The estimated height of a row: 44 (Apple's minimum hit target).
    public var estimatedRowHeight: Double
    /// The leading and trailing layout margin on a screen narrower than
    /// ``regularMarginMinimumWidth``: 16.
    public var compactLayoutMargin: Double
    /// The leading and trailing layout margin on a screen at least
    /// ``regularMarginMinimumWidth`` wide: 20.
    public var regularLayoutMargin: Double
    /// The screen width from which the margins are ``regularLayoutMargin``:
    /// 390, the narrowest screen UIKit was measured giving 20 on (375-point
    /// screens give 16).
    public var regularMarginMinimumWidth: Double
    /// The widest readable column, in points: 672 (no source: a default).
    public var readableContentWidth: Double
    /// The corner radius of an inset-grouped section's first and last rows: 10.
    public var insetGroupedCornerRadius: Double
    /// A separator's thickness in points; `nil` is one pixel (1 / scale).
    public var separatorThickness: Double?
    /// The top and bottom margins of a row's content (a list content view's
    /// layout margins): 11, so that one line of body text (22 pt tall)
    /// fills a 44-pt row.
    public var rowContentVerticalMargin: Double = 11
    /// The margin above a header's content: 16.
    public var headerContentTopMargin: Double = 16
    /// The margin below a header's content, above the rows: 6.
    public var headerContentBottomMargin: Double = 6
    /// The margin above and below a footer's content: 5.
    public var footerContentVerticalMargin: Double = 5
    /// What each appearance adds.
    public var plain: ListAppearanceMetrics
    /// What the grouped appearance adds.
    public var grouped: ListAppearanceMetrics
    /// What the inset-grouped appearance adds.
    public var insetGrouped: ListAppearanceMetrics
    /// What the sidebar appearance adds.
    public var sidebar: ListAppearanceMetrics
    /// What the plain sidebar appearance adds.
    public var sidebarPlain: ListAppearanceMetrics

    /// Creates metrics from every number.
    public init(
        estimatedRowHeight: Double, compactLayoutMargin: Double, regularLayoutMargin: Double,
        regularMarginMinimumWidth: Double, readableContentWidth: Double, insetGroupedCornerRadius: Double,
        separatorThickness: Double?, plain: ListAppearanceMetrics, grouped: ListAppearanceMetrics,
        insetGrouped: ListAppearanceMetrics, sidebar: ListAppearanceMetrics, sidebarPlain: ListAppearanceMetrics
    ) {
        self.estimatedRowHeight = estimatedRowHeight
        self.compactLayoutMargin = compactLayoutMargin
        self.regularLayoutMargin = regularLayoutMargin
        self.regularMarginMinimumWidth = regularMarginMinimumWidth
        self.readableContentWidth = readableContentWidth
        self.insetGroupedCornerRadius = insetGroupedCornerRadius
        self.separatorThickness = separatorThickness
        self.plain = plain
        self.grouped = grouped
        self.insetGrouped = insetGrouped
        self.sidebar = sidebar
        self.sidebarPlain = sidebarPlain
    }

    /// UIKit's numbers (sources in `Documentation/LayoutSemantics.md`, "List metrics").
    public static let uiKit = ListMetrics(
        // Apple HIG 44-pt hit target; Flutter cupertino/list_tile.dart _kMinHeight (iOS 14.4 Settings).
        estimatedRowHeight: 44,
        // useyourloaf "Changing root view layout margins" (16 compact, 20 regular); SAP Fiori Layout Basics.
        compactLayoutMargin: 16, regularLayoutMargin: 20,
        // UIKit output (issue 36): 20 on 390- and 393-point screens, 16 on 375-point ones.
        regularMarginMinimumWidth: 390,
        // No source (the readable content guide's width is not documented): a default.
        readableContentWidth: 672,
        // TOInsetGroupedTableView.m kTOInsetGroupedTableViewCornerRadius; Flutter cupertino/list_section.dart.
        insetGroupedCornerRadius: 10,
        // One pixel: Flutter cupertino/list_section.dart dividerHeight = 1 / devicePixelRatio.
        separatorThickness: nil,
        // Paddings 0, header/footer estimates, automatic header padding: no source, defaults.
        plain: ListAppearanceMetrics(
            topPaddingWithoutHeader: 0, bottomPadding: 0, headerTopPadding: 0, estimatedHeaderHeight: 28,
            estimatedFooterHeight: 28, insetsRowsByLayoutMargins: false, roundsCorners: false,
            showsSeparators: true, lastRowSeparator: .inset),
        // 22 above the rows: Flutter cupertino/list_section.dart _kMarginTop (iOS 14.4 Simulator); the
        // full-width bottom border: the same file's base section; the rest defaults.
        grouped: ListAppearanceMetrics(
            topPaddingWithoutHeader: 22, bottomPadding: 0, headerTopPadding: 0, estimatedHeaderHeight: 38,
            estimatedFooterHeight: 28, insetsRowsByLayoutMargins: false, roundsCorners: false,
            showsSeparators: true, lastRowSeparator: .fullWidth),
        // 20 / 10 around the rows: Flutter _kDefaultInsetGroupedRowsMargin (SwiftUI Forms, iOS 14.2);
        // rows inset by the margins, rounded, no border: TOInsetGroupedTableView.m; the rest defaults.
        insetGrouped: ListAppearanceMetrics(
            topPaddingWithoutHeader: 20, bottomPadding: 10, headerTopPadding: 0, estimatedHeaderHeight: 38,
            estimatedFooterHeight: 28, insetsRowsByLayoutMargins: true, roundsCorners: true,
            showsSeparators: true, lastRowSeparator: .hidden),
        // Sidebars: no source for any number; defaults.
        sidebar: ListAppearanceMetrics(
            topPaddingWithoutHeader: 0, bottomPadding: 0, headerTopPadding: 0, estimatedHeaderHeight: 28,
            estimatedFooterHeight: 28, insetsRowsByLayoutMargins: true, roundsCorners: false,
            showsSeparators: false, lastRowSeparator: .hidden),
        sidebarPlain: ListAppearanceMetrics(
            topPaddingWithoutHeader: 0, bottomPadding: 0, headerTopPadding: 0, estimatedHeaderHeight: 28,
            estimatedFooterHeight: 28, insetsRowsByLayoutMargins: false, roundsCorners: false,
            showsSeparators: false, lastRowSeparator: .inset))

    /// What `appearance` adds.
    public subscript(appearance: ListAppearance) -> ListAppearanceMetrics {
        get {
            switch appearance {
            case .plain: return plain
            case .grouped: return grouped
            case .insetGrouped: return insetGrouped
            case .sidebar: return sidebar
            case .sidebarPlain: return sidebarPlain
            }
        }
        set {
            switch appearance {
            case .plain: plain = newValue
            case .grouped: grouped = newValue
            case .insetGrouped: insetGrouped = newValue
            case .sidebar: sidebar = newValue
            case .sidebarPlain: sidebarPlain = newValue
            }
        }
    }

    /// The leading (and trailing) layout margin of a view on a screen
    /// `width` points wide (``Viewport/screenWidth``).
    public func layoutMargin(screenWidth width: Double) -> Double {
        width < regularMarginMinimumWidth ? compactLayoutMargin : regularLayoutMargin
    }

    /// The layout margins of the content of a list's `element` (a row, the
    /// header or the footer) on a screen `width` points wide: the layout
    /// margin (``layoutMargin(screenWidth:)``) on either side, the
    /// element's vertical margins above and below.
    public func contentMargins(of element: ListElement, screenWidth width: Double) -> DirectionalEdgeInsets {
        let side = layoutMargin(screenWidth: width)
        let (top, bottom) = switch element {
        case .row: (rowContentVerticalMargin, rowContentVerticalMargin)
        case .header: (headerContentTopMargin, headerContentBottomMargin)
        case .footer: (footerContentVerticalMargin, footerContentVerticalMargin)
        }
        return DirectionalEdgeInsets(top: top, leading: side, bottom: bottom, trailing: side)
    }

    /// A separator's thickness on a screen of `scale` pixels per point.
    public func separatorThickness(scale: Double) -> Double {
        if let separatorThickness { return separatorThickness }
        return scale > 0 && scale.isFinite ? 1 / scale : 1
    }
}

/// The numbers one ``ListAppearance`` adds to ``ListMetrics``.
public struct ListAppearanceMetrics: Hashable, Sendable {
    /// What the row below a section's last row shows.
    public enum LastRowSeparator: String, Hashable, Sendable, CaseIterable {
        /// A separator at the section's separator insets, like the other rows'.
        case inset
        /// A separator across the whole row (the grouped section's bottom border).
        case fullWidth
        /// None.
        case hidden
    }

    /// Space above the rows when the section has no supplementary header.
    public var topPaddingWithoutHeader: Double
    /// Space below the rows, above a footer.
    public var bottomPadding: Double
    /// Space above a supplementary header when ``ListConfiguration/headerTopPadding`` is `nil`.
    public var headerTopPadding: Double
    /// The estimated height of a supplementary header.
    public var estimatedHeaderHeight: Double
    /// The estimated height of a supplementary footer.
    public var estimatedFooterHeight: Double
    /// Whether rows, headers and footers are inset by the layout margins.
    public var insetsRowsByLayoutMargins: Bool
    /// Whether the first and last rows have rounded corners.
    public var roundsCorners: Bool
    /// Whether separators show unless the configuration says otherwise.
    public var showsSeparators: Bool
    /// What the section's last row shows below it.
    public var lastRowSeparator: LastRowSeparator

    /// Creates an appearance's metrics.
    public init(
        topPaddingWithoutHeader: Double, bottomPadding: Double, headerTopPadding: Double,
        estimatedHeaderHeight: Double, estimatedFooterHeight: Double, insetsRowsByLayoutMargins: Bool,
        roundsCorners: Bool, showsSeparators: Bool, lastRowSeparator: LastRowSeparator
    ) {
        self.topPaddingWithoutHeader = topPaddingWithoutHeader
        self.bottomPadding = bottomPadding
        self.headerTopPadding = headerTopPadding
        self.estimatedHeaderHeight = estimatedHeaderHeight
        self.estimatedFooterHeight = estimatedFooterHeight
        self.insetsRowsByLayoutMargins = insetsRowsByLayoutMargins
        self.roundsCorners = roundsCorners
        self.showsSeparators = showsSeparators
        self.lastRowSeparator = lastRowSeparator
    }
}

/// The parts of a list section whose content has margins of its own.
public enum ListElement: String, Hashable, Sendable, CaseIterable {
    /// A row (a cell).
    case row
    /// The supplementary header.
    case header
    /// The supplementary footer.
    case footer
}
