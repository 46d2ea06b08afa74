import Foundation

extension UIButton {
    /// The kinds of button `init(type:)` makes (UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        /// A button with no look of its own: white titles, no tint.
        case custom = 0
        /// A button in the system's style: tinted titles that fade while touched.
        case system = 1
        /// An "i" in a circle, for showing details.
        case detailDisclosure = 2
        /// An "i" in a circle, for light backgrounds.
        case infoLight = 3
        /// An "i" in a circle, for dark backgrounds.
        case infoDark = 4
        /// A "+" in a circle, for adding a contact.
        case contactAdd = 5
        /// A plain button (visionOS and tvOS); drawn as ``system`` here.
        case plain = 6
        /// A close button: an "x" in a grey circle.
        case close = 7

        /// The old name of ``system``.
        public static var roundedRect: ButtonType { .system }
    }
}
