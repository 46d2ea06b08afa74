import Foundation

/// What a tab bar shows for a controller: its title, images, tag and badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The text of the badge on the item, or nil for no badge.
    open var badgeValue: String?
    /// The image shown while the item is selected (the item's image when nil).
    open var selectedImage: UIImage?

    public override init() { super.init() }

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
