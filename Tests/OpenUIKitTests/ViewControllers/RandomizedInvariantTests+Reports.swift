import OpenUIKit

/// The reports each operation of `RandomizedInvariantTests` may make.
///
/// UIKit's words, where it has them: `UIViewControllerHierarchyInconsistency`
/// ("child view controller:… should have parent view controller:… but
/// actual parent is:…"), "Can't add self as subview", "Children view
/// controllers … must have a common parent view controller when calling
/// -[UIViewController transitionFromViewController:toViewController:…]",
/// "Unbalanced calls to begin/end appearance transitions for …", and the
/// presentation refusals ("Attempt to present … on … whose view is not in
/// the window hierarchy", "Application tried to present modally …"): see
/// `ContainmentMisuseTests`, `MisuseTests` and `PresentationMisuseTests`
/// for their sources. The others are OpenUIKit's own refusals (our choice,
/// each named below by what it refuses).
extension RandomizedInvariantTests {
    /// What adding a child may refuse or find.
    static let addingAChild = [
        AllowedReport(.hierarchyInconsistency, "child view controller:"),
        // Ours: a controller as its own child, an ancestor as a child, a
        // window's root, a presented (or covered) controller, a presenter
        // of the parent as a child.
        AllowedReport(.misuse, "cannot be added as a child of itself."),
        AllowedReport(.misuse, "adding it as a child would make"),
        AllowedReport(.misuse, "cannot also be a child of"),
        AllowedReport(.misuse, "directly or through what it presents"),
    ]

    /// What adding a view may refuse or find.
    static let addingAView = [
        AllowedReport(.misuse, "Can't add self as subview"),
        AllowedReport(.hierarchyInconsistency, "child view controller:"),
        // Ours: an ancestor or a window as a subview, a view a callback
        // keeps moving, and the advisory for a controller's view shown
        // without addChild(_:).
        AllowedReport(.misuse, "it is an ancestor"),
        AllowedReport(.misuse, "Can't add the window"),
        AllowedReport(.misuse, "keeps being moved by its own callbacks"),
        AllowedReport(.misuse, "was moved by its own"),
        AllowedReport(.detachedViewController, "without addChild(_:)"),
    ]

    /// What the end of a turn (layout, appearance, completions) may report;
    /// a dismissal's completion also runs a presentation that was asked for
    /// while a transition was under way, and that presentation's refusal
    /// comes then (``presenting``).
    static var turn: [AllowedReport] {
        [
            AllowedReport(.unbalancedAppearanceTransition, "Unbalanced calls to begin/end appearance transitions for"),
            AllowedReport(.hierarchyInconsistency, "child view controller:"),
        ] + presenting
    }

    /// What `transition(from:to:…)` may refuse.
    static let transitioning = [
        AllowedReport(.misuse, "must have a common parent view controller"),
        // Ours: a controller to itself, a view in no tree.
        AllowedReport(.misuse, "to itself; nothing changed."),
        AllowedReport(.misuse, "is not in a view tree"),
    ]

    /// What `present(_:animated:)` may refuse (UIKit's words).
    static let presenting = [
        AllowedReport(.misuse, "Application tried to present modal view controller on itself."),
        AllowedReport(.misuse, "Application tried to present modally a view controller <"),
        AllowedReport(.misuse, "Application tried to present modally an active controller <"),
        AllowedReport(.misuse, "Attempt to present <"),
        AllowedReport(.misuse, "UIPopoverPresentationController ("),
        // Ours: presenting a controller that is a child, or that presents the presenter.
        AllowedReport(.misuse, "cannot also be a child of"),
        AllowedReport(.misuse, "(a presentation cycle)"),
    ]

    /// The reports operation `operation` (the cases of `runSequence`) may make.
    static func allowed(_ operation: Int) -> [AllowedReport] {
        switch operation {
        case 0: addingAChild + addingAView // displayContentController
        case 1, 3, 5, 7: [] // hide, removeFromParent, removeFromSuperview, didMove: never misuse
        case 2: addingAChild
        case 4, 14: addingAView // a view in another's view, or in a wrapper
        case 6: addingAChild + addingAView + transitioning // cycle
        case 8, 9: turn // time moves, or the turn runs
        case 10, 11, 12: turn // the window hides or shows, rotates, changes root (or a memory warning)
        case 15: presenting
        case 16: turn // a dismissal ends (at once when not animated) as a turn's completions do
        default: [AllowedReport(.misuse, "is not a subview of")] // bringSubviewToFront, override traits
        }
    }
}
