import Foundation

/// A bar of bar button items, along the bottom of a navigation
/// controller's view (``UINavigationController/toolbar``) or wherever you
/// put one.
///
/// Its height is 44 points, 32 where the vertical size class is compact, 50
/// on an iPad, as a navigation bar's (Apple HIG, "Toolbars"; useyourloaf.com, "Supporting
/// iPhone X": the toolbar, like the tab bar, sits above the home indicator
/// and its background covers it). Items sit from the leading margin (16
/// points, 20 in a regular width) to the trailing one, 8 points apart;
/// flexible spaces share what the others leave, fixed spaces take their
/// width (Apple, `UIBarButtonItem.SystemItem.flexibleSpace` and
/// `.fixedSpace`). ``_frame(for:)`` says where each item sits; ``draw(_:)``
/// draws the chrome with a hairline along the top and each item.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    var _items: [UIBarButtonItem] = []

    /// The bar's style (only `.default` is drawn).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (always, for now).
    open var isTranslucent = true
    /// The colour of the bar's background; nil for the default chrome
    /// (Apple, `UIToolbar.barTintColor`: "the tint color to apply to the
    /// toolbar background"). The items take ``UIView/tintColor``.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Lays the bar out and draws it again: where its items go depends on
    /// its size and safe area, which are what change when it is laid out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }

    /// Draws the items again in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Draws the bar in its default appearance: the chrome with a hairline
    /// along the top, then each item (titles 17 pt regular in the tint,
    /// system items as words or glyphs, images template-tinted).
    open override func draw(_ rect: CGRect) {
        _BarPainter.drawChrome(in: bounds, hairlineAtTop: true, scale: _drawingScale, color: barTintColor)
        let tint: UIColor = tintColor
        for (item, frame) in _itemFrames() { _BarPainter.drawItem(item, in: frame, tint: tint) }
    }

    /// The items, leading first; nil when there are none. Setting is not animated.
    open var items: [UIBarButtonItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _items = items ?? []
        for item in _items { item._adopt(by: self) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The bar's height for the current traits, at the size's width (its content only).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self._contentHeight(for: traitCollection))
    }

    /// Where `item` sits in the bar, in the bar's coordinates; nil when it
    /// is not one of its items (or hidden, or another bar took it since).
    ///
    /// OpenUIKit only: the bar draws its items and routes touches
    /// with these frames.
    public func _frame(for item: UIBarButtonItem) -> CGRect? {
        guard item._holder === self, !item.isHidden else { return nil }
        return _itemFrames()._frame(of: item)
    }

    /// The frames of the shown items, leading first.
    func _itemFrames() -> [(item: UIBarButtonItem, frame: CGRect)] {
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let leading = safeAreaInsets.left + margin
        let trailing = bounds.width - safeAreaInsets.right - margin
        let height = Self._contentHeight(for: traitCollection)
        var shown: [UIBarButtonItem] = []
        for item in _items where item._holder === self && !item.isHidden { shown.append(item) }
        var fixed: CGFloat = 0
        var flexibleCount = 0
        for item in shown {
            if item._systemItem == .flexibleSpace { flexibleCount += 1 } else { fixed += item._contentWidth }
        }
        let spacing = UINavigationBar._itemSpacing * CGFloat(max(0, shown.count - 1))
        let share = flexibleCount > 0 ? max(0, trailing - leading - fixed - spacing) / CGFloat(flexibleCount) : 0
        var x = leading
        var frames: [(item: UIBarButtonItem, frame: CGRect)] = []
        for item in shown {
            let width = item._systemItem == .flexibleSpace ? share : item._contentWidth
            frames.append((item, CGRect(x: x, y: 0, width: width, height: height)))
            x += width + UINavigationBar._itemSpacing
        }
        return frames
    }

    /// 44 points, 32 in a compact height, 50 on an iPad (since iOS 12: hacknicity.medium.com, 2018).
    static func _contentHeight(for traits: UITraitCollection) -> CGFloat {
        traits._usesCompactBars ? 32 : (traits.userInterfaceIdiom == .pad ? 50 : 44)
    }

    /// Taps on the bar's items: a touch-up over the item the finger went down on (`Events/_BarTouchTarget.swift`).
    var _tapTracker = _BarTapTracker()
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.begin(touches, in: self) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.end(touches, in: self) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _tapTracker.cancel() }

}

extension UIToolbar: _BarButtonItemHolder {
    func _holds(_ item: UIBarButtonItem) -> Bool { _items._lastIndex(ofIdentical: item) != nil }
    func _barButtonItemDidChange(_ item: UIBarButtonItem) {
        setNeedsLayout()
        setNeedsDisplay()
    }
    var _holderDescription: String { "the toolbar \(_shortDescription)" }
}
