import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UISplitViewController collapsing and expanding, with the delegate.
///
/// Sources: the keys of `SplitViewControllerLifecycleTests` ([SetVC],
/// [VCs], [CommandShift], [Collapse], [ShowDetail], [Jianshu], [Wangling]),
/// listed in docs/LifecycleSources.md. No source found gives a split view
/// controller's own trace: every order between columns, the place of the
/// delegate's calls among the appearance callbacks, and the layout,
/// safe-area, margin and trait lines are OpenUIKit's, marked at each
/// expectation.
@MainActor
@Suite(.uikitTest) struct SplitViewCollapseLifecycleTests {

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
    /// (`isAppearanceOrContainment(_:)`).
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
            let lines = log.take().filter(isAppearanceOrContainment)
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

    /// The classic style: a primary navigation controller and a plain
    /// secondary. Collapsing asks the delegate (false), then the primary's
    /// `collapseSecondaryViewController(_:for:)` pushes the secondary onto
    /// the primary's stack [Collapse]; expanding asks the delegate (nil),
    /// then the primary's `separateSecondaryViewController(for:)` pops it
    /// back as the secondary [Collapse]. The traces leave out the size
    /// transition, trait and margin lines (`isAppearanceOrContainment(_:)`).
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
            let collapse = log.take().filter(isAppearanceOrContainment)
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
                log.take().filter(isAppearanceOrContainment) == [
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
}
