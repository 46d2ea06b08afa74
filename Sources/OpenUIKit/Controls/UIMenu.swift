import Foundation

/// A menu: a title and the actions and submenus it holds.
///
/// OpenUIKit keeps a menu's contents; showing it waits for touches (see
/// Coverage.md). UIKit's `identifier`, `options` and
/// `preferredElementSize` are missing.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The actions and submenus, in the order they show.
    public let children: [UIMenuElement]

    /// Creates a menu with a title, an image and its elements.
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }

    /// A menu with the same title and image and other elements.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let menu = UIMenu(title: title, image: image, children: newChildren)
        menu.subtitle = subtitle
        return menu
    }
}
