import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UISplitViewController's columns appearing, showing and hiding,
/// collapsing and expanding, with the delegate's calls.
///
/// Sources (outside this repository):
/// - [SetVC] Apple, `UISplitViewController.setViewController(_:for:)` and
///   zhaoxin.pro/technology/15993960076329.html (quoting Apple: "If you set
///   a child view controller that's not a navigation controller, the split
///   view controller creates a navigation controller for it"; Apple's reply
///   to FB8640357: a plain controller set for a secondary column that has
///   its navigation controller already is pushed onto it).
/// - [VCs] Apple, `UISplitViewController.viewControllers`: collapsed, the
///   compact column's controller if one is set, else the primary.
/// - [ShowColumn] Apple, `UISplitViewController.show(_:)`: "transitions to
///   the closest display mode available for the current split behavior
///   where the specified column is fully visible".
/// - [CommandShift] commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller:
///   collapsed follows the horizontal size class; "When it is added to the
///   window, if running in a .Compact horizontal size class, it collapses."
/// - [Collapse] malcolmhall.com/2017/01/27/default-behaviour-of-uisplitviewcontroller-collapsesecondaryviewcontroller
///   (quoting Apple's `splitViewController(_:collapseSecondary:onto:)`):
///   when the delegate returns false the primary's
///   `collapseSecondaryViewController(_:for:)` runs; a navigation
///   controller pushes the secondary onto its stack; separating, it pops
///   and returns its top.
/// - [ShowDetail] Apple, `UIViewController.showDetailViewController(_:sender:)`:
///   in a regular environment the split view installs `vc` as its detail;
///   in a compact one it calls `show(_:sender:)`.
/// - [Jianshu] 39.103.169.235/p/ad86ca978747: a parent's appearance
///   callback runs before its children's.
/// - [Wangling] wangling.me, "The Inconsistent Order of View Transition
///   Events": a navigation controller's change of top — current
///   will-disappear, new will-appear, current did-disappear, new did-appear.
///
/// No source found gives a split view controller's own trace: every order
/// between columns (the primary's callbacks before the secondary's), the
/// place of the delegate's calls among the appearance callbacks, and the
/// layout, safe-area, margin and trait lines are OpenUIKit's, marked at
/// each expectation.
@MainActor
@Suite(.uikitTest) struct SplitViewControllerLifecycleTests {
    /// A double-column split view appearing in a landscape iPad window
    /// (1024 × 768): both columns, each in the navigation controller [SetVC]
    /// made for it. Sources: [SetVC], [Jianshu] (Split, then each
    /// navigation controller, then its top controller), the navigation
    /// controller's first appearance (`NavigationControllerLifecycleTests`).
    @Test func aDoubleColumnSplitViewAppears() {
        let (split, p, s) = makeDoubleColumn()
        let navP = p.navigationController!
        let navS = s.navigationController!
        #expect(navP !== navS && navP.parent === split && navS.parent === split)
        #expect(split.viewControllers == [navP, navS])
        let trace = recorder((split, "Split"), (navP, "NavP"), (p, "P"), (navS, "NavS"), (s, "S"))
        withPadWindow(root: split) { window in
            #expect(
                trace.take()
                    == splitLoadsAndWillAppear
                    // order not fixed by any source found: the primary column
                    // before the secondary, each loaded as it is put in.
                    + loadsAndWillAppear("NavP") + loadsAndWillAppear("P") + loadsAndWillAppear("NavS") + loadsAndWillAppear("S")
                    + [
                        // order not fixed by any source found: the layout,
                        // safe-area and margin lines, and viewIsAppearing in
                        // the order the layout pass reaches the views (the
                        // secondary's view is behind the primary's).
                    ]
                    + firstLayout("Split")
                    + [
                        "NavS.viewSafeAreaInsetsDidChange()",
                        "NavS.viewLayoutMarginsDidChange()",
                        "NavP.viewSafeAreaInsetsDidChange()",
                        "NavP.viewLayoutMarginsDidChange()",
                        "NavS.viewIsAppearing(animated: false)",
                        "NavS.viewWillLayoutSubviews()",
                        // order not fixed by any source found: the top's safe
                        // area changes inside its navigation controller's
                        // layout, where the bar takes an iPad's 50 points
                        // (the stack was given the 44 points of the main
                        // screen's phone bar when it was set, before the
                        // split view was in an iPad's window).
                        "S.viewSafeAreaInsetsDidChange()",
                        "S.viewLayoutMarginsDidChange()",
                        "NavS.viewDidLayoutSubviews()",
                        "S.viewIsAppearing(animated: false)",
                        "S.viewWillLayoutSubviews()",
                        "S.viewDidLayoutSubviews()",
                        "NavP.viewIsAppearing(animated: false)",
                        "NavP.viewWillLayoutSubviews()",
                        "P.viewSafeAreaInsetsDidChange()",
                        "P.viewLayoutMarginsDidChange()",
                        "NavP.viewDidLayoutSubviews()",
                        "P.viewIsAppearing(animated: false)",
                        "P.viewWillLayoutSubviews()",
                        "P.viewDidLayoutSubviews()",
                        // [Jianshu]: the parent's viewDidAppear first.
                        "Split.viewDidAppear(animated: false)",
                        "NavP.viewDidAppear(animated: false)",
                        "P.viewDidAppear(animated: false)",
                        "NavS.viewDidAppear(animated: false)",
                        "S.viewDidAppear(animated: false)",
                    ])
            // The bars are an iPad's (50 points high since iOS 12:
            // hacknicity.medium.com, 2018), under the 24-point status bar.
            #expect(navP.navigationBar.frame.height == 50 && s.view.safeAreaInsets.top == 74)
            #expect(split.displayMode == .oneBesideSecondary)
            #expect(!split.isCollapsed)
            expectSound(window)
        }
    }

    /// What `setViewController(_:for:)` wraps in a navigation controller: a
    /// plain controller [SetVC]; not a navigation, split view or tab bar
    /// controller, and nothing set for the compact column (a decompiled
    /// UIKit's `_UISplitViewControllerAdaptiveImpl setViewController:forColumn:`
    /// in the code index: no wrapper for the compact column, for a
    /// navigation, split view or tab bar controller).
    @Test func whatIsWrapped() {
        let split = UISplitViewController(style: .tripleColumn)
        let plain = titled("Plain")
        let tabs = UITabBarController()
        let inner = UISplitViewController(style: .doubleColumn)
        let compact = titled("Compact")
        split.setViewController(plain, for: .primary)
        split.setViewController(tabs, for: .supplementary)
        split.setViewController(inner, for: .secondary)
        split.setViewController(compact, for: .compact)
        #expect(plain.navigationController?.parent === split)
        #expect(tabs.parent === split && tabs.navigationController == nil)
        #expect(inner.parent === split && inner.navigationController == nil)
        #expect(compact.parent === split && compact.navigationController == nil)
        #expect(split.children == [plain.navigationController!, tabs, inner, compact])
        #expect(inner.splitViewController === split)
    }

    /// A triple-column split view appearing in a landscape 12.9-inch iPad
    /// window (1366 × 1024): three columns, each wrapped [SetVC], all shown
    /// (`.twoBesideSecondary`: see `SplitViewControllerFrameTests`).
    /// Sources: [SetVC], [Jianshu]; the columns' order as in the double column.
    @Test func aTripleColumnSplitViewAppears() {
        let (split, p, m, s) = makeTripleColumn()
        #expect(split.viewControllers == [p.navigationController!, m.navigationController!, s.navigationController!])
        let trace = recorder((split, "Split"), (p, "P"), (m, "M"), (s, "S"))
        withPadWindow(size: CGSize(width: 1366, height: 1024), portrait: CGSize(width: 1024, height: 1366), root: split) { window in
            #expect(
                trace.take()
                    == splitLoadsAndWillAppear
                    // order not fixed by any source found: the columns in
                    // column order; then the layout lines, as in
                    // aDoubleColumnSplitViewAppears (front to back).
                    + loadsAndWillAppear("P") + loadsAndWillAppear("M") + loadsAndWillAppear("S")
                    + firstLayout("Split") + firstLayout("S") + firstLayout("M") + firstLayout("P")
                    + [
                        "Split.viewDidAppear(animated: false)",
                        "P.viewDidAppear(animated: false)",
                        "M.viewDidAppear(animated: false)",
                        "S.viewDidAppear(animated: false)",
                    ])
            #expect(split.displayMode == .twoBesideSecondary)
            expectSound(window)
        }
    }

    /// `show(.primary)` from `.secondaryOnly` in a landscape window (the
    /// automatic split behaviour tiles there: see `SplitViewControllerFrameTests`)
    /// moves to `.oneBesideSecondary` [ShowColumn]; `hide(.primary)` back
    /// to `.secondaryOnly`. The delegate hears the new mode (Apple,
    /// `splitViewController(_:willChangeTo:)`: called when the display mode
    /// is about to change) but not the column: Apple,
    /// `splitViewController(_:willShow:)`/`willHide:`, "The system doesn't
    /// call this method when you display the column programmatically with
    /// show(_:)" (and hide(_:)). The column appears or disappears with the
    /// layout that puts its view in or takes it out.
    @Test func showAndHideThePrimaryColumn() {
        let (split, p, s) = makeDoubleColumn()
        split.preferredDisplayMode = .secondaryOnly
        withPadWindow(root: split) { window in
            #expect(columnFrame(split, .primary) == nil)
            let trace = recorder((split, "Split"), (p, "P"), (s, "S"))
            let log = SplitLog(trace, delegateOf: split)
            split.show(.primary)
            #expect(split.displayMode == .oneBesideSecondary)
            TestClock.runUntilIdle()
            #expect(
                log.take() == [
                    "delegate.willChangeTo(oneBesideSecondary)",
                    // order not fixed by any source found: everything below
                    // comes from the layout pass that puts the column in
                    // (the split view's layoutSubviews, between its
                    // viewWillLayoutSubviews and viewDidLayoutSubviews); P's
                    // view loads then, as a container loads a child's view
                    // only when it shows it; the split view is laid out once
                    // more after the column came in.
                    "Split.viewWillLayoutSubviews()",
                    "P.loadView()",
                    "P.viewDidLoad()",
                    "P.viewWillAppear(animated: false)",
                    "Split.viewDidLayoutSubviews()",
                    "S.viewWillLayoutSubviews()",
                    "S.viewDidLayoutSubviews()",
                    "P.viewSafeAreaInsetsDidChange()",
                    "P.viewLayoutMarginsDidChange()",
                    "P.viewIsAppearing(animated: false)",
                    "P.viewWillLayoutSubviews()",
                    "P.viewDidLayoutSubviews()",
                    "P.viewDidAppear(animated: false)",
                    "Split.viewWillLayoutSubviews()",
                    "Split.viewDidLayoutSubviews()",
                ])
            #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 768))
            split.hide(.primary)
            #expect(split.displayMode == .secondaryOnly)
            TestClock.runUntilIdle()
            #expect(
                log.take() == [
                    "delegate.willChangeTo(secondaryOnly)",
                    // order not fixed by any source found: as above.
                    "Split.viewWillLayoutSubviews()",
                    "P.viewWillDisappear(animated: false)",
                    "P.viewDidDisappear(animated: false)",
                    "Split.viewDidLayoutSubviews()",
                    "S.viewWillLayoutSubviews()",
                    "S.viewDidLayoutSubviews()",
                    "Split.viewWillLayoutSubviews()",
                    "Split.viewDidLayoutSubviews()",
                ])
            #expect(columnFrame(split, .primary) == nil)
            #expect(columnFrame(split, .secondary) == CGRect(x: 0, y: 0, width: 1024, height: 768))
            expectSound(window)
        }
    }

    /// `showDetailViewController(_:sender:)` from the primary column, expanded:
    /// the split view is the target (the primary's navigation controller
    /// handles only `show`), and the new controller goes to the secondary
    /// column, pushed onto its navigation controller [SetVC], [ShowDetail].
    /// The push itself is the navigation controller's (its sources).
    @Test func showDetailWhileExpanded() {
        let (split, p, s) = makeDoubleColumn()
        withPadWindow(root: split) { window in
            let d = titled("D")
            let navS = s.navigationController!
            let trace = recorder((p, "P"), (s, "S"), (d, "D"))
            #expect(p.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
            p.showDetailViewController(d, sender: nil)
            #expect(split.viewController(for: .secondary) === d)
            #expect(navS.viewControllers == [s, d])
            #expect(p.presentedViewController == nil)
            TestClock.runUntilIdle()
            // The navigation controller's push, not animated (sources in
            // NavigationControllerLifecycleTests.pushAndPopNotAnimated).
            #expect(
                trace.take() == [
                    "D.willMove(toParent: UINavigationController)",
                    "D.loadView()",
                    "D.viewDidLoad()",
                    "S.viewWillDisappear(animated: false)",
                    "D.viewWillAppear(animated: false)",
                    "D.viewSafeAreaInsetsDidChange()",
                    "D.viewLayoutMarginsDidChange()",
                    "D.viewIsAppearing(animated: false)",
                    "D.viewWillLayoutSubviews()",
                    "D.viewDidLayoutSubviews()",
                    "S.viewDidDisappear(animated: false)",
                    "D.viewDidAppear(animated: false)",
                    "D.didMove(toParent: UINavigationController)",
                ])
            expectSound(window)
        }
    }

    /// `showDetailViewController(_:sender:)` while collapsed: pushed
    /// (animated) on the collapsed stack [ShowDetail] (the split view's
    /// `show(_:sender:)` in a compact environment pushes on the primary's
    /// navigation controller).
    @Test func showDetailWhileCollapsed() {
        let (split, p, s) = makeDoubleColumn()
        withPadWindow(size: CGSize(width: 320, height: 768), root: split) { window in
            #expect(split.isCollapsed)
            let navP = p.navigationController!
            #expect(navP.viewControllers == [p, s])
            let d = titled("D")
            let trace = recorder((navP, "NavP"), (s, "S"), (d, "D"))
            #expect(p.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
            p.showDetailViewController(d, sender: nil)
            // The navigation controller's animated push (its sources in
            // NavigationControllerLifecycleTests.animatedPushAndPop): only
            // willMove inside the call, the will-callbacks in the turn's
            // layout, the did-callbacks when the 0.35-second slide ends.
            #expect(trace.take() == ["D.willMove(toParent: NavP)"])
            TestClock.runUntilIdle()
            #expect(
                trace.take() == [
                    "D.loadView()",
                    "D.viewDidLoad()",
                    "S.viewWillDisappear(animated: true)",
                    "D.viewWillAppear(animated: true)",
                    "NavP.viewWillLayoutSubviews()",
                    "NavP.viewDidLayoutSubviews()",
                    "D.viewSafeAreaInsetsDidChange()",
                    "D.viewLayoutMarginsDidChange()",
                    "D.viewIsAppearing(animated: true)",
                    "D.viewWillLayoutSubviews()",
                    "D.viewDidLayoutSubviews()",
                ])
            TestClock.advance(by: 0.35)
            #expect(
                trace.take() == [
                    "S.viewDidDisappear(animated: true)",
                    "D.viewDidAppear(animated: true)",
                    "D.didMove(toParent: NavP)",
                    "NavP.viewWillLayoutSubviews()",
                    "NavP.viewDidLayoutSubviews()",
                ])
            #expect(navP.viewControllers == [p, s, d])
            #expect(d.splitViewController === split)
            expectSound(window)
        }
    }
}
