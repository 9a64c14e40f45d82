import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitLifecycle

/// Makes the reading nodes of a renderer's displayed elements: each one's
/// component and content view, read once, with ListKit's defaults applied
/// (`Documentation/Accessibility.md`).
struct AccessibilityReader {
    /// The renderer's data.
    let composed: ComposedLayout
    /// The collection view (views, selection, layout).
    let collectionView: HeadlessCollectionView
    /// The data source (reordering).
    let dataSource: ListKitDataSource
    /// The renderer's identifier (element ids).
    let identifier: ElementIdentifier
    /// The opaque colour behind every view.
    let screenBackground: Color
    /// The bounds on declarations.
    let limits: AccessibilityLimits

    /// The node of the element `attributes` describe, shown by `view` at
    /// `screen`; `nil` for what VoiceOver does not read: decorations, hidden
    /// components, and elements with nothing to read (no label, no value,
    /// no trait, no action).
    func node(_ attributes: LayoutAttributes, _ view: CollectionReusableView?, _ screen: Rect) -> ReadingNode<AccessibilityElement>? {
        guard attributes.category != .decoration else { return nil }
        let data = ComposeRenderer.dataAttributes(attributes, collectionView.interactiveMovement, in: composed)
        guard let component = view?.shown?.component ?? composed.component(for: data) else { return nil }
        let content = view?.content as? ContentView
        var declaration = sectionDeclaration(data) ?? component.accessibility() ?? Accessibility()
        var declarationError: AccessibilityError?
        do {
            declaration = try declaration.validated(limits)
        } catch {
            declarationError = error
            declaration = Accessibility(traits: declaration.traits, behavior: declaration.behavior)
        }
        let direction = collectionView.solvedLayout?.layoutDirection ?? .leftToRight
        var base = AccessibilityElement(
            label: "", value: declaration.value, hint: declaration.hint,
            traits: declaration.traits.union(defaultTraits(attributes, view)),
            customActions: declaration.customActions + listActions(data), sortPriority: declaration.sortPriority,
            frame: screen, attributes: attributes, id: identifier.id(data, in: composed), child: nil,
            texts: [], imageNames: [], declarationError: declarationError)
        switch declaration.behavior {
        case .hidden:
            return nil
        case .element:
            let drawn = DisplayListTexts(content?.flattenedDisplayList() ?? [], over: screenBackground)
            base.texts = drawn.texts.map { $0.moved(by: screen.origin) }
            base.imageNames = drawn.imageNames
            base.label = declaration.label ?? drawn.label(direction: direction)
            return Self.isRead(base) ? .leaf(base, frame: screen, sortPriority: base.sortPriority) : nil
        case .children:
            var children: [ReadingNode<AccessibilityElement>] = []
            for (index, child) in (content?.children ?? []).enumerated() {
                var element = base
                let frame = child.frame.offsetBy(dx: screen.minX, dy: screen.minY)
                let drawn = DisplayListTexts(child.flattenedDisplayList(), over: screenBackground)
                (element.value, element.hint, element.child, element.frame) = (nil, nil, index, frame)
                element.texts = drawn.texts.map { $0.moved(by: frame.origin) }
                element.imageNames = drawn.imageNames
                element.label = drawn.label(direction: direction)
                if Self.isRead(element) { children.append(.leaf(element, frame: frame)) }
            }
            guard !children.isEmpty else { return nil }
            return ReadingNode(frame: screen, sortPriority: base.sortPriority, content: .group(children))
        }
    }

    /// The declaration the section gives for a cell (a layout document's item), if any.
    private func sectionDeclaration(_ data: LayoutAttributes) -> Accessibility? {
        let path = data.indexPath
        guard data.category == .cell, composed.sections.indices.contains(path.section) else { return nil }
        return composed.sections[path.section].accessibility?(path.item)
    }

    /// Whether VoiceOver stops at the element: it has something to read or to do.
    private static func isRead(_ element: AccessibilityElement) -> Bool {
        !element.label.isEmpty || !(element.value ?? "").isEmpty || !element.traits.isEmpty
            || !element.customActions.isEmpty
    }

    /// ListKit's traits for the element: ``AccessibilityTraits/header`` for
    /// a list section's header (its top boundary supplementary), and
    /// ``AccessibilityTraits/selected`` for a selected cell.
    private func defaultTraits(_ attributes: LayoutAttributes, _ view: CollectionReusableView?) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        switch attributes.category {
        case .cell:
            if (view as? CollectionViewCell)?.isSelected == true { traits.insert(.selected) }
        case .supplementary:
            if isListHeader(attributes) { traits.insert(.header) }
        case .decoration:
            break
        }
        return traits
    }

    /// Whether `attributes` are a list section's header: a boundary
    /// supplementary of a list section whose item aligns to the top.
    private func isListHeader(_ attributes: LayoutAttributes) -> Bool {
        let path = attributes.indexPath
        guard composed.sections.indices.contains(path.section) else { return false }
        let model = composed.sections[path.section].model
        guard model.list != nil, ElementIdentifier.isBoundary(attributes, in: composed),
              model.boundarySupplementaryItems.indices.contains(path.item)
        else { return false }
        let item = model.boundarySupplementaryItems[path.item]
        return item.elementKind == attributes.elementKind && item.alignment == .top
    }

    /// A cell's swipe actions (leading, then trailing) and, when the data
    /// source lets it move, its moves, as custom actions (`data`: the
    /// element's attributes in the data's index paths).
    private func listActions(_ data: LayoutAttributes) -> [AccessibilityCustomAction] {
        guard data.category == .cell else { return [] }
        var actions: [AccessibilityCustomAction] = []
        for edge in [SwipeEdge.leading, .trailing] {
            for action in composed.swipeActions(at: data.indexPath, edge: edge)?.actions ?? [] {
                actions.append(AccessibilityCustomAction(name: action.title, handler: action.handler, origin: .swipeAction(action)))
            }
        }
        let path = data.indexPath
        if dataSource.collectionView(collectionView, canMoveItemAt: path), composed.sections.indices.contains(path.section) {
            let count = composed.sections[path.section].components.count
            let solved = collectionView.solvedLayout
            let names = AccessibilityMoveAction.names(
                along: solved?.scrollAxis ?? .vertical, direction: solved?.layoutDirection ?? .leftToRight)
            if path.item > 0 { actions.append(AccessibilityCustomAction(name: names.earlier, handler: nil, origin: .moveEarlier)) }
            if path.item + 1 < count { actions.append(AccessibilityCustomAction(name: names.later, handler: nil, origin: .moveLater)) }
        }
        return actions
    }
}

extension AccessibleText {
    /// The text with its frame moved by `origin` (from a view's coordinates to the screen's).
    func moved(by origin: Point) -> AccessibleText {
        var moved = self
        moved.frame = frame.offsetBy(dx: origin.x, dy: origin.y)
        return moved
    }
}
