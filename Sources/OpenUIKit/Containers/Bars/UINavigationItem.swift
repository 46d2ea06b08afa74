import Foundation

/// What a navigation bar shows while a controller is on top of a
/// navigation stack: its title or title view, its bar button items, and
/// what the back button says.
///
/// The bar lays the items out (``UINavigationBar/_frame(for:)``) and takes
/// its height from the item on top (a prompt, a large title); drawing waits
/// for a later release.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    var _leftItems: [UIBarButtonItem] = []
    var _rightItems: [UIBarButtonItem] = []
    /// The bar that shows the item, if any.
    weak var _bar: UINavigationBar?

    /// The title shown in the middle of the bar.
    open var title: String? { didSet { _itemDidChange() } }
    /// A line of text shown above the title; the bar grows by 30 points for it.
    open var prompt: String? { didSet { if (prompt == nil) != (oldValue == nil) { _itemDidChange() } } }
    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? { didSet { _itemDidChange() } }
    /// The back button's title when this item is below the top, or nil for the item's title.
    open var backButtonTitle: String?
    /// The item shown as the back button while this item is below the top; nil for the default button.
    open var backBarButtonItem: UIBarButtonItem?
    /// How the back button shows its title while this item is below the top (`.default`).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { _itemDidChange() } }
    /// Whether the left items show beside the back button rather than replacing it (false).
    open var leftItemsSupplementBackButton = false { didSet { _itemDidChange() } }
    /// How a large title shows when the bar prefers large titles (`.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { _itemDidChange() } }

    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton: Bool {
        get { _hidesBackButton }
        set { setHidesBackButton(newValue, animated: false) }
    }
    var _hidesBackButton = false

    /// Creates an item with a title.
    public init(title: String?) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override convenience init() { self.init(title: nil) }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        _hidesBackButton = hidesBackButton
        _itemDidChange()
    }

    // MARK: Bar button items

    /// The first of ``leftBarButtonItems``; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { _leftItems.first }
        set { setLeftBarButton(newValue, animated: false) }
    }

    /// The first of ``rightBarButtonItems``; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { _rightItems.first }
        set { setRightBarButton(newValue, animated: false) }
    }

    /// The items along the leading side, from the leading edge; nil when there are none.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { _leftItems.isEmpty ? nil : _leftItems }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }

    /// The items along the trailing side, from the trailing edge; nil when there are none.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { _rightItems.isEmpty ? nil : _rightItems }
        set { setRightBarButtonItems(newValue, animated: false) }
    }

    /// Makes `item` the only left item (none for nil).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Makes `item` the only right item (none for nil).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Replaces the left items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _leftItems = items ?? []
        for item in _leftItems { item._adopt(by: self) }
        _itemDidChange()
    }

    /// Replaces the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _rightItems = items ?? []
        for item in _rightItems { item._adopt(by: self) }
        _itemDidChange()
    }

    /// Tells the bar that shows the item to lay out again.
    func _itemDidChange() { _bar?._itemDidChange(self) }
}

extension UINavigationItem: _BarButtonItemHolder {
    func _holds(_ item: UIBarButtonItem) -> Bool {
        _leftItems._lastIndex(ofIdentical: item) != nil || _rightItems._lastIndex(ofIdentical: item) != nil
    }

    func _barButtonItemDidChange(_ item: UIBarButtonItem) { _itemDidChange() }

    var _holderDescription: String { "the navigation item \(title.map { "\"\($0)\"" } ?? "with no title")" }
}
