import Foundation

/// Where a tab bar puts its items.
///
/// Apple, `UITabBar.itemPositioning` and `ItemPositioning.automatic`: "In a
/// horizontally compact environment, the tab bar spreads items across the
/// entire space"; "In a horizontally regular environment, the tab bar uses
/// the `itemWidth` and `itemSpacing` properties …, positioning those items
/// in the center of the available space"; `itemWidth` and `itemSpacing`:
/// 0 means "a system-defined default", a negative value becomes 0. The
/// system's defaults are not published: OpenUIKit uses 76-point items 34
/// points apart until a measurement says otherwise; centred items that
/// do not fit the bar fill it. Items sit in the bar's
/// content row (49 points, 32 in a compact height), inside the safe area's
/// sides.
extension UITabBar {
    /// OpenUIKit's stand-in for the system's centred item width.
    static let _defaultCenteredItemWidth: CGFloat = 76
    /// OpenUIKit's stand-in for the system's spacing of centred items.
    static let _defaultCenteredItemSpacing: CGFloat = 34

    /// Where `item` sits in the bar, in the bar's coordinates; nil when it
    /// is not one of its items.
    ///
    /// OpenUIKit only: the bar draws its items and routes touches
    /// with these frames.
    public func _frame(for item: UITabBarItem) -> CGRect? {
        guard let index = _items._lastIndex(ofIdentical: item) else { return nil }
        let count = CGFloat(_items.count)
        let leading = safeAreaInsets.left
        let available = max(0, bounds.width - leading - safeAreaInsets.right)
        let height = Self._contentHeight(for: traitCollection)
        let centered =
            itemPositioning == .centered || (itemPositioning == .automatic && traitCollection.horizontalSizeClass == .regular)
        let width = _itemWidth > 0 ? _itemWidth : Self._defaultCenteredItemWidth
        let spacing = _itemSpacing > 0 ? _itemSpacing : Self._defaultCenteredItemSpacing
        let total = width * count + spacing * (count - 1)
        // Centred items wider in all than the bar fill it instead (OpenUIKit's choice).
        guard centered, total <= available else {
            let width = available / count
            return CGRect(x: leading + width * CGFloat(index), y: 0, width: width, height: height)
        }
        let start = leading + (available - total) / 2
        return CGRect(x: start + (width + spacing) * CGFloat(index), y: 0, width: width, height: height)
    }

    /// A width or spacing as UIKit keeps it: negative becomes 0; NaN or
    /// infinite is reported and becomes 0.
    static func _checkedMetric(_ value: CGFloat, name: String) -> CGFloat {
        guard value.isFinite else {
            UIApplication.shared.diagnostics.report(
                .misuse, "UITabBar.\(name) must be a finite number; \(UIView._format(value)) was replaced by 0 (the system's value).")
            return 0
        }
        return max(0, value)
    }
}
