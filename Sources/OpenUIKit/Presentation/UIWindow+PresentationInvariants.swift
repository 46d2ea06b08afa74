import Foundation

extension UIWindow {
    /// Checks the presentations made from the window's controller tree, and
    /// from what they present, and returns one line per violation.
    ///
    /// - Links: a presented controller names its presenter as presenting,
    ///   has no parent, and is presented once.
    /// - Trees: each presented controller's tree is checked as the root's
    ///   is (`invariantViolations(settled:)`); a presenter whose view a
    ///   presentation removed is then expected disappeared like any
    ///   controller whose view is not in a shown window.
    /// - When `settled`, no presentation or dismissal is in progress.
    ///
    /// - Complexity: O(controllers reachable through children and presentations).
    func _presentationInvariantViolations(settled: Bool) -> [String] {
        guard let root = _rootViewController else { return [] }
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        var stack: [UIViewController] = [root]
        while let controller = stack.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                problems.append("\(controller._shortDescription) is reached twice through children and presentations")
                continue
            }
            for child in controller._children.reversed() { stack.append(child) }
            guard let presented = controller._modal.presented else { continue }
            if presented._modal.presentation?.presenting !== controller {
                problems.append(
                    "\(presented._shortDescription) is presented by \(controller._shortDescription) but names \(presented._modal.presentation?.presenting?._shortDescription ?? "nil") as presenting"
                )
            }
            if let parent = presented._parent {
                problems.append("presented \(presented._shortDescription) has a parent, \(parent._shortDescription)")
            }
            if settled && (presented._modal.isBeingPresented || presented._modal.isBeingDismissed) {
                problems.append("\(presented._shortDescription) is still being presented or dismissed once settled")
            }
            problems += presented.invariantViolations(settled: settled)
            stack.append(presented)
        }
        return problems
    }
}
