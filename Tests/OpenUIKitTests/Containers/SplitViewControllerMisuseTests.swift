import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Misuse of a split view controller is reported, never a crash, and leaves
/// the trees sound. UIKit's words, where it has them, come from a
/// decompiled UIKit in the code index (`UISplitViewController`'s
/// `setViewController:forColumn:`, `showColumn:`, `hideColumn:`,
/// `_UISplitViewControllerCheckSupportColumnStyleRaiseIfNot`, and
/// `_UISplitViewControllerAdaptiveImpl`'s `_validateViewController:forSplitViewControllerColumn:`),
/// where they are exceptions; the column and style names in them
/// ("Supplementary", "DoubleColumn") are OpenUIKit's guesses at UIKit's
/// description functions, which were not found. The other words are
/// OpenUIKit's.
@MainActor
@Suite(.uikitTest) struct SplitViewControllerMisuseTests {
    private func reports(_ body: () -> Void) -> [String] {
        let (_, reports) = UIApplication.shared.diagnostics.recording { body() }
        return reports.map(\.message)
    }

    @Test func aSupplementaryColumnInADoubleColumnSplitView() {
        let split = UISplitViewController(style: .doubleColumn)
        let m = titled("M")
        let messages = reports { split.setViewController(m, for: .supplementary) }
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("Non-nil view controller not accepted for Supplementary column in DoubleColumn UISplitViewController")
                == true)
        // Nil is accepted (UIKit raises only for a non-nil controller).
        #expect(reports { split.setViewController(nil, for: .supplementary) }.isEmpty)
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(m.parent == nil)
        #expect(reports { split.show(.supplementary) }.count == 1)
        #expect(reports { split.hide(.supplementary) }.count == 1)
    }

    @Test func oneControllerForTwoColumnsTheSplitViewItselfAndAWindowRoot() {
        let split = UISplitViewController(style: .tripleColumn)
        let p = titled("P")
        split.setViewController(p, for: .primary)
        let twice = reports { split.setViewController(p, for: .secondary) }
        #expect(twice.count == 1)
        #expect(twice.first?.contains("is already specified as the view controller for the primary column. Split view controller:") == true)
        #expect(split.viewController(for: .secondary) == nil)
        #expect(reports { split.setViewController(p.navigationController, for: .supplementary) }.count == 1)
        #expect(reports { split.setViewController(split, for: .secondary) }.count == 1)
        let outer = UISplitViewController(style: .doubleColumn)
        outer.setViewController(split, for: .primary)
        #expect(reports { split.setViewController(outer, for: .secondary) }.count == 1)
        withPadWindow(root: outer) { window in
            let root = window.rootViewController!
            #expect(reports { split.setViewController(root, for: .secondary) }.count == 1)
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
        // Setting the same controller again, or nil, is fine.
        #expect(reports { split.setViewController(p, for: .primary) }.isEmpty)
        #expect(reports { split.setViewController(nil, for: .primary) }.isEmpty)
        #expect(split.viewController(for: .primary) == nil && p.navigationController?.parent == nil)
    }

    @Test func columnCallsOnAClassicSplitViewAndClassicCallsOnAColumnStyleOne() {
        let classic = UISplitViewController(nibName: nil, bundle: nil)
        let requiresStyle = "This API requires initializing the UISplitViewController with -initWithStyle:"
        for messages in [
            reports { classic.setViewController(titled("P"), for: .primary) }, reports { classic.show(.primary) },
            reports { classic.hide(.primary) }, reports { classic.preferredSplitBehavior = .tile },
        ] {
            #expect(messages.count == 1 && messages.first?.hasPrefix(requiresStyle) == true)
        }
        #expect(classic.preferredSplitBehavior == .automatic)
        var found: UIViewController?
        #expect(reports { found = classic.viewController(for: .primary) }.first?.hasPrefix(requiresStyle) == true)
        #expect(found == nil)
        let a = titled("A")
        #expect(reports { classic.viewControllers = [a, titled("B"), titled("C")] }.count == 1)
        #expect(reports { classic.viewControllers = [a, a] }.count == 1)
        #expect(reports { classic.viewControllers = [classic] }.count == 1)
        #expect(classic.viewControllers.isEmpty)
        let columns = UISplitViewController(style: .doubleColumn)
        #expect(reports { columns.viewControllers = [titled("A"), titled("B"), titled("C")] }.count == 1)
        #expect(reports { columns.viewControllers = [titled("A"), titled("B")] }.isEmpty)
        #expect(columns.viewController(for: .secondary)?.title == "B")
        #expect(reports { columns.hide(.secondary) }.count <= 1)
        #expect(reports { columns.show(.compact) }.first?.hasPrefix("Programmatic column showing not supported for Compact column") == true)
        #expect(reports { columns.hide(.compact) }.first?.hasPrefix("Programmatic column hiding not supported for Compact column") == true)
    }

    @Test func widthsThatAreNotNumbers() {
        let split = UISplitViewController(style: .tripleColumn)
        for bad in [CGFloat.nan, .infinity, -.infinity, -5] {
            #expect(reports { split.preferredPrimaryColumnWidth = bad }.count == 1)
            #expect(reports { split.minimumSupplementaryColumnWidth = bad }.count == 1)
            #expect(reports { split.preferredSupplementaryColumnWidthFraction = bad }.count == 1)
        }
        #expect(reports { split.preferredPrimaryColumnWidthFraction = 1.5 }.count == 1)
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        #expect(reports { split.maximumPrimaryColumnWidth = 0 }.isEmpty)
        #expect(split.primaryColumnWidth == 0)
        #expect(reports { split.preferredPrimaryColumnWidth = UISplitViewController.automaticDimension }.isEmpty)
    }

    /// A column's controller removed from its navigation controller by hand,
    /// and a column's navigation controller removed from the split view by
    /// hand, leave the trees sound.
    @Test func childrenRemovedBehindTheSplitViewsBack() {
        let (split, _, s) = makeDoubleColumn()
        withPadWindow(root: split) { window in
            let navS = s.navigationController!
            navS.willMove(toParent: nil)
            navS.view.removeFromSuperview()
            navS.removeFromParent()
            TestClock.runUntilIdle()
            #expect(split.viewController(for: .secondary) == nil)
            #expect(window.invariantViolations(settled: true).isEmpty)
            resize(window, toWidth: 320)
            #expect(split.isCollapsed)
            #expect(window.invariantViolations(settled: true).isEmpty)
            resize(window, toWidth: 1024)
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    /// Expanding while the collapsed stack is still sliding (an animated
    /// push just started), collapsing again before the turn ends, and
    /// setting the secondary column while collapsed finish with sound
    /// trees; the column set while collapsed keeps its controller when the
    /// split view expands (docs/Coverage.md: OpenUIKit's rule, no source).
    @Test func sizeChangesDuringAnAnimatedPush() {
        let (split, p, s) = makeDoubleColumn()
        withPadWindow(size: CGSize(width: 320, height: 768), root: split) { window in
            let d = titled("D")
            p.showDetailViewController(d, sender: nil)
            TestClock.runUntilIdle()
            TestClock.advance(by: 0.1)
            window.resize(to: CGSize(width: 1024, height: 768), animated: false)
            TestClock.runUntilIdle()
            window.resize(to: CGSize(width: 320, height: 768), animated: false)
            let e = titled("E")
            split.setViewController(e, for: .secondary)
            TestClock.settle()
            #expect(window.invariantViolations(settled: true).isEmpty)
            window.resize(to: CGSize(width: 1024, height: 768), animated: true)
            TestClock.settle()
            #expect(!split.isCollapsed)
            #expect(window.invariantViolations(settled: true).isEmpty)
            // E, set while collapsed, holds the secondary column; what the
            // old secondary column had left with the collapsed stack.
            #expect(split.viewController(for: .secondary) === e)
            #expect(e.navigationController!.viewControllers == [e])
            #expect(p.navigationController!.viewControllers == [p])
            #expect(s.parent == nil && d.parent == nil)
        }
    }
}
