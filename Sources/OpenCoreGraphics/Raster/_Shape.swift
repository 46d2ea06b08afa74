import Foundation

/// What the drawing API fills: a box with elliptical corners (a rectangle
/// when the radii are zero, an ellipse when they are half the sides), or,
/// for strokes, the ring between two such boxes.
package struct _Shape: Sendable {
    /// A rectangle whose corners are quarter ellipses of radii `rx` by `ry`.
    package struct Box: Sendable {
        package var rect: CGRect
        package var rx: CGFloat
        package var ry: CGFloat

        package init(_ rect: CGRect, rx: CGFloat = 0, ry: CGFloat = 0) {
            let r = rect.standardized
            self.rect = r
            self.rx = min(max(0, rx), r.width / 2)
            self.ry = min(max(0, ry), r.height / 2)
        }

        /// The box's horizontal extent on the line `y`, if it meets it.
        package func span(atY y: CGFloat) -> (CGFloat, CGFloat)? {
            guard y >= rect.minY, y < rect.maxY else { return nil }
            guard rx > 0, ry > 0 else { return (rect.minX, rect.maxX) }
            let top = rect.minY + ry
            let bottom = rect.maxY - ry
            let t: CGFloat = y < top ? (top - y) / ry : y > bottom ? (y - bottom) / ry : 0
            let inset = rx - rx * (max(0, 1 - t * t)).squareRoot()
            return (rect.minX + inset, rect.maxX - inset)
        }

        package func contains(_ p: CGPoint) -> Bool {
            guard let (x0, x1) = span(atY: p.y) else { return false }
            return p.x >= x0 && p.x < x1
        }

        /// The box under a transform that keeps axes (no rotation or shear).
        package func applyingAxisAligned(_ t: CGAffineTransform) -> Box {
            Box(t._box(of: rect), rx: rx * abs(t.a), ry: ry * abs(t.d))
        }

        /// The box grown by `amount` on every side, corners following.
        package func outset(by amount: CGFloat) -> Box {
            let grown = rect.insetBy(dx: -amount, dy: -amount)
            guard grown.width > 0, grown.height > 0 else { return Box(.zero) }
            return Box(grown, rx: rx > 0 ? rx + amount : 0, ry: ry > 0 ? ry + amount : 0)
        }
    }

    package var outer: Box
    /// Taken out of `outer` (a stroke's inside).
    package var hole: Box?

    package init(outer: Box, hole: Box? = nil) {
        self.outer = outer
        self.hole = hole
    }

    package static func rect(_ rect: CGRect) -> _Shape { _Shape(outer: Box(rect), hole: nil) }
    package static func ellipse(in rect: CGRect) -> _Shape {
        let r = rect.standardized
        return _Shape(outer: Box(r, rx: r.width / 2, ry: r.height / 2), hole: nil)
    }

    /// The outline of this shape's outer box, `width` wide, centred on its edge.
    package func stroked(width: CGFloat) -> _Shape {
        let half = abs(width) / 2
        let inner = outer.outset(by: -half)
        return _Shape(outer: outer.outset(by: half), hole: inner.rect.isEmpty ? nil : inner)
    }

    package var boundingBox: CGRect { outer.rect }

    package func contains(_ p: CGPoint) -> Bool {
        outer.contains(p) && !(hole?.contains(p) ?? false)
    }

    package func applyingAxisAligned(_ t: CGAffineTransform) -> _Shape {
        _Shape(outer: outer.applyingAxisAligned(t), hole: hole?.applyingAxisAligned(t))
    }
}
