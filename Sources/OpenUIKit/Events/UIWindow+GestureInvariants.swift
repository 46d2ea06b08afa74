import Foundation

extension UIWindow {
    /// The gesture recognizers' problems in the window's tree: a recognizer
    /// whose `view` is not the view that lists it, one listed by two views,
    /// one left in an end state with no touch down (it should have reset).
    ///
    /// - Complexity: O(views + recognizers).
    func _gestureInvariantViolations() -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            for recognizer in view._events.gestureRecognizers {
                if recognizer._view !== view {
                    problems.append("\(recognizer) is listed by \(view._shortDescription) but its view is another")
                }
                if !seen.insert(ObjectIdentifier(recognizer)).inserted {
                    problems.append("\(recognizer) is listed by two views")
                }
                if recognizer._state._isFinal, recognizer._activeTouches.isEmpty {
                    problems.append("\(recognizer) stays \(recognizer._state) with no touch down")
                }
            }
            pending.append(contentsOf: view._subviews)
        }
        return problems
    }
}
