import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What `SplitViewFuzzTests` and the gallery's `split` scenario found,
/// each pinned down: a classic split view given its controllers while
/// collapsed, and the delegate told of every display mode change the split
/// view makes on its own, once.
@MainActor
@Suite(.uikitTest) struct SplitViewRegressionTests {
    /// A classic split view given a primary and a secondary while collapsed
    /// collapses the secondary onto the new primary, as collapsing does
    /// (Apple, `viewControllers`: "When the split view interface is
    /// collapsed, this property contains only one view controller"; the
    /// delegate's `splitViewController(_:collapseSecondary:onto:)`, then,
    /// when it does not take it, the primary's
    /// `collapseSecondaryViewController(_:for:)`, which for a navigation
    /// controller pushes it): the new primary shows and appears with the
    /// secondary on top, the old primary leaves. Found by
    /// `OPENUIKIT_FUZZ_SEED=79` (the split view held two controllers and
    /// showed neither). Order not fixed by any source found: the new
    /// primary's view comes in before the delegate is asked (as when the
    /// split view collapses). The same two again change nothing (the
    /// secondary is on the primary's stack already); a secondary the
    /// delegate takes is not kept; one controller shows alone; none shows
    /// nothing.
    @Test func settingTwoControllersOnACollapsedClassicSplitView() {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let a = titled("A")
        let navA = UINavigationController(rootViewController: a)
        navA.title = "NavA"
        let b = titled("B")
        split.viewControllers = [navA, b]
        withPadWindow(size: CGSize(width: 320, height: 1024), root: split) { window in
            #expect(split.isCollapsed)
            #expect(navA.viewControllers == [a, b])
            let c = titled("C")
            let navC = UINavigationController(rootViewController: c)
            navC.title = "NavC"
            let d = titled("D")
            let log = SplitLog(recorder((navA, "NavA"), (navC, "NavC"), (d, "D")), delegateOf: split)
            split.viewControllers = [navC, d]
            TestClock.runUntilIdle()
            #expect(split.viewControllers == [navC])
            #expect(navC.viewControllers == [c, d])
            #expect(navA.parent == nil && navA.viewIfLoaded?.superview == nil)
            #expect(navC.viewIfLoaded?.superview === split.view && d.viewIfLoaded?.window === window)
            let lines = log.take().filter { $0.hasPrefix("delegate.") || $0.contains("ppear") }
            #expect(lines.filter { $0.hasPrefix("delegate.") } == ["delegate.collapseSecondary(D, onto: NavC)"])
            #expect(lines.first == "NavA.viewWillDisappear(animated: false)")
            #expect(lines.last(where: { $0.hasPrefix("D.") }) == "D.viewDidAppear(animated: false)")
            #expect(lines.last(where: { $0.hasPrefix("NavA.") }) == "NavA.viewDidDisappear(animated: false)")
            #expect(lines.last(where: { $0.hasPrefix("NavC.") }) == "NavC.viewDidAppear(animated: false)")

            split.viewControllers = [navC, d]
            TestClock.runUntilIdle()
            #expect(split.viewControllers == [navC] && navC.viewControllers == [c, d])
            #expect(log.take().filter { $0.hasPrefix("delegate.") }.isEmpty)

            log.collapseSecondaryHandled = true
            let f = titled("F")
            split.viewControllers = [navC, f]
            TestClock.runUntilIdle()
            #expect(log.take().filter { $0.hasPrefix("delegate.") } == ["delegate.collapseSecondary(F, onto: NavC)"])
            #expect(navC.viewControllers == [c, d] && f.parent == nil)

            split.viewControllers = [a]
            TestClock.runUntilIdle()
            #expect(split.viewControllers == [a] && a.viewIfLoaded?.superview === split.view)
            split.viewControllers = []
            TestClock.runUntilIdle()
            #expect(split.viewControllers.isEmpty && split.children.isEmpty && split.view.subviews.isEmpty)
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    /// Rotating a landscape triple-column split view to portrait changes
    /// the automatic display mode from `.twoBesideSecondary` to
    /// `.oneBesideSecondary` (the gallery's `split` scenario): the delegate
    /// hears it once, the new mode then the column that hides (Apple,
    /// `splitViewController(_:willChangeTo:)`, "called when its display
    /// mode is about to change"; `splitViewController(_:willHide:)`, called
    /// "when the system is preparing to hide one of its columns; for
    /// example, when a person rotates the device", and "You can use the
    /// split view controller's transitionCoordinator" there: the size
    /// transition has begun, so after the split view's
    /// `viewWillTransition(to:with:)`), before the column disappears.
    @Test func aRotationTellsTheDelegateBeforeTheColumnHides() {
        let (split, p, m, s) = makeTripleColumn()
        withPadWindow(root: split) { window in
            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.runUntilIdle()
            #expect(split.displayMode == .twoBesideSecondary)
            let log = SplitLog(recorder((split, "Split"), (p, "P"), (m, "M"), (s, "S")), delegateOf: split)
            window.rotate(to: .portrait)
            TestClock.advance(by: 0.5)
            TestClock.runUntilIdle()
            #expect(split.displayMode == .oneBesideSecondary)
            let lines = log.take().filter {
                $0.hasPrefix("delegate.") || $0.hasPrefix("Split.viewWillTransition") || $0.hasPrefix("P.viewWillDisappear")
                    || $0.hasPrefix("P.viewDidDisappear")
            }
            #expect(
                lines == [
                    "Split.viewWillTransition(to: CGSize(width: 768.0, height: 1024.0), with: coordinator)",
                    // order not fixed by any source found: the delegate
                    // after the children's viewWillTransition (left out
                    // here), in the layout at the new size.
                    "delegate.willChangeTo(oneBesideSecondary)", "delegate.willHide(primary)",
                    "P.viewWillDisappear(animated: false)", "P.viewDidDisappear(animated: false)",
                ])
            window.rotate(to: .landscapeLeft)
            TestClock.advance(by: 0.5)
            TestClock.runUntilIdle()
            #expect(
                log.take().filter { $0.hasPrefix("delegate.") } == [
                    "delegate.willChangeTo(twoBesideSecondary)", "delegate.willShow(primary)",
                ])
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    /// A preferred display mode set after a resize and before the layout
    /// that applies the resize's automatic mode tells the delegate of the
    /// change from the mode it last heard of: here the mode stays
    /// `.oneBesideSecondary` throughout, so the delegate hears nothing
    /// (Apple, `splitViewController(_:willChangeTo:)`: called when the
    /// display mode is about to change; it does not change here).
    @Test func aPreferredModeSetBeforeTheResizeIsLaidOutTellsOnlyRealChanges() {
        let (split, p, _) = makeDoubleColumn()
        withPadWindow(root: split) { window in
            let log = SplitLog(recorder((p, "P")), delegateOf: split)
            window.resize(to: CGSize(width: 768, height: 1024), animated: false)
            #expect(split.displayMode == .secondaryOnly)
            split.preferredDisplayMode = .oneBesideSecondary
            TestClock.runUntilIdle()
            #expect(split.displayMode == .oneBesideSecondary)
            #expect(log.take().filter { $0.hasPrefix("delegate.") || $0.hasPrefix("P.viewWillDisappear") }.isEmpty)
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    /// A split view that collapsed in landscape and expands in portrait
    /// expands into another automatic mode (`.secondaryOnly`): the delegate
    /// is asked for the mode (`splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`)
    /// and then hears the change once (Apple, `splitViewController(_:willChangeTo:)`).
    /// Order not fixed by any source found: the change told in the layout
    /// that expands, before `splitViewControllerDidExpand(_:)`.
    @Test func expandingIntoAnotherModeTellsTheDelegateOnce() {
        let (split, p, _) = makeDoubleColumn()
        withPadWindow(root: split) { window in
            let log = SplitLog(recorder((p, "P")), delegateOf: split)
            resize(window, toWidth: 507)
            #expect(split.isCollapsed)
            _ = log.take()
            window.resize(to: CGSize(width: 768, height: 1024), animated: false)
            TestClock.runUntilIdle()
            #expect(!split.isCollapsed && split.displayMode == .secondaryOnly)
            let lines = log.take().filter { $0.hasPrefix("delegate.") }
            #expect(lines.filter { $0.hasPrefix("delegate.willChangeTo") } == ["delegate.willChangeTo(secondaryOnly)"])
            #expect(lines.first == "delegate.displayModeForExpanding(proposed: secondaryOnly)")
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }
}
