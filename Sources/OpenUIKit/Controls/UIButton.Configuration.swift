import Foundation

extension UIButton {
    /// A button's content and look as one value: its title, subtitle and
    /// image, its colours, size, padding and corners.
    ///
    /// Start from a style (``plain()``, ``tinted()``, ``gray()``,
    /// ``filled()``, …), change what you need and give it to a button; the
    /// button derives the look for each state with ``updated(for:)``.
    public struct Configuration: Hashable, Sendable {
        enum _Style: Hashable, Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, prominent }

        let _style: _Style

        /// The title.
        public var title: String?
        /// A second, smaller line of text under the title.
        public var subtitle: String?
        /// The image, beside the text (see ``imagePlacement``).
        public var image: UIImage?
        /// The colour of the text and image; nil uses the style's (usually the tint).
        public var baseForegroundColor: UIColor?
        /// The colour the style derives the background from; nil uses the style's.
        public var baseBackgroundColor: UIColor?
        /// The background: its colour, corner radius and stroke.
        public var background = UIBackgroundConfiguration.clear()
        /// How the background's corners are rounded; ``CornerStyle/dynamic`` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the content and of the default insets; ``Size/medium`` by default.
        public var buttonSize: Size = .medium
        /// Where the image sits against the text; leading by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the text, in points.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle, in points.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether the button shows a spinning activity indicator in place of its image.
        public var showsActivityIndicator = false
        var _contentInsets: NSDirectionalEdgeInsets?

        init(_style: _Style) { self._style = _style }

        /// The space between the edges of the button and its content; the
        /// size's default until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { _contentInsets ?? _Metrics(buttonSize).insets }
            set { _contentInsets = newValue }
        }

        /// Goes back to the default insets of the button size.
        public mutating func setDefaultContentInsets() { _contentInsets = nil }

        /// A style with no background: tinted text.
        public static func plain() -> Configuration { Configuration(_style: .plain) }
        /// A style with a light background in the tint colour.
        public static func tinted() -> Configuration { Configuration(_style: .tinted) }
        /// A style with a light grey background and tinted text.
        public static func gray() -> Configuration { Configuration(_style: .gray) }
        /// A style with a background in the tint colour and white text.
        public static func filled() -> Configuration { Configuration(_style: .filled) }
        /// A style with no background (as ``plain()`` on iOS).
        public static func borderless() -> Configuration { Configuration(_style: .borderless) }
        /// A style with a grey background (as ``gray()`` on iOS).
        public static func bordered() -> Configuration { Configuration(_style: .bordered) }
        /// A style with a light tinted background (as ``tinted()`` on iOS).
        public static func borderedTinted() -> Configuration { Configuration(_style: .borderedTinted) }
        /// A style with a background in the tint colour (as ``filled()`` on iOS).
        public static func borderedProminent() -> Configuration { Configuration(_style: .prominent) }

        /// The configuration as `button` shows it in its current state:
        /// colours resolved from the style, the tint and the state.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var result = self
            let colors = _colors(tint: button.tintColor, state: button.state)
            result.baseForegroundColor = colors.foreground
            result.background.backgroundColor = colors.background
            return result
        }
    }
}
