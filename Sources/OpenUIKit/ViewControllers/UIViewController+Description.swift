import Foundation

extension UIViewController {
    /// A text dump of this controller and its descendants, one a line, with
    /// appearance state and where the view is — like UIKit's `_printHierarchy`.
    ///
    /// ```
    /// <Container>, state: appeared, view: <UIView> in window
    ///    | <Left>, state: appeared, view: <UIView> in window
    ///    | <Right>, state: disappeared, view: not loaded
    /// ```
    public func hierarchyDescription(includingIdentifiers: Bool = false) -> String {
        var lines: [String] = []
        var indents = UIView._Indents()
        // An explicit stack (any depth works); the indent is bounded as in
        // `UIView.recursiveDescription(includingIdentifiers:)`.
        var stack: [(controller: UIViewController, depth: Int)] = [(self, 0)]
        while let (controller, depth) = stack.popLast() {
            let name = includingIdentifiers ? controller._shortDescription : "<\(controller._resolvedTraceName)>"
            let view: String
            if let v = controller._view {
                let where_ = v._window != nil ? " in window" : (v._superview != nil ? " not in window" : " detached")
                view = (includingIdentifiers ? v._shortDescription : "<\(type(of: v))>") + where_
            } else {
                view = "not loaded"
            }
            lines.append(indents[depth] + "\(name), state: \(controller._appearState), view: \(view)")
            for child in controller._children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    /// The appearance state, for tests and dumps: `disappeared`, `appearing`,
    /// `appeared` or `disappearing`.
    public var appearanceState: String { _appearState.description }
}
