import Foundation

/// A rectangle of whole pixels, `minX..<maxX` by `minY..<maxY`.
///
/// Rectangles (plain view backgrounds, contents, context rectangle fills)
/// follow one rule: a pixel belongs to a rectangle when its centre does, so
/// two that share an edge cover disjoint pixels and leave no gap. Paths,
/// rounded corners, borders and shadows are anti-aliased (`_Rasterizer`).
package struct _PixelRect: Equatable, Sendable, CustomStringConvertible {
    package var minX: Int
    package var minY: Int
    package var maxX: Int
    package var maxY: Int

    package static let empty = _PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    package init(width: Int, height: Int) {
        self.init(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    /// The pixels whose centres lie inside `rect` (in pixel coordinates).
    package init(covering rect: CGRect) {
        let r = rect.standardized
        self.init(
            minX: Self.firstCentre(atOrAfter: r.minX), minY: Self.firstCentre(atOrAfter: r.minY),
            maxX: Self.firstCentre(atOrAfter: r.maxX), maxY: Self.firstCentre(atOrAfter: r.maxY))
    }

    /// The pixels `rect` touches at all (for damage, which must not miss any).
    package init(enclosing rect: CGRect) {
        let r = rect.standardized
        self.init(
            minX: Self.clamped(r.minX.rounded(.down)), minY: Self.clamped(r.minY.rounded(.down)),
            maxX: Self.clamped(r.maxX.rounded(.up)), maxY: Self.clamped(r.maxY.rounded(.up)))
    }

    /// The index of the first pixel whose centre (`i + 0.5`) is at or after `x`.
    package static func firstCentre(atOrAfter x: CGFloat) -> Int {
        clamped((x - 0.5).rounded(.up))
    }

    /// Keeps coordinates far from overflow (infinite rectangles, huge transforms).
    private static func clamped(_ value: CGFloat) -> Int {
        guard value.isFinite else { return value > 0 ? 1 << 30 : -(1 << 30) }
        return Int(min(max(value, -CGFloat(1 << 30)), CGFloat(1 << 30)))
    }

    package var width: Int { maxX - minX }
    package var height: Int { maxY - minY }
    package var isEmpty: Bool { minX >= maxX || minY >= maxY }
    package var area: Int { isEmpty ? 0 : width * height }

    package func intersection(_ other: _PixelRect) -> _PixelRect {
        let r = _PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return r.isEmpty ? .empty : r
    }

    package func union(_ other: _PixelRect) -> _PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return _PixelRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Whether the two overlap or share an edge (so that their union wastes little).
    package func touches(_ other: _PixelRect) -> Bool {
        !isEmpty && !other.isEmpty
            && minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    package func contains(_ other: _PixelRect) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
    }

    package func offsetBy(dx: Int, dy: Int) -> _PixelRect {
        _PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The rectangle in points at `scale` pixels a point.
    package func points(scale: CGFloat) -> CGRect {
        CGRect(
            x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
            width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    }

    package var cgRect: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }

    package var description: String { "(\(minX), \(minY))..<(\(maxX), \(maxY))" }
}
