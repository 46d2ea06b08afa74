import OpenUIKit

/// The reports each operation of `SplitViewFuzzTests` may make.
///
/// UIKit's words, where it has them (exception reasons quoted in public
/// crash reports; see `SplitViewControllerMisuseTests`): "This API requires
/// initializing the UISplitViewController with -initWithStyle:", "Non-nil
/// view controller not accepted for Supplementary column in DoubleColumn
/// UISplitViewController", "… is already specified as the view controller
/// for the … column", "Programmatic column showing/hiding not supported for
/// Compact column". The others are OpenUIKit's own refusals (our choice).
extension SplitViewFuzzTests {
    static let requiresStyle = [
        AllowedReport(.misuse, "This API requires initializing the UISplitViewController with -initWithStyle:")
    ]

    /// What giving a column (or, classic, the view controllers) may refuse.
    static var settingColumns: [AllowedReport] {
        requiresStyle + [
            AllowedReport(.misuse, "Non-nil view controller not accepted for Supplementary column in DoubleColumn"),
            AllowedReport(.misuse, "is already specified as the view controller for the"),
            // Ours: an ancestor or a window's root in a column; the classic
            // split's count and repetition; too many for the style.
            AllowedReport(.misuse, "or one of its ancestors and cannot be"),
            AllowedReport(.misuse, "is the root view controller of"),
            AllowedReport(.misuse, "A classic split view controller"),
            AllowedReport(.misuse, "appears twice in the view controllers of"),
            AllowedReport(.misuse, "-column style) takes at most"),
        ] + RandomizedInvariantTests.addingAChild
    }

    /// What `show(_:)` and `hide(_:)` of a column may refuse.
    static var showingColumns: [AllowedReport] {
        requiresStyle + [
            AllowedReport(.misuse, "Programmatic column"),
            // Ours: no supplementary column in a double-column split; a
            // column that cannot be hidden.
            AllowedReport(.misuse, "has no supplementary column"),
            AllowedReport(.misuse, "cannot hide the"),
        ]
    }

    /// What a step that changes the size, the traits, the time or the
    /// window may report: a collapse or an expansion moves controllers
    /// between columns and navigation stacks, and transitions that end run
    /// the changes queued behind them.
    static var changingShape: [AllowedReport] {
        BuiltInContainerFuzzTests.endingTransitions + RandomizedInvariantTests.presenting + settingColumns
    }

    /// The reports operation `operation` (the cases of `runSequence`) may make.
    static func allowed(_ operation: Int) -> [AllowedReport] {
        switch operation {
        case 3, 12: settingColumns + changingShape // a column; classic controllers or the primary edge
        case 4, 5: showingColumns + changingShape // show or hide a column
        case 7: requiresStyle + changingShape // preferredSplitBehavior
        // The widths (ours: not a fraction from 0 to 1, not a finite,
        // non-negative width, nor automaticDimension).
        case 13: [AllowedReport(.misuse, "or UISplitViewController.automaticDimension")] + changingShape
        case 8, 9, 10: BuiltInContainerFuzzTests.changingTheStack + changingShape // show, showDetail, push
        case 18: RandomizedInvariantTests.presenting + changingShape
        case 21: RandomizedInvariantTests.addingAChild + changingShape // addChild
        // Resize, rotate, display mode, pop, time, the turn, hiding,
        // removeFromParent, dismissal, override traits.
        default: changingShape
        }
    }
}
