import Foundation

/// The common base of bar items: a title, an image, a tag, and whether it is enabled.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String? {
        didSet { if title != oldValue { _barItemDidChange() } }
    }
    /// A number you choose to identify the item.
    open var tag = 0
    /// Whether the item can be chosen.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { _barItemDidChange() } }
    }
    /// The item's image.
    open var image: UIImage? {
        didSet { if image !== oldValue { _barItemDidChange() } }
    }

    /// Something the bar shows changed: its bar lays out and draws again.
    func _barItemDidChange() {}

    public override init() {
        super.init()
    }
}
