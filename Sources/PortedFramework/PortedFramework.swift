// A framework as a port leaves it (docs/Porting.md, "Files that saw UIKit
// through an umbrella header"): on iOS its umbrella header imported UIKit,
// so every module importing the framework saw UIKit; here one
// `@_exported import UIKit` does the same. UIKitClientTests'
// PortingGuideClientTests imports this module and not UIKit.
@_exported import UIKit

/// A screen the framework ships.
open class FrameworkScreen: UIViewController {
    /// The title the framework gives its screen.
    public static let defaultTitle = "Framework"

    open override func viewDidLoad() {
        super.viewDidLoad()
        title = Self.defaultTitle
    }
}
