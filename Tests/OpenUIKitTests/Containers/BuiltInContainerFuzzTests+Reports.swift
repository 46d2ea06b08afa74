import OpenUIKit

/// The reports each operation of `BuiltInContainerFuzzTests` may make.
///
/// UIKit's words, where it has them (its `NSInvalidArgumentException`
/// reasons, quoted in public crash reports; see
/// `NavigationControllerMisuseTests`): "Pushing the same view controller
/// instance more than once is not supported", "All view controllers in a
/// navigation controller must be distinct", "Pushing a navigation
/// controller is not supported", "Tried to pop to a view controller that
/// doesn't exist". The others are OpenUIKit's own refusals (our choice).
extension BuiltInContainerFuzzTests {
    /// What a new navigation stack (push, set) may refuse.
    static let changingTheStack =
        [
            AllowedReport(.misuse, "Pushing the same view controller instance more than once is not supported"),
            AllowedReport(.misuse, "All view controllers in a navigation controller must be distinct"),
            AllowedReport(.misuse, "Pushing a navigation controller is not supported"),
            // Ours: an ancestor, or a window's root, in the stack.
            AllowedReport(.misuse, "or one of its ancestors and cannot be in its stack."),
            AllowedReport(.misuse, "cannot be in the stack of"),
        ] + RandomizedInvariantTests.addingAChild

    /// What selecting or setting tabs may refuse (ours).
    static let changingTabs =
        [
            AllowedReport(.misuse, "is out of range for the"),
            AllowedReport(.misuse, "while a change of tab is animating"),
            AllowedReport(.misuse, "selectedViewController must be one of viewControllers"),
            AllowedReport(.misuse, "which shows no More item"),
            // A tab twice, an ancestor or a window's root as a tab.
            AllowedReport(.misuse, "appears twice in the view controllers of"),
            AllowedReport(.misuse, "or one of its ancestors and cannot be one of its tabs."),
            AllowedReport(.misuse, "and cannot be a tab of"),
        ] + RandomizedInvariantTests.addingAChild

    static let poppingTo = [AllowedReport(.misuse, "Tried to pop to a view controller that doesn't exist")]

    /// What a step that can end a navigation transition may report: the
    /// end of a turn's, and the refusals of the stack changes asked for
    /// during the transition, which run when it ends
    /// (`UINavigationController._pendingStackChanges`), as a presentation
    /// asked for during a modal transition does.
    static var endingTransitions: [AllowedReport] { RandomizedInvariantTests.turn + changingTheStack + poppingTo }

    /// The reports operation `operation` (the cases of `runSequence`) may make.
    static func allowed(_ operation: Int) -> [AllowedReport] {
        switch operation {
        case 0, 1, 5: changingTheStack // push, set the stack
        case 2, 3: [] // pop, pop to the root: nothing to refuse
        case 4: poppingTo
        case 6, 7: changingTabs + endingTransitions // a tab change takes a navigation controller off screen
        case 8: [] // hide a bar
        // Time, the turn, hiding, rotation, removeFromParent, dismissal.
        case 9, 10, 11, 12, 13, 16: endingTransitions
        case 14, 15: RandomizedInvariantTests.presenting + endingTransitions
        default: RandomizedInvariantTests.addingAChild + endingTransitions // a new root, or addChild
        }
    }
}
