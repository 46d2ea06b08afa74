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
    /// UIKit measures titles with the system font; OpenUIKit has no text
    /// layout yet, so a title is estimated at 9 points per character
    /// (the longest of ``possibleTitles`` when given), an image takes its
    /// own width, a system symbol 24 points. A ``width`` above 0 wins; a
    /// custom view takes its frame's width. A flexible space takes 0 here
    /// (the toolbar gives it its share).
    var _contentWidth: CGFloat {
        if let _customView { return _width > 0 ? _width : _customView.bounds.width }
        if _width > 0 { return _width }
        switch _systemItem {
        case .fixedSpace?, .flexibleSpace?: return 0
        case let item?: return item._text.map(Self._estimatedWidth(of:)) ?? 24
        case nil: break
        }
        var text = title
        if let possibleTitles {
            for candidate in possibleTitles.sorted() where candidate.count > (text?.count ?? 0) { text = candidate }
        }
        if let text, !text.isEmpty { return Self._estimatedWidth(of: text) }
        if let image { return image.size.width }
        return 0
    }

    /// 9 points per character: the estimate of a title's width until text layout arrives.
    static func _estimatedWidth(of text: String) -> CGFloat { CGFloat(text.count) * 9 }
}
