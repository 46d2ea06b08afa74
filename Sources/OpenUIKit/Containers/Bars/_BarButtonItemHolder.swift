import Foundation

/// What holds bar button items (a navigation item, a toolbar): told when
/// an item it holds changes size, so that its bar lays out again.
@MainActor
protocol _BarButtonItemHolder: AnyObject {
    /// Whether `item` is one of the holder's items now.
    func _holds(_ item: UIBarButtonItem) -> Bool
    /// `item` changed its width, its custom view or whether it is hidden.
    func _barButtonItemDidChange(_ item: UIBarButtonItem)
    /// The holder, for a diagnostic.
    var _holderDescription: String { get }
}

extension UIBarButtonItem {
    /// Makes `holder` the item's holder; an item still held by another
    /// holder is reported (UIKit shows an item in one place: the last bar
    /// given it).
    func _adopt(by holder: any _BarButtonItemHolder) {
        if let old = _holder, old !== holder, old._holds(self) {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "A UIBarButtonItem (\(_itemDescription)) is already in \(old._holderDescription) and was given to \(holder._holderDescription); an item shows in one bar, so it now shows only in the last."
            )
        }
        _holder = holder
    }

    /// The item for a diagnostic: its title, or its system item.
    var _itemDescription: String {
        if let title { return "\"\(title)\"" }
        if let _systemItem { return ".\(_systemItem)" }
        return customView != nil ? "custom view" : "no title"
    }

    /// The width the item takes on a bar.
    ///
    /// A title is measured as UIKit measures it, in the font it is drawn
    /// in (17 pt, semibold for `.done`; the widest of ``possibleTitles``
    /// when given), an image takes its own width (at most 28 points, as
    /// drawn), a system symbol 24 points (its glyph's grid). A ``width`` above 0 wins; a
    /// custom view takes its frame's width. A flexible space takes 0 here
    /// (the toolbar gives it its share).
    var _contentWidth: CGFloat {
        if let _customView { return _width > 0 ? _width : _customView.bounds.width }
        if _width > 0 { return _width }
        switch _systemItem {
        case .fixedSpace?, .flexibleSpace?: return 0
        case let item?:
            return item._text.map { _BarPainter.width(of: $0, font: item == .done ? _BarPainter.doneFont : _BarPainter.itemFont) } ?? 24
        case nil: break
        }
        let font = style == .done ? _BarPainter.doneFont : _BarPainter.itemFont
        var widest: CGFloat = 0
        if let title, !title.isEmpty { widest = _BarPainter.width(of: title, font: font) }
        if let possibleTitles {
            for candidate in possibleTitles.sorted() { widest = max(widest, _BarPainter.width(of: candidate, font: font)) }
        }
        if widest > 0 { return widest }
        if let image { return min(image.size.width, 28) }
        return 0
    }
}
