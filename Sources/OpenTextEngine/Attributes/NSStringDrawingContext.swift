import Foundation

/// How a string was measured or drawn, and the scaling allowed.
open class NSStringDrawingContext: NSObject {
    /// The smallest factor the font may be scaled by to fit (not applied: 0, the default, means no scaling).
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the font was scaled by (always 1 here).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement or drawing covered.
    open package(set) var totalBounds: CGRect = .zero
}
