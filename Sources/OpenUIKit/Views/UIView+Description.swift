import Foundation

extension UIView {
    /// A number as UIKit prints it in descriptions: `390`, `12.5`.
    static func _format(_ value: CGFloat) -> String {
        // Past 1e15 every double is whole, and times 1000 could overflow.
        guard abs(value) < 1e15 else { return value.isNaN ? "nan" : String(Double(value)) }
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `(x y; w h)`, UIKit's frame notation.
    static func _format(_ rect: CGRect) -> String {
        "(\(_format(rect.minX)) \(_format(rect.minY)); \(_format(rect.width)) \(_format(rect.height)))"
    }

    /// One line describing this view: type, frame and the properties that
    /// differ from their defaults; with `runtimeName`, the type is named as
    /// the Objective-C runtime names it (module-qualified for a program's class).
    func _descriptionLine(includingIdentifiers: Bool, runtimeName: Bool = false) -> String {
        let name = runtimeName ? ObjectSerial.runtimeName(of: type(of: self)) : "\(type(of: self))"
        var parts: [String] = [includingIdentifiers ? "\(name): 0x\(String(_serial, radix: 16))" : name]
        parts.append("frame = \(Self._format(frame))")
        if _bounds.origin != .zero { parts.append("bounds.origin = (\(Self._format(_bounds.minX)) \(Self._format(_bounds.minY)))") }
        if !_transform.isIdentity {
            parts.append(
                "transform = [\(_transform.a), \(_transform.b), \(_transform.c), \(_transform.d), \(_transform.tx), \(_transform.ty)]")
        }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(_autoresizingSummary)") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if isHidden { parts.append("hidden = YES") }
        if _alpha != 1 { parts.append("alpha = \(Self._format(_alpha))") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if let color = _backgroundColor { parts.append("backgroundColor = \(color.hexString)") }
        if let controller = _owningController { parts.append("viewController = \(controller._resolvedTraceName)") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// UIKit's `W+H`-style summary of the autoresizing mask.
    private var _autoresizingSummary: String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { autoresizingMask.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// A text dump of this view and its subtree, one view a line, indented
    /// with `   | ` per level, like UIKit's `recursiveDescription`.
    ///
    /// Without identifiers (the default) the dump of the same tree is the
    /// same in every process, so tests can compare it.
    ///
    /// Past ``_maximumDescribedIndent`` levels the indent stops growing and
    /// the line says its depth (`[depth 20000] `), so that a very deep tree
    /// gives text linear in its size (UIKit's indent grows without bound).
    ///
    /// - Complexity: O(views in the subtree).
    public func recursiveDescription(includingIdentifiers: Bool = false) -> String {
        var text = ""
        var indents = _Indents()
        var stack: [(view: UIView, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            if !text.isEmpty { text += "\n" }
            text += indents[depth]
            text += view._descriptionLine(includingIdentifiers: includingIdentifiers)
            for subview in view._subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return text
    }

    /// How many levels of `   | ` a hierarchy dump indents at most.
    nonisolated static let _maximumDescribedIndent = 100

    /// The indents of a hierarchy dump's lines, by depth, each made once.
    struct _Indents {
        private var made: [String] = [""]

        subscript(depth: Int) -> String {
            mutating get {
                let level = min(depth, UIView._maximumDescribedIndent)
                while made.count <= level { made.append(made[made.count - 1] + "   | ") }
                return depth > UIView._maximumDescribedIndent ? made[level] + "[depth \(depth)] " : made[level]
            }
        }
    }
}

extension UIView {
    /// The controller whose root view this is, if any.
    var _owningController: UIViewController? {
        guard let controller = _viewController, controller._view === self else { return nil }
        return controller
    }

    /// `<UIView: 0x…>` with a serial number in place of an address.
    var _shortDescription: String { ObjectSerial.describe(self, serial: _serial) }
}
