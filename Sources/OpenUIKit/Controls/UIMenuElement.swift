import Foundation

/// The common base of what a menu holds: actions and submenus.
///
/// As in UIKit, an element's title and image are fixed here; ``UIAction``
/// lets them change.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var _title: String
    var _subtitle: String?
    var _image: UIImage?

    init(title: String, image: UIImage?) {
        _title = title
        _image = image
        super.init()
    }

    /// The element's title.
    open var title: String { _title }

    /// A line of text shown under the title.
    open var subtitle: String? {
        get { _subtitle }
        set { _subtitle = newValue }
    }

    /// The element's image.
    open var image: UIImage? { _image }
}
