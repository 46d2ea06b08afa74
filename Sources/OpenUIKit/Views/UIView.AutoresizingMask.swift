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
        for subview in _subviews where !subview.autoresizingMask.isEmpty && subview._autoLayout.itemEngine == nil {
            subview._autoresize(superviewFrom: oldSize, to: newSize)
        }
    }

    /// Applies this view's mask to a superview size change.
    func _autoresize(superviewFrom oldSize: CGSize, to newSize: CGSize) {
        let old = frame
        let k = autoresizingMask._shares(of: old, in: oldSize)
        let dWidth = newSize.width - oldSize.width
        let dHeight = newSize.height - oldSize.height
        let resized = CGRect(
            x: old.minX + k.left * dWidth, y: old.minY + k.top * dHeight,
            width: old.width + k.width * dWidth, height: old.height + k.height * dHeight)
        if resized != old { frame = resized }
    }
}

extension UIView.AutoresizingMask {
    /// The fractions of a superview size change taken by a view's leading
    /// margin and size along each axis (the trailing margin takes the rest),
    /// for a view with `frame` in a superview of `size`: the flexible parts
    /// share the change in proportion to their lengths, or equally when those
    /// lengths are all zero. Springs and struts (`_autoresize`) and the
    /// engine's translated masks both use it.
    func _shares(of frame: CGRect, in size: CGSize) -> (left: CGFloat, width: CGFloat, top: CGFloat, height: CGFloat) {
        func shares(
            _ lead: CGFloat, _ length: CGFloat, _ trail: CGFloat,
            _ flexLead: Bool, _ flexLength: Bool, _ flexTrail: Bool
        ) -> (CGFloat, CGFloat) {
            let flexible = [(flexLead, lead), (flexLength, length), (flexTrail, trail)].filter { $0.0 }
            guard !flexible.isEmpty else { return (0, 0) }
            let total = flexible.reduce(0) { $0 + max(0, $1.1) }
            func share(_ on: Bool, _ value: CGFloat) -> CGFloat {
                guard on else { return 0 }
                return total > 0 ? max(0, value) / total : 1 / CGFloat(flexible.count)
            }
            return (share(flexLead, lead), share(flexLength, length))
        }
        let (left, width) = shares(
            frame.minX, frame.width, size.width - frame.maxX,
            contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
        let (top, height) = shares(
            frame.minY, frame.height, size.height - frame.maxY,
            contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        return (left, width, top, height)
    }
}

extension UIView {
    /// The constraints a translated autoresizing mask stands for, described
    /// as UIKit's conflict reports list them (its
    /// `NSAutoresizingMaskLayoutConstraint`s): `h=--&` gives, for the left
    /// margin, the width and the right margin, whether each is fixed (`-`) or
    /// flexible (`&`); with nothing flexible the right margin takes the slack.
    var _autoresizingConstraintDescriptions: [String] {
        let mask = autoresizingMask
        func axis(_ lead: Bool, _ length: Bool, _ trail: Bool) -> String {
            guard lead || length || trail else { return "--&" }
            return [lead, length, trail].map { $0 ? "&" : "-" }.joined()
        }
        let notation =
            "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let name = "\(type(of: self)):0x\(String(_serial, radix: 16))"
        let superName = _superview.map { "\(type(of: $0)):0x\(String($0._serial, radix: 16))" } ?? "nil"
        let frame = self.frame
        return [
            ("minX", frame.minX, true), ("minY", frame.minY, true),
            ("width", frame.width, false), ("height", frame.height, false),
        ].map { attribute, value, position in
            let names = position ? ", names: '|':\(superName)" : ""
            return
                "<NSAutoresizingMaskLayoutConstraint:0x\(String(ObjectSerial.next(), radix: 16)) \(notation) \(name).\(attribute) == \(UIView._format(value))   (active\(names))>"
        }
    }
}
