import Foundation

/// The common base of bar items: a title, an image, a tag, and whether it is enabled.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// A number you choose to identify the item.
    open var tag = 0
    /// Whether the item can be chosen.
    open var isEnabled = true
    /// The item's image.
    open var image: UIImage?

    public override init() {
        super.init()
    }
}
