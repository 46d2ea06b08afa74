import Foundation

extension UIImage {
    /// The point size, weight and scale a symbol image is drawn at.
    ///
    /// Unspecified values (a point size of 0, `.unspecified` weight and
    /// scale) take the defaults when drawn: 17 points (the body text
    /// style's size), regular, medium.
    public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size, 0 when unspecified.
        public let pointSize: CGFloat
        /// The weight.
        public let weight: UIImage.SymbolWeight
        /// The scale.
        public let scale: UIImage.SymbolScale
        /// The text style whose size this configuration takes, if any.
        let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)

        /// A configuration of `pointSize` points (not finite or not positive: unspecified).
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }

        /// A configuration of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration of `pointSize` points, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// A configuration of `weight`.
        public convenience init(weight: UIImage.SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }

        /// A configuration of `scale`.
        public convenience init(scale: UIImage.SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }

        /// A configuration of the size of the text style `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }

        /// A configuration of the size of `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(pointSize: textStyle._defaultSizeAndWeight.0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// A configuration of `font`'s size (its weight is not read: fonts
        /// here do not expose one).
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }

        /// A configuration of `font`'s size at `scale`.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// A copy of this configuration with its weight and scale unspecified.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// A copy of this configuration with its point size and text style unspecified.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        override func _combined(with other: UIImage.Configuration) -> UIImage.Configuration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale,
                textStyle: other.pointSize > 0 ? other.textStyle : textStyle)
        }

        /// The size of one side of the symbol's square, in points.
        var _side: CGFloat { (pointSize > 0 ? pointSize : 17) * scale._factor }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        }

        public override var hash: Int { Int(pointSize * 64) &* 31 &+ weight.rawValue &* 7 &+ scale.rawValue }

        public override var description: String {
            "<UIImageSymbolConfiguration: pointSize \(pointSize), weight \(weight), scale \(scale)>"
        }
    }
}
