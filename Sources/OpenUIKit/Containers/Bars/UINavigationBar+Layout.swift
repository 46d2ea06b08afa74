import Foundation

/// The navigation bar's height and where its content sits.
///
/// Heights: 44 points, 32 where the vertical size class is compact
/// (useyourloaf.com, "Supporting iPhone X"; Apple HIG, "Navigation bars");
/// with a large title 96 (44 + 52: WWDC 2017 "Updating Your App for iOS 11"
/// introduced large titles; 96 is the published measurement, e.g. Apple
/// Developer Forums and ios-resolution.com "navigation bar with large title
/// 96pt"); no large title in a compact-height bar (Apple,
/// `prefersLargeTitles`: large titles show in regular height only); a
/// prompt adds a 30-point row above (the iOS 7–10 measurement of a bar with
/// a prompt, 74 = 44 + 30).
///
/// Frames (in the bar's coordinates): the back button starts 8 points from
/// the leading edge of the safe area (UIKit's chevron inset); bar button
/// items start at the bar's layout margin (16 points, 20 where the
/// horizontal size class is regular: UIKit's `systemMinimumLayoutMargins`,
/// which its bars follow since iOS 11), 8 points apart; left items from
/// the leading side, right items from the trailing side, the first
/// outermost; the title is centred on the bar, moved to fit between them.
extension UINavigationBar {
    /// The height of the standard row (without prompt or large title):
    /// 44 points, 32 in a compact height, 50 on an iPad (since iOS 12:
    /// hacknicity.medium.com, "iPad Navigation Bar and Toolbar Height
    /// Changes in iOS 12", 2018, measured on the iOS 12 simulator).
    static func _height(for traits: UITraitCollection) -> CGFloat {
        traits._usesCompactBars ? 32 : (traits.userInterfaceIdiom == .pad ? 50 : 44)
    }
    /// The height of the large title's row.
    static let _largeTitleRowHeight: CGFloat = 52
    /// The height of the prompt's row.
    static let _promptRowHeight: CGFloat = 30
    /// The back button's inset from the leading edge of the safe area.
    static let _backButtonInset: CGFloat = 8
    /// The space between two bar button items.
    static let _itemSpacing: CGFloat = 8
    /// The back indicator (chevron) and the space after it.
    static let _backIndicatorWidth: CGFloat = 20

    /// The bar's height for `traits` with the items it holds now.
    func _height(for traits: UITraitCollection) -> CGFloat {
        var height = Self._height(for: traits)
        if topItem?.prompt != nil { height += Self._promptRowHeight }
        if !traits._usesCompactBars, _showsLargeTitle { height += Self._largeTitleRowHeight }
        return height
    }

    /// Whether the top item shows a large title (in regular height).
    var _showsLargeTitle: Bool {
        guard prefersLargeTitles, !_items.isEmpty else { return false }
        // `.automatic` takes the mode of the item below; the root's is large.
        var index = _items.count - 1
        while index >= 0 {
            switch _items[index].largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: index -= 1
            }
        }
        return true
    }

    /// The items changed: the top and back items report their changes to
    /// this bar, and the navigation controller gets the bar's height again.
    func _itemsDidChange() {
        topItem?._bar = self
        backItem?._bar = self
        setNeedsLayout()
        setNeedsDisplay()
        (_enclosingController as? UINavigationController)?._barHeightMayHaveChanged()
    }

    /// `item` changed something the bar shows.
    func _itemDidChange(_ item: UINavigationItem) {
        guard item === topItem || item === backItem else { return }
        _itemsDidChange()
    }

    // MARK: The back button

    /// Whether the top item shows a back button: there is an item below it,
    /// it does not hide the button, and its left items (if any) supplement it.
    var _showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return top._leftItems.isEmpty || top.leftItemsSupplementBackButton
    }

    /// The title the back button shows (an empty string for the indicator
    /// alone), or nil when there is no back button.
    ///
    /// Apple, `backButtonDisplayMode` and its cases: the back item's
    /// `backBarButtonItem` title when it has one; otherwise, by the back
    /// item's display mode, `.default` tries `backButtonTitle`, then
    /// `title`, then "Back", then no title, "according to the available
    /// space"; `.generic` tries "Back", then no title; `.minimal` shows no
    /// title. Apple, `UINavigationItem.title`: a nil title gives "Back".
    /// The space available is what the centred title leaves on the leading
    /// side (titles measured in their fonts).
    var _backButtonTitle: String? {
        guard _showsBackButton, let back = backItem else { return nil }
        if let custom = back.backBarButtonItem { return custom.title ?? "" }
        var candidates: [String] = []
        switch back.backButtonDisplayMode {
        case .default:
            if let title = back.backButtonTitle ?? back.title { candidates.append(title) }
            candidates.append("Back")
        case .generic:
            candidates.append("Back")
        case .minimal:
            break
        }
        let space = _titleFrame.minX - _leadingEdge - Self._backButtonInset - Self._backIndicatorWidth - Self._itemSpacing
        for candidate in candidates where _BarPainter.width(of: candidate) <= space { return candidate }
        return ""
    }

    /// Where the back button sits, or nil when there is none.
    var _backButtonFrame: CGRect? {
        guard let title = _backButtonTitle else { return nil }
        let width = Self._backIndicatorWidth + _BarPainter.width(of: title)
        return _rowRect(x: _leadingEdge + Self._backButtonInset, width: width)
    }
}
