import Foundation

extension UIButton.Configuration {
    /// How a configured button aligns its title and subtitle with each other (UIKit's raw values).
    public enum TitleAlignment: Int, Sendable {
        /// Leading when an image sits beside the text, otherwise centred; the default.
        case automatic = 0
        /// Against the leading edge.
        case leading = 1
        /// Centred.
        case center = 2
        /// Against the trailing edge.
        case trailing = 3
    }
}
