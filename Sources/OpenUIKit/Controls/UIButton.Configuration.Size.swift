import Foundation

extension UIButton.Configuration {
    /// How large a configured button's content and padding are (UIKit's raw values).
    public enum Size: Int, Sendable {
        /// The smallest size.
        case mini = 0
        /// A small size.
        case small = 1
        /// The default size.
        case medium = 2
        /// A large size.
        case large = 3
    }
}
