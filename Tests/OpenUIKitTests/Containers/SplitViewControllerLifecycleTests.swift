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
@Suite struct SplitViewControllerLifecycleTests {
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
                        "NavS.viewDidLayoutSubviews()",
                    ]
                    + firstLayout("S")
                    + [
                        "NavP.viewIsAppearing(animated: false)",
                        "NavP.viewWillLayoutSubviews()",
                        "NavP.viewDidLayoutSubviews()",
                    ]
                    + firstLayout("P")
                    + [
                        // [Jianshu]: the parent's viewDidAppear first.
                        "Split.viewDidAppear(animated: false)",
                        "NavP.viewDidAppear(animated: false)",
                        "P.viewDidAppear(animated: false)",
                        "NavS.viewDidAppear(animated: false)",
                        "S.viewDidAppear(animated: false)",
                    ])
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
    /// to `.secondaryOnly`. The delegate hears the new mode, then the
    /// column that shows or hides (order not fixed by any source found);
    /// the column appears or disappears with the layout that puts its view
    /// in or takes it out.
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
                    "delegate.willShow(primary)",
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
                    "delegate.willHide(primary)",
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

    /// The window narrows from 1024 to 507 points (compact [CommandShift]):
    /// the split view collapses the secondary's stack onto the primary's
    /// navigation stack, the secondary column on top (the delegate's
    /// proposal; order not fixed by any source found for the proposal), and
    /// separates them again when the window widens. Sources: [CommandShift],
    /// [VCs] (collapsed, `viewControllers` holds the primary only),
    /// [Wangling] (the primary's change of top), [Collapse] (the navigation
    /// controller takes the secondary's controllers).
    @Test func collapsingAndExpandingADoubleColumnSplitView() {
        let (split, p, s) = makeDoubleColumn()
        let navP = p.navigationController!
        let navS = s.navigationController!
        withPadWindow(root: split) { window in
            let trace = recorder((split, "Split"), (navP, "NavP"), (p, "P"), (navS, "NavS"), (s, "S"))
            let log = SplitLog(trace, delegateOf: split)
            resize(window, toWidth: 507)
            #expect(split.isCollapsed)
            #expect(split.viewControllers == [navP])
            #expect(navP.viewControllers == [p, s])
            #expect(navS.viewControllers.isEmpty)
            #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 507, height: 768))
            let collapse = log.take()
            // The size transition first (TraitAndSizeTransitionTests' sources).
            #expect(
                Array(collapse.prefix(10)) == [
                    "Split.willTransition(to: (horizontal: .compact, vertical: .regular), with: coordinator)",
                    "NavP.willTransition(to: (horizontal: .compact, vertical: .regular), with: coordinator)",
                    "P.willTransition(to: (horizontal: .compact, vertical: .regular), with: coordinator)",
                    "NavS.willTransition(to: (horizontal: .compact, vertical: .regular), with: coordinator)",
                    "S.willTransition(to: (horizontal: .compact, vertical: .regular), with: coordinator)",
                    "Split.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    "NavP.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    "P.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    "NavS.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    "S.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                ])
            // order not fixed by any source found: the collapse when the
            // split view's traits change (after its traitCollectionDidChange);
            // the secondary column leaving first (NavS and S disappear), S
            // moving (containment) to NavP, then NavP's change of top
            // [Wangling]; the trait and layout lines.
            #expect(
                Array(collapse.dropFirst(10)) == [
                    "Split.traitCollectionDidChange(previous: (horizontal: .regular, vertical: .regular))",
                    "delegate.topColumnForCollapsing(proposed: secondary)",
                    "NavS.viewWillDisappear(animated: false)",
                    "S.viewWillDisappear(animated: false)",
                    "NavS.traitCollectionDidChange(previous: (horizontal: .regular, vertical: .regular))",
                    "NavS.viewLayoutMarginsDidChange()",
                    "S.traitCollectionDidChange(previous: (horizontal: .regular, vertical: .regular))",
                    "S.viewLayoutMarginsDidChange()",
                    "NavS.viewDidDisappear(animated: false)",
                    "S.viewDidDisappear(animated: false)",
                    "S.willMove(toParent: nil)",
                    "S.didMove(toParent: nil)",
                    "S.willMove(toParent: NavP)",
                    "S.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "S.viewLayoutMarginsDidChange()",
                    "P.viewWillDisappear(animated: false)",
                    "S.viewWillAppear(animated: false)",
                    "delegate.didCollapse",
                    "Split.viewLayoutMarginsDidChange()",
                    "NavP.traitCollectionDidChange(previous: (horizontal: .regular, vertical: .regular))",
                    "NavP.viewLayoutMarginsDidChange()",
                    "P.traitCollectionDidChange(previous: (horizontal: .regular, vertical: .regular))",
                    "P.viewLayoutMarginsDidChange()",
                    "S.traitCollectionDidChange(previous: (horizontal: .regular, vertical: .regular))",
                    "S.viewLayoutMarginsDidChange()",
                ]
                    + collapsedStackLaidOut)
            expectSound(window)

            resize(window, toWidth: 1024)
            #expect(!split.isCollapsed)
            #expect(navP.viewControllers == [p])
            #expect(navS.viewControllers == [s])
            #expect(split.viewControllers == [navP, navS])
            let expand = log.take()
            // order not fixed by any source found: as for the collapse, the
            // separation when the traits change; S leaves NavP (its view
            // first, so it disappears before the containment moves it back
            // to NavS), P comes back on top of NavP, then the delegate, then
            // the secondary column appears with the layout that puts it in.
            #expect(
                Array(expand.dropFirst(10)) == [
                    "Split.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "S.viewWillDisappear(animated: false)",
                    "S.viewDidDisappear(animated: false)",
                    "S.willMove(toParent: nil)",
                    "P.viewWillAppear(animated: false)",
                    "S.didMove(toParent: nil)",
                    "S.willMove(toParent: NavS)",
                    "S.didMove(toParent: NavS)",
                    "delegate.displayModeForExpanding(proposed: oneBesideSecondary)",
                    "NavS.viewWillAppear(animated: false)",
                    "S.viewWillAppear(animated: false)",
                    "NavS.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "NavS.viewLayoutMarginsDidChange()",
                    "S.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "S.viewLayoutMarginsDidChange()",
                    "delegate.didExpand",
                    "Split.viewLayoutMarginsDidChange()",
                    "NavP.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "NavP.viewLayoutMarginsDidChange()",
                    "P.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "P.viewLayoutMarginsDidChange()",
                    "Split.viewWillLayoutSubviews()",
                    "Split.viewDidLayoutSubviews()",
                    "NavS.viewIsAppearing(animated: false)",
                    "NavS.viewWillLayoutSubviews()",
                    "NavS.viewDidLayoutSubviews()",
                    "S.viewIsAppearing(animated: false)",
                    "S.viewWillLayoutSubviews()",
                    "S.viewDidLayoutSubviews()",
                    "NavP.viewWillLayoutSubviews()",
                    "NavP.viewDidLayoutSubviews()",
                    "P.viewIsAppearing(animated: false)",
                    "P.viewWillLayoutSubviews()",
                    "P.viewDidLayoutSubviews()",
                    "P.viewDidAppear(animated: false)",
                    "NavS.viewDidAppear(animated: false)",
                    "S.viewDidAppear(animated: false)",
                ])
            #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 768))
            #expect(columnFrame(split, .secondary) == CGRect(x: 320, y: 0, width: 704, height: 768))
            expectSound(window)
        }
    }

    /// A triple-column split view collapsing: the supplementary's stack,
    /// then the secondary's, go onto the primary's navigation stack
    /// (the supplementary in between: Apple, `UISplitViewController.Column.supplementary`
    /// and `viewControllers`, [VCs]), the secondary on top. Sources as
    /// `collapsingAndExpandingADoubleColumnSplitView`; the order between the
    /// two side columns (column order) is not fixed by any source found.
    @Test func collapsingATripleColumnSplitView() {
        let (split, p, m, s) = makeTripleColumn()
        let navP = p.navigationController!
        withPadWindow(root: split) { window in
            let trace = recorder((split, "Split"), (navP, "NavP"), (p, "P"), (m, "M"), (s, "S"))
            let log = SplitLog(trace, delegateOf: split)
            resize(window, toWidth: 507)
            #expect(split.isCollapsed)
            #expect(navP.viewControllers == [p, m, s])
            let regular = "(horizontal: .regular, vertical: .regular)"
            let compact = "(horizontal: .compact, vertical: .regular)"
            #expect(
                log.take() == [
                    // The size transition (TraitAndSizeTransitionTests' sources).
                    "Split.willTransition(to: \(compact), with: coordinator)",
                    "NavP.willTransition(to: \(compact), with: coordinator)",
                    "P.willTransition(to: \(compact), with: coordinator)",
                    "M.willTransition(to: \(compact), with: coordinator)",
                    "S.willTransition(to: \(compact), with: coordinator)",
                    "Split.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    "NavP.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    "P.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    "M.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    "S.viewWillTransition(to: CGSize(width: 507.0, height: 768.0), with: coordinator)",
                    // order not fixed by any source found: everything below,
                    // as in the double column, the supplementary column first.
                    "Split.traitCollectionDidChange(previous: \(regular))",
                    "delegate.topColumnForCollapsing(proposed: secondary)",
                    "M.viewWillDisappear(animated: false)",
                    "M.traitCollectionDidChange(previous: \(regular))",
                    "M.viewLayoutMarginsDidChange()",
                    "M.viewDidDisappear(animated: false)",
                    "M.willMove(toParent: nil)",
                    "M.didMove(toParent: nil)",
                    "S.viewWillDisappear(animated: false)",
                    "S.traitCollectionDidChange(previous: \(regular))",
                    "S.viewLayoutMarginsDidChange()",
                    "S.viewDidDisappear(animated: false)",
                    "S.willMove(toParent: nil)",
                    "S.didMove(toParent: nil)",
                    "M.willMove(toParent: NavP)",
                    "M.traitCollectionDidChange(previous: \(compact))",
                    "M.viewLayoutMarginsDidChange()",
                    "S.willMove(toParent: NavP)",
                    "S.traitCollectionDidChange(previous: \(compact))",
                    "S.viewLayoutMarginsDidChange()",
                    "M.didMove(toParent: NavP)",
                    "P.viewWillDisappear(animated: false)",
                    "S.viewWillAppear(animated: false)",
                    "delegate.didCollapse",
                    "Split.viewLayoutMarginsDidChange()",
                    "NavP.traitCollectionDidChange(previous: \(regular))",
                    // M, whose view is not in NavP's view, before NavP's
                    // own view (the trait walk's order for such children).
                    "M.traitCollectionDidChange(previous: \(regular))",
                    "M.viewLayoutMarginsDidChange()",
                    "NavP.viewLayoutMarginsDidChange()",
                    "P.traitCollectionDidChange(previous: \(regular))",
                    "P.viewLayoutMarginsDidChange()",
                    "S.traitCollectionDidChange(previous: \(regular))",
                    "S.viewLayoutMarginsDidChange()",
                ]
                    + collapsedStackLaidOut)
            expectSound(window)
            resize(window, toWidth: 1366)
            #expect(!split.isCollapsed)
            #expect(navP.viewControllers == [p])
            #expect(m.navigationController!.viewControllers == [m])
            #expect(s.navigationController!.viewControllers == [s])
            #expect(m.appearanceState == "appeared" && s.appearanceState == "appeared" && p.appearanceState == "appeared")
            expectSound(window)
        }
    }

    /// The delegate may keep the primary column on top: the side columns'
    /// stacks stay where they are (Apple,
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`).
    /// The trace leaves out the size transition, trait and margin lines
    /// (``isAppearanceOrContainment(_:)``).
    @Test func theDelegateKeepsThePrimaryOnTop() {
        let (split, p, s) = makeDoubleColumn()
        withPadWindow(root: split) { window in
            let log = SplitLog(recorder((p, "P"), (s, "S")), delegateOf: split)
            log.topColumn = .primary
            resize(window, toWidth: 320)
            #expect(p.navigationController!.viewControllers == [p])
            #expect(s.navigationController!.viewControllers == [s])
            #expect(split.viewControllers == [p.navigationController!])
            #expect(s.appearanceState == "disappeared" && p.appearanceState == "appeared")
            resize(window, toWidth: 1024)
            #expect(s.appearanceState == "appeared")
            expectSound(window)
        }
    }

    /// With a controller set for the compact column, collapsing shows it in
    /// place of the columns [VCs]; the columns' stacks stay as they are. The
    /// compact column's controller is not wrapped in a navigation controller
    /// (a decompiled UIKit, `_UISplitViewControllerAdaptiveImpl
    /// setViewController:forColumn:`, skips the wrapper for the compact
    /// column; see SplitViewControllerMisuseTests).
    /// The delegate is not asked for a top column (it is asked only when the
    /// columns collapse onto one stack: Apple,
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`).
    @Test func collapsingToTheCompactColumn() {
        let (split, p, s) = makeDoubleColumn()
        let c = titled("C")
        split.setViewController(c, for: .compact)
        withPadWindow(root: split) { window in
            #expect(!c.isViewLoaded)
            let trace = recorder((p, "P"), (s, "S"), (c, "C"))
            let log = SplitLog(trace, delegateOf: split)
            resize(window, toWidth: 375)
            #expect(split.isCollapsed)
            #expect(split.viewControllers == [c])
            #expect(c.navigationController == nil)
            #expect(p.navigationController!.viewControllers == [p])
            #expect(s.navigationController!.viewControllers == [s])
            let lines = log.take().filter(Self.isAppearanceOrContainment)
            // order not fixed by any source found: the columns disappear
            // (in column order) before C appears, in the collapse's own layout.
            #expect(
                lines == [
                    "P.viewWillDisappear(animated: false)",
                    "P.viewDidDisappear(animated: false)",
                    "S.viewWillDisappear(animated: false)",
                    "S.viewDidDisappear(animated: false)",
                    "C.loadView()",
                    "C.viewDidLoad()",
                    "C.viewWillAppear(animated: false)",
                    "delegate.didCollapse",
                    "C.viewSafeAreaInsetsDidChange()",
                    "C.viewIsAppearing(animated: false)",
                    "C.viewWillLayoutSubviews()",
                    "C.viewDidLayoutSubviews()",
                    "C.viewDidAppear(animated: false)",
                ])
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

    /// The classic style: a primary navigation controller and a plain
    /// secondary. Collapsing asks the delegate (false), then the primary's
    /// `collapseSecondaryViewController(_:for:)` pushes the secondary onto
    /// the primary's stack [Collapse]; expanding asks the delegate (nil),
    /// then the primary's `separateSecondaryViewController(for:)` pops it
    /// back as the secondary [Collapse]. The traces leave out the size
    /// transition, trait and margin lines (``isAppearanceOrContainment(_:)``).
    @Test func aClassicSplitViewCollapsesAndExpands() {
        let p = titled("P")
        let s = titled("S")
        let navP = UINavigationController(rootViewController: p)
        navP.title = "NavP"
        let split = UISplitViewController(nibName: nil, bundle: nil)
        split.viewControllers = [navP, s]
        #expect(split.style == .unspecified)
        withPadWindow(root: split) { window in
            let trace = recorder((p, "P"), (s, "S"))
            let log = SplitLog(trace, delegateOf: split)
            resize(window, toWidth: 320)
            #expect(split.isCollapsed)
            #expect(split.viewControllers == [navP])
            #expect(navP.viewControllers == [p, s])
            let collapse = log.take().filter(Self.isAppearanceOrContainment)
            // order not fixed by any source found: S leaves the split view
            // (view, then containment) before the delegate is asked, then
            // NavP pushes it [Wangling].
            #expect(
                collapse == [
                    "S.viewWillDisappear(animated: false)",
                    "S.viewDidDisappear(animated: false)",
                    "S.willMove(toParent: nil)",
                    "S.didMove(toParent: nil)",
                    "delegate.collapseSecondary(S, onto: NavP)",
                    "S.willMove(toParent: UINavigationController)",
                    "P.viewWillDisappear(animated: false)",
                    "S.viewWillAppear(animated: false)",
                    "delegate.didCollapse",
                    // order not fixed by any source found: the layout lines,
                    // S's safe area (under NavP's bar now) before them.
                    "S.viewSafeAreaInsetsDidChange()",
                    "P.viewWillLayoutSubviews()",
                    "P.viewDidLayoutSubviews()",
                    "S.viewIsAppearing(animated: false)",
                    "S.viewWillLayoutSubviews()",
                    "S.viewDidLayoutSubviews()",
                    "P.viewDidDisappear(animated: false)",
                    "S.viewDidAppear(animated: false)",
                    "S.didMove(toParent: UINavigationController)",
                ])
            expectSound(window)
            resize(window, toWidth: 1024)
            #expect(!split.isCollapsed)
            #expect(split.viewControllers == [navP, s])
            #expect(navP.viewControllers == [p])
            // order not fixed by any source found: S's view leaves NavP
            // first (it disappears), NavP's pop brings P back [Wangling's
            // order does not apply: S has gone before P comes], S joins the
            // split view, then appears with its layout; `didExpand` before it.
            #expect(
                log.take().filter(Self.isAppearanceOrContainment) == [
                    "delegate.separateSecondary(from: NavP)",
                    "S.viewWillDisappear(animated: false)",
                    "S.viewDidDisappear(animated: false)",
                    "S.willMove(toParent: nil)",
                    "P.viewWillAppear(animated: false)",
                    "S.didMove(toParent: nil)",
                    "S.willMove(toParent: UISplitViewController)",
                    "S.didMove(toParent: UISplitViewController)",
                    "S.viewWillAppear(animated: false)",
                    "delegate.didExpand",
                    "S.viewSafeAreaInsetsDidChange()",
                    "S.viewIsAppearing(animated: false)",
                    "S.viewWillLayoutSubviews()",
                    "S.viewDidLayoutSubviews()",
                    "P.viewIsAppearing(animated: false)",
                    "P.viewWillLayoutSubviews()",
                    "P.viewDidLayoutSubviews()",
                    "P.viewDidAppear(animated: false)",
                    "S.viewDidAppear(animated: false)",
                ])
            expectSound(window)
        }
    }

    /// Whether a trace line is kept by the tests that leave out the size
    /// transition, trait and margin lines (whose order no source fixes and
    /// which the whole traces of `collapsingAndExpandingADoubleColumnSplitView`
    /// and `collapsingATripleColumnSplitView` show): every appearance,
    /// loading, layout, safe-area, containment and delegate line stays.
    static func isAppearanceOrContainment(_ line: String) -> Bool {
        !line.contains("Transition") && !line.contains("traitCollection") && !line.contains("Margins")
    }

    /// The end of a collapse onto NavP, once the turn lays out: the split
    /// view, NavP and P lay out, S (NavP's new top) is laid out as it
    /// appears, then P's did-disappear and S's did-appear [Wangling],
    /// S.didMove(toParent:), NavP laid out again (order not fixed by any
    /// source found for the layout lines).
    private let collapsedStackLaidOut = [
        "Split.viewWillLayoutSubviews()", "Split.viewDidLayoutSubviews()", "NavP.viewWillLayoutSubviews()",
        "NavP.viewDidLayoutSubviews()", "P.viewWillLayoutSubviews()", "P.viewDidLayoutSubviews()",
        "S.viewIsAppearing(animated: false)", "S.viewWillLayoutSubviews()", "S.viewDidLayoutSubviews()",
        "P.viewDidDisappear(animated: false)", "S.viewDidAppear(animated: false)", "S.didMove(toParent: NavP)",
        "NavP.viewWillLayoutSubviews()", "NavP.viewDidLayoutSubviews()",
    ]

    /// The split view's own view loading and its viewWillAppear (order not
    /// fixed by any source found: the margins line).
    private let splitLoadsAndWillAppear = [
        "Split.loadView()", "Split.viewDidLoad()", "Split.viewLayoutMarginsDidChange()", "Split.viewWillAppear(animated: false)",
    ]

    /// A controller's view loading as its container shows it, then its viewWillAppear.
    private func loadsAndWillAppear(_ name: String) -> [String] {
        ["\(name).loadView()", "\(name).viewDidLoad()", "\(name).viewWillAppear(animated: false)"]
    }

    /// A controller's first layout as it appears: safe area and margins
    /// (order not fixed by any source found), viewIsAppearing [IsAppearing
    /// in NavigationControllerLifecycleTests], then its layout.
    private func firstLayout(_ name: String) -> [String] {
        [
            "\(name).viewSafeAreaInsetsDidChange()", "\(name).viewLayoutMarginsDidChange()",
            "\(name).viewIsAppearing(animated: false)", "\(name).viewWillLayoutSubviews()", "\(name).viewDidLayoutSubviews()",
        ]
    }
}
