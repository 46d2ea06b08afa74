import Foundation

extension UIView {
    /// How a view's drawn content fits its bounds when their size differs
    /// from the size it was drawn at, with UIKit's raw values.
    public enum ContentMode: Int, Sendable, Hashable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, keeping its aspect ratio.
        case scaleAspectFill = 2
        /// Drawn again (``UIView/setNeedsDisplay()``) when the bounds size changes.
        case redraw = 3
        /// Centred, at its size.
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}

extension UIView.ContentMode {
    /// Where content of `size` goes inside `bounds` in this mode.
    ///
    /// `.redraw` stretches, as `.scaleToFill` does, for the moment between a
    /// size change and the redraw it asks for.
    func rect(forContentOf size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s
            let h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat
            let y: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
