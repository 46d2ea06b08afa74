import Foundation

/// The bar along the top of a navigation controller's view: a stack of
/// navigation items, the top one's title in the middle.
///
/// Its height is 44 points, 32 where the vertical size class is compact
/// (a phone in landscape), 50 on an iPad, as UIKit's bar measures; a large
/// title adds 52 (96 on a phone), a prompt adds 30 (`UINavigationBar+Layout.swift` cites the sources).
/// It lays the top item's bar button items, back button and title out
/// (``_frame(for:)``) and draws them (``draw(_:)``; `_BarPainter.swift`
/// cites the sizes, fonts and colours).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    var _items: [UINavigationItem] = [] {
        // The top and back items are the ones whose changes move the bar
        // (kept O(1): a push must cost the same at any depth).
        didSet { if !_isChangingItems { _itemsDidChange() } }
    }
    /// The navigation controller is changing the items in several steps;
    /// it calls `_itemsDidChange()` once at the end.
    var _isChangingItems = false

    /// Whether the top item shows a large title when its
    /// ``UINavigationItem/largeTitleDisplayMode`` allows (false).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { _itemsDidChange() } }
    }
    /// Whether the bar is translucent; content under it shows through (always, for now).
    open var isTranslucent = true

    /// The bar's style (not drawn yet); a navigation controller showing the
    /// bar takes its status bar style from it.
    open var barStyle: UIBarStyle = .default {
        didSet {
            guard barStyle != oldValue else { return }
            _enclosingController?.setNeedsStatusBarAppearanceUpdate()
        }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Lays the bar out and draws it again: where its items go depends on
    /// its size and safe area, which are what change when it is laid out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }

    /// Draws the back button and items again in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// The colour of the bar's background; nil for the default chrome
    /// (Apple, `UINavigationBar.barTintColor`: "the tint color to apply to
    /// the navigation bar background"). The items take ``UIView/tintColor``.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Draws the bar in its default appearance: the chrome with a hairline
    /// along the bottom, the prompt, the back button (chevron and title),
    /// the top item's bar button items, and its title (centred, 17 pt
    /// semibold) or large title (34 pt bold at the leading margin).
    open override func draw(_ rect: CGRect) {
        _drawBar()
    }

    /// The items, bottom first.
    open var items: [UINavigationItem]? {
        get { _items }
        set { _items = newValue ?? [] }
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { _items = items ?? [] }

    /// The item on top.
    open var topItem: UINavigationItem? { _items.last }

    /// The item below the top one (whose title the back button shows).
    open var backItem: UINavigationItem? { _items.count > 1 ? _items[_items.count - 2] : nil }

    /// Pushes an item on the bar.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { _items.append(item) }

    /// Pops the top item.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { _items.popLast() }

    /// The bar's height for the current traits, at the size's width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _height(for: traitCollection))
    }

    /// No intrinsic width; the bar's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: _height(for: traitCollection))
    }

    /// Taps on the bar's items: a touch-up over the item the finger went down on (`Events/_BarTouchTarget.swift`).
    var _tapTracker = _BarTapTracker()
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.begin(touches, in: self) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.end(touches, in: self) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.cancel() }
}
