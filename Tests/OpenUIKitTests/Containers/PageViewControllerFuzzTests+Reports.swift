import OpenUIKit

/// The reports each operation of `PageViewControllerFuzzTests` may make.
///
/// UIKit's words, where it has them: its `NSInvalidArgumentException`
/// reason for a wrong number of pages ("The number of view controllers
/// provided (…) doesn't match the number required (…) for the requested
/// transition", quoted in public crash reports; see
/// `PageViewControllerMisuseTests`). The others are OpenUIKit's own
/// refusals (our choice).
extension PageViewControllerFuzzTests {
    /// What new pages (given, or answered by the data source) may make.
    static var changingPages: [AllowedReport] {
        [
            AllowedReport(.misuse, "doesn't match the number required"),
            // Ours: a page twice, an ancestor or a window's root as a page;
            // a child of another container taken as a page.
            AllowedReport(.misuse, "appears twice in the view controllers of"),
            AllowedReport(.misuse, "or one of its ancestors and cannot be one of its pages"),
            AllowedReport(.misuse, "and cannot be a page of"),
            AllowedReport(.misuse, "it leaves it to be a page of"),
        ] + RandomizedInvariantTests.addingAChild
    }

    /// What a step that can end a transition, turn a page, or bring a
    /// page view controller on screen or rotate it may report: the end of
    /// a turn's; the refusals of the page, stack and presentation changes
    /// queued behind a transition, which run when it ends; and what
    /// `RandomSpine`, asked for a spine location then, makes by answering
    /// at random and setting pages of a right or wrong count (ours: a spine
    /// the orientation cannot have, a single-sided curl at the middle).
    static var endingTransitions: [AllowedReport] {
        BuiltInContainerFuzzTests.endingTransitions + RandomizedInvariantTests.presenting + changingPages + [
            AllowedReport(.misuse, "is not a valid spine location"),
            AllowedReport(.misuse, "isDoubleSided must be true"),
        ]
    }

    /// What a touch may report besides a page turn's: the window may be
    /// hidden (ours: a hidden window gets no events). The settling that
    /// lifts a finger still down makes these too.
    static var touching: [AllowedReport] {
        [AllowedReport(.misuse, "which is hidden; the window gets no events")] + endingTransitions
    }

    /// The reports operation `operation` (the cases of `runSequence`) may make.
    static func allowed(_ operation: Int) -> [AllowedReport] {
        switch operation {
        case 0, 1, 2, 3: changingPages // setViewControllers(_:direction:animated:)
        case 9: BuiltInContainerFuzzTests.changingTheStack + endingTransitions // push
        case 10: RandomizedInvariantTests.presenting + endingTransitions // present
        // Touches, which turn pages (the data source answers); the window
        // may be hidden (ours: a hidden window gets no events).
        case 13, 14, 15, 16: touching
        // Time, the turn, hiding, a tab, removeFromParent, dismissal, rotation.
        default: endingTransitions
        }
    }
}
