import Foundation

extension UIView {
    /// The ways a view resizes when its superview's bounds change, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes subviews by their masks after this view's bounds size changed
    /// from `oldSize`, as UIKit does when the size changes (not in `layoutSubviews`).
    func _resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews, oldSize != _bounds.size else { return }
        let newSize = _bounds.size
        // Subviews in a layout engine get their frames from it (their masks are constraints there).
        for subview in _subviews where !subview.autoresizingMask.isEmpty && subview._layoutItemEngine == nil {
            subview._autoresize(superviewFrom: oldSize, to: newSize)
        }
    }

    /// Applies this view's mask to a superview size change.
    ///
    /// Along each axis the change is shared among the flexible parts (leading
    /// margin, size, trailing margin) in proportion to their current lengths,
    /// or equally when those lengths are all zero.
    func _autoresize(superviewFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        var frame = self.frame
        func distribute(delta: CGFloat, lead: inout CGFloat, size: inout CGFloat, trail: CGFloat,
                        flexLead: Bool, flexSize: Bool, flexTrail: Bool) {
            guard delta != 0 else { return }
            let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)].filter(\.0)
            guard !parts.isEmpty else { return }
            let total = parts.reduce(0) { $0 + max(0, $1.1) }
            func share(_ length: CGFloat) -> CGFloat {
                total > 0 ? delta * max(0, length) / total : delta / CGFloat(parts.count)
            }
            let leadShare = flexLead ? share(lead) : 0
            let sizeShare = flexSize ? share(size) : 0
            lead += leadShare
            size += sizeShare
        }
        var x = frame.minX, width = frame.width
        distribute(delta: newSize.width - oldSize.width, lead: &x, size: &width,
                   trail: oldSize.width - frame.maxX,
                   flexLead: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
                   flexTrail: mask.contains(.flexibleRightMargin))
        var y = frame.minY, height = frame.height
        distribute(delta: newSize.height - oldSize.height, lead: &y, size: &height,
                   trail: oldSize.height - frame.maxY,
                   flexLead: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
                   flexTrail: mask.contains(.flexibleBottomMargin))
        frame = CGRect(x: x, y: y, width: width, height: height)
        if frame != self.frame { self.frame = frame }
    }
}
