import Foundation

extension UINavigationController {
    /// Why the first `kept` controllers of the stack followed by `tail`
    /// cannot be the stack, in UIKit's words where UIKit has them; the
    /// first problem in stack order, as ``_stackProblem(_:operation:)``
    /// finds it.
    ///
    /// The kept controllers passed the checks when they came and nothing
    /// since can make them fail (they are children: neither ancestors nor
    /// window roots), unless they come again in `tail`: only `tail` is
    /// checked, so that a push costs the same at any depth.
    func _stackProblem(keeping kept: Int, then tail: [UIViewController], operation: _StackOperation) -> String? {
        var firstRepeated: Int?
        for controller in tail where controller._parent === self {
            var index = min(kept, _stack.count) - 1
            while index >= 0, _stack[index] !== controller { index -= 1 }
            if index >= 0, index < firstRepeated ?? Int.max { firstRepeated = index }
        }
        if let index = firstRepeated { return _repeatedControllerProblem(_stack[index], operation: operation) }
        return _stackProblem(tail, operation: operation)
    }

    /// Why `newStack` cannot be the stack, in UIKit's words where UIKit has them.
    func _stackProblem(_ newStack: [UIViewController], operation: _StackOperation) -> String? {
        for (index, controller) in newStack.enumerated() {
            if newStack._lastIndex(ofIdentical: controller) != index {
                return _repeatedControllerProblem(controller, operation: operation)
            }
            if controller is UINavigationController {
                return "Pushing a navigation controller is not supported (\(controller._shortDescription))."
            }
            if controller._parent !== self, let problem = _presentationProblem(addingChild: controller) { return problem }
            if _isDescendant(of: controller) {
                return "\(controller._shortDescription) is \(_shortDescription) or one of its ancestors and cannot be in its stack."
            }
            if controller._parent == nil,
                let window = UIApplication.shared.liveWindows.first(where: { $0._rootViewController === controller })
            {
                return
                    "\(controller._shortDescription) is the root view controller of \(window._shortDescription) and cannot be in the stack of \(_shortDescription)."
            }
        }
        return nil
    }

    private func _repeatedControllerProblem(_ controller: UIViewController, operation: _StackOperation) -> String {
        operation == .push
            ? "Pushing the same view controller instance more than once is not supported (\(controller._shortDescription))."
            : "All view controllers in a navigation controller must be distinct (\(controller._shortDescription) appears twice)."
    }
}
