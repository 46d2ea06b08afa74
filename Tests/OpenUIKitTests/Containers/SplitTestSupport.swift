import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An iPad screen whose portrait bounds are `portrait` (768 × 1024 for the
/// 9.7-inch iPad, 1024 × 1366 for the 12.9-inch iPad Pro).
@MainActor
func padScreen(_ portrait: CGSize = CGSize(width: 768, height: 1024)) -> UIScreen {
    UIScreen(bounds: CGRect(origin: .zero, size: portrait), scale: 2, idiom: .pad)
}

/// Runs `body` with a shown key window of `size` on an iPad screen whose
/// root is `root`, after the first turn; hides it afterwards (as
/// `withTestWindow`, which uses the phone-sized main screen).
@MainActor
func withPadWindow(
    size: CGSize = CGSize(width: 1024, height: 768), portrait: CGSize = CGSize(width: 768, height: 1024),
    root: UIViewController?, _ body: (UIWindow) -> Void
) {
    TestClock.useManualTime()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = padScreen(portrait)
    window.rootViewController = root
    window.makeKeyAndVisible()
    TestClock.runUntilIdle()
    defer {
        window.isHidden = true
        window.rootViewController = nil
        TestClock.settle()
    }
    body(window)
}

/// Records a split view controller delegate's calls at their place in a
/// lifecycle trace, and answers as the test sets it up.
@MainActor
final class SplitLog: NSObject, UISplitViewControllerDelegate {
    let marks: TraceMarks
    var topColumn: UISplitViewController.Column?
    var collapseSecondaryHandled = false
    init(_ trace: LifecycleRecorder) { marks = TraceMarks(trace) }

    /// A log that is already `split`'s delegate.
    convenience init(_ trace: LifecycleRecorder, delegateOf split: UISplitViewController) {
        self.init(trace)
        split.delegate = self
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        marks.mark("delegate.willChangeTo(\(displayMode))")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        marks.mark("delegate.willShow(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        marks.mark("delegate.willHide(\(column))")
    }
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        marks.mark("delegate.topColumnForCollapsing(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        marks.mark("delegate.displayModeForExpanding(proposed: \(proposedDisplayMode))")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { marks.mark("delegate.didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { marks.mark("delegate.didExpand") }
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        marks.mark("delegate.collapseSecondary(\(secondaryViewController.title ?? "?"), onto: \(primaryViewController.title ?? "?"))")
        return collapseSecondaryHandled
    }
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        marks.mark("delegate.separateSecondary(from: \(primaryViewController.title ?? "?"))")
        return nil
    }

    /// The trace with the delegate's calls in place; forgets both.
    func take() -> [String] { marks.take() }
}

/// The frame of the view of the child that holds `column`'s controller.
@MainActor
func columnFrame(_ split: UISplitViewController, _ column: UISplitViewController.Column) -> CGRect? {
    guard let content = split.viewController(for: column) else { return nil }
    let holder = content.navigationController ?? content
    guard let view = holder.viewIfLoaded, view.superview === split.view else { return nil }
    return view.frame
}

/// A double-column split view whose primary and secondary columns hold the
/// titled controllers P and S (each wrapped in its navigation controller).
@MainActor
func makeDoubleColumn() -> (UISplitViewController, Content, Content) {
    let split = UISplitViewController(style: .doubleColumn)
    let p = titled("P")
    let s = titled("S")
    split.setViewController(p, for: .primary)
    split.setViewController(s, for: .secondary)
    return (split, p, s)
}

/// Resizes `window` to `width` (its height kept), without animation, and runs the turn.
@MainActor
func resize(_ window: UIWindow, toWidth width: CGFloat) {
    window.resize(to: CGSize(width: width, height: window.bounds.height), animated: false)
    TestClock.runUntilIdle()
}

/// A triple-column split view whose primary, supplementary and secondary
/// columns hold the titled controllers P, M and S (each wrapped).
@MainActor
func makeTripleColumn() -> (UISplitViewController, Content, Content, Content) {
    let split = UISplitViewController(style: .tripleColumn)
    let p = titled("P")
    let m = titled("M")
    let s = titled("S")
    split.setViewController(p, for: .primary)
    split.setViewController(m, for: .supplementary)
    split.setViewController(s, for: .secondary)
    return (split, p, m, s)
}

// MARK: Trace pieces shared by the split view lifecycle tests

/// Whether a trace line is kept by the tests that leave out the size
/// transition, trait and margin lines (whose order no source fixes and
/// which the whole traces of `collapsingAndExpandingADoubleColumnSplitView`
/// and `collapsingATripleColumnSplitView` show): every appearance,
/// loading, layout, safe-area, containment and delegate line stays.
func isAppearanceOrContainment(_ line: String) -> Bool {
    !line.contains("Transition") && !line.contains("traitCollection") && !line.contains("Margins")
}

/// The end of a collapse onto NavP, once the turn lays out: the split
/// view, NavP and P lay out, S (NavP's new top) is laid out as it
/// appears, then P's did-disappear and S's did-appear [Wangling],
/// S.didMove(toParent:), NavP laid out again (order not fixed by any
/// source found for the layout lines).
let collapsedStackLaidOut = [
    "Split.viewWillLayoutSubviews()", "Split.viewDidLayoutSubviews()", "NavP.viewWillLayoutSubviews()",
    "NavP.viewDidLayoutSubviews()", "P.viewWillLayoutSubviews()", "P.viewDidLayoutSubviews()",
    "S.viewIsAppearing(animated: false)", "S.viewWillLayoutSubviews()", "S.viewDidLayoutSubviews()",
    "P.viewDidDisappear(animated: false)", "S.viewDidAppear(animated: false)", "S.didMove(toParent: NavP)",
    "NavP.viewWillLayoutSubviews()", "NavP.viewDidLayoutSubviews()",
]

/// The split view's own view loading and its viewWillAppear (order not
/// fixed by any source found: the margins line).
let splitLoadsAndWillAppear = [
    "Split.loadView()", "Split.viewDidLoad()", "Split.viewLayoutMarginsDidChange()", "Split.viewWillAppear(animated: false)",
]

/// A controller's view loading as its container shows it, then its viewWillAppear.
func loadsAndWillAppear(_ name: String) -> [String] {
    ["\(name).loadView()", "\(name).viewDidLoad()", "\(name).viewWillAppear(animated: false)"]
}

/// A controller's first layout as it appears: safe area and margins
/// (order not fixed by any source found), viewIsAppearing [IsAppearing
/// in NavigationControllerLifecycleTests], then its layout.
func firstLayout(_ name: String) -> [String] {
    [
        "\(name).viewSafeAreaInsetsDidChange()", "\(name).viewLayoutMarginsDidChange()",
        "\(name).viewIsAppearing(animated: false)", "\(name).viewWillLayoutSubviews()", "\(name).viewDidLayoutSubviews()",
    ]
}
