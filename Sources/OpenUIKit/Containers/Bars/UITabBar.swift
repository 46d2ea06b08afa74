import Foundation

/// The bar along the bottom of a tab bar controller's view: one item per tab.
///
/// Its content is 49 points high, 32 where the vertical size class is
/// compact, 50 on an iPad; the bar also covers the bottom of the safe area (the home
/// indicator), so its frame is that much taller, as UIKit's is.
@preconcurrency @MainActor
open class UITabBar: UIView {
    var _items: [UITabBarItem] = []
    weak var _selectedItem: UITabBarItem?

    /// Whether the bar is translucent (always, for now).
    open var isTranslucent = true
    /// How the items are placed (`.automatic`).
    open var itemPositioning: ItemPositioning = .automatic
    var _itemWidth: CGFloat = 0
    var _itemSpacing: CGFloat = 0

    /// The width of centred items; 0 (the default) for the system's. A negative value becomes 0, as in UIKit.
    open var itemWidth: CGFloat {
        get { _itemWidth }
        set { _itemWidth = Self._checkedMetric(newValue, name: "itemWidth") }
    }

    /// The space between centred items; 0 (the default) for the system's. A negative value becomes 0, as in UIKit.
    open var itemSpacing: CGFloat {
        get { _itemSpacing }
        set { _itemSpacing = Self._checkedMetric(newValue, name: "itemSpacing") }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Lays the bar out and draws it again: where its items go depends on
    /// its size and safe area, which are what change when it is laid out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }

    /// Draws the selected item again in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// The colour of the items that are not selected; nil for the default
    /// grey (Apple, `UITabBar.unselectedItemTintColor`).
    open var unselectedItemTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the bar's background; nil for the default chrome
    /// (Apple, `UITabBar.barTintColor`).
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Draws the bar in its default appearance: the chrome with a hairline
    /// along the top, then each item's image (template-tinted) and title
    /// (10 pt medium), the selected one in the tint, the others grey, and
    /// its badge (`UITabBar+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        _drawBar()
    }

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        _items = items ?? []
        for item in _items { item._bar = self }
        setNeedsDisplay()
    }

    /// The item shown as selected.
    open var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set {
            _selectedItem = newValue
            setNeedsDisplay()
        }
    }

    /// The bar's height for the current traits: content plus the bottom of its superview's safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self._contentHeight(for: traitCollection) + (superview ?? self).safeAreaInsets.bottom)
    }

    /// 49 points, 32 in a compact height, 50 on an iPad (since iOS 12: hacknicity.medium.com, 2018).
    static func _contentHeight(for traits: UITraitCollection) -> CGFloat {
        traits._usesCompactBars ? 32 : (traits.userInterfaceIdiom == .pad ? 50 : 49)
    }

    /// Taps on the bar's items: a touch-up over the item the finger went down on (`Events/_BarTouchTarget.swift`).
    var _tapTracker = _BarTapTracker()
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.begin(touches, in: self) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.end(touches, in: self) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.cancel() }
}
