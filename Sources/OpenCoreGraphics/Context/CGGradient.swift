import Foundation

/// Colours at locations along a line, for ``CGContext/drawLinearGradient(_:start:end:options:)``
/// and ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
///
/// Colours are interpolated in sRGB, unpremultiplied. Core Graphics takes
/// a `CFArray`; OpenUIKit takes `[CGColor]` (an array literal reads the same).
public final class CGGradient {
    package let colors: [CGColor]
    package let locations: [CGFloat]

    /// A gradient through `colors`, at `locations` in `0...1` (evenly spaced
    /// when nil); nil when there are no colours or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard let made = Self.stops(colors: colors, locations: locations) else { return nil }
        (self.colors, self.locations) = made
    }

    /// Colours and locations cleaned for drawing: locations clamped to
    /// `0...1` (NaN as 0) and sorted, stably; nil when they do not pair up.
    package static func stops(colors: [CGColor], locations: [CGFloat]?) -> ([CGColor], [CGFloat])? {
        guard !colors.isEmpty else { return nil }
        var places: [CGFloat]
        if let locations {
            guard locations.count == colors.count else { return nil }
            places = locations.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        } else {
            places = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        let order = places.indices.sorted { (places[$0], $0) < (places[$1], $1) }
        return (order.map { colors[$0] }, order.map { places[$0] })
    }
}
