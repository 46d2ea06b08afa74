import Foundation

extension UIButton.Configuration {
    /// How a configured button rounds its background's corners (UIKit's raw values).
    public enum CornerStyle: Int, Sendable {
        /// The background's own corner radius, unchanged.
        case fixed = -1
        /// A radius that follows the button size (and, on iOS, Dynamic Type); the default.
        case dynamic = 0
        /// A small system radius.
        case small = 1
        /// A medium system radius.
        case medium = 2
        /// A large system radius.
        case large = 3
        /// Half the height: round ends.
        case capsule = 4
    }
}
