import OpenUIKit

/// The reports each operation of `InteractiveTransitionFuzzTests` may make.
///
/// All are OpenUIKit's own (our choice: UIKit ignores these calls or
/// misbehaves silently), but for the navigation, tab and presentation
/// refusals the other randomized suites declare with UIKit's words.
extension InteractiveTransitionFuzzTests {
    /// What driving an interaction (update, finish, cancel, pause, its
    /// completion speed) may refuse: a bad fraction or speed, no transition
    /// driven, a transition ended or not interactive.
    static let driving = [
        AllowedReport(.misuse, "UIPercentDrivenInteractiveTransition: "),
        AllowedReport(.misuse, "was called after"),
        AllowedReport(.misuse, "is not interactive; nothing changed."),
        AllowedReport(.misuse, "updateInteractiveTransition(_:) takes a finite fraction"),
    ]

    /// What starting a transition may report: `FuzzTransitionDelegates`'
    /// animators may answer a duration that is not one.
    static let starting = [AllowedReport(.misuse, "transitionDuration(using:) answered")]

    /// What a step that can end a transition may report: the end of a
    /// turn's, the refusals of the changes queued behind the transition,
    /// which run when it ends, and the transitions they start.
    static var endingTransitions: [AllowedReport] {
        BuiltInContainerFuzzTests.endingTransitions + RandomizedInvariantTests.presenting
            + BuiltInContainerFuzzTests.changingTabs + starting
    }

    /// The reports operation `operation` (the cases of `runSequence`) may make.
    static func allowed(_ operation: Int) -> [AllowedReport] {
        switch operation {
        case 0, 1: BuiltInContainerFuzzTests.changingTheStack + starting + endingTransitions // push
        case 4: BuiltInContainerFuzzTests.changingTabs + starting + endingTransitions // a tab
        case 5: RandomizedInvariantTests.presenting + starting + endingTransitions // present
        case 7, 8, 9: driving + endingTransitions // drive, finish, cancel, pause an interaction
        // Pops, dismissal, time, hiding the window.
        default: starting + endingTransitions
        }
    }
}
