import Foundation

/// What a tab bar shows for a controller: its title, images, tag and badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The text of the badge on the item, or nil for no badge.
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { _barItemDidChange() } }
    }
    /// The image shown while the item is selected (the item's image when nil).
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { _barItemDidChange() } }
    }
    /// The badge's background color; nil for the default (red).
    open var badgeColor: UIColor? {
        didSet { _barItemDidChange() }
    }
    var _systemItem: SystemItem?
    /// The tab bar that shows the item (the last one given it).
    weak var _bar: UITabBar?

    override func _barItemDidChange() { _bar?.setNeedsDisplay() }

    public override init() { super.init() }

    /// Creates one of UIKit's system items, which shows its own title and
    /// image whatever ``title`` and ``image`` say (littlepotatosoftware.com,
    /// "Under the hood with UITabController": "If you create a system tab bar
    /// item, you can't override its name").
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        _systemItem = systemItem
        self.tag = tag
    }

    /// The title the bar shows for the item: a system item's own, else ``title``.
    ///
    /// OpenUIKit only, for tests and the release that draws the bar.
    public var _shownTitle: String? { _systemItem?._title ?? title }

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and the image shown while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
