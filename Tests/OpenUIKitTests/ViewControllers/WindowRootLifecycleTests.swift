import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// When a window's root controller loads and shows its view.
///
/// Sources (outside this repository):
/// - [Backtrace] Device and simulator backtraces of a root controller's
///   `viewDidLoad`, all with the same frames: `-[UIViewController
///   loadViewIfRequired]` ← `-[UIViewController view]` ← `-[UIWindow
///   addRootViewControllerViewIfPossible]` ← `-[UIWindow _setHidden:forced:]`
///   ← `-[UIWindow makeKeyAndVisible]`, in apps that set
///   `rootViewController` first and call `makeKeyAndVisible()` after it:
///   the icdab_planets crash report in faisalmemon/ios-crash-dump-analysis-book
///   (`markdown/zh/CrashReport.md`, iOS 11, arm64), and Peter Steinberger's
///   KVODeregisterCrash sample (2017, iOS 11 simulator; the throw call stack
///   in its `ViewController.m`). So the setter on a hidden window does not
///   load the view; showing the window does.
/// - [Setter] A SpringBoard backtrace (iOS 16) with `-[UIWindow
///   setRootViewController:]` → `-[UIWindow addRootViewControllerViewIfPossible]`
///   → `-[UIView(Internal) _addSubview:positioned:relativeTo:]`: the setter
///   itself adds the root view when it can.
/// - For the appearance that follows, as in
///   `ContainmentLifecycleTests.addingAChildToAContainerNotYetInAWindow`:
///   Apple, `viewIsAppearing(_:)` and `viewSafeAreaInsetsDidChange()`.
@MainActor
@Suite(.uikitTest) struct WindowRootLifecycleTests {
    /// `rootViewController` set on a hidden window, then
    /// `makeKeyAndVisible()`: nothing loads in the setter; the view loads,
    /// joins the window and appears inside `makeKeyAndVisible()`. Source:
    /// [Backtrace].
    @Test func aHiddenWindowLoadsItsRootViewWhenShown() {
        TestClock.useManualTime()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = Content()
        let trace = recorder((root, "Root"))
        window.rootViewController = root
        #expect(!root.isViewLoaded)
        #expect(trace.take().isEmpty)
        window.makeKeyAndVisible()
        #expect(root.view.superview === window && root.view.frame == window.bounds)
        #expect(
            trace.take() == [
                "Root.loadView()",
                "Root.viewDidLoad()",
                "Root.viewWillAppear(animated: false)",
            ])
        UIApplication.shared.runUntilIdle()
        #expect(
            trace.take() == [
                // order not fixed by any source found: safe area and margins
                // before viewIsAppearing (ours, as everywhere).
                "Root.viewSafeAreaInsetsDidChange()",
                "Root.viewLayoutMarginsDidChange()",
                "Root.viewIsAppearing(animated: false)",
                "Root.viewWillLayoutSubviews()",
                "Root.viewDidLayoutSubviews()",
                "Root.viewDidAppear(animated: false)",
            ])
        #expect(window.invariantViolations(settled: true).isEmpty)
        window.isHidden = true
        window.rootViewController = nil
        TestClock.settle()
    }

    /// On a window already shown, the setter loads and adds the new root's
    /// view at once, with its will-appear, and takes the old root's view
    /// out. Source: [Setter] (the setter adds the view itself); the
    /// appearance callbacks of a view joining a shown window as in
    /// `ContainmentLifecycleTests`.
    @Test func aShownWindowLoadsANewRootAtOnce() {
        let first = Content()
        let second = Content()
        withTestWindow(root: first) { window in
            let trace = recorder((first, "First"), (second, "Second"))
            window.rootViewController = second
            #expect(second.view.superview === window && first.view.superview == nil)
            #expect(
                trace.take() == [
                    // order not fixed by any source found: the old root leaving
                    // before the new one loads (ours).
                    "First.viewWillDisappear(animated: false)",
                    "First.viewDidDisappear(animated: false)",
                    "Second.loadView()",
                    "Second.viewDidLoad()",
                    "Second.viewWillAppear(animated: false)",
                ])
            TestClock.settle()
            #expect(second.appearanceState == "appeared" && first.appearanceState == "disappeared")
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    /// A root whose view is already loaded joins a hidden window in the
    /// setter (nothing appears until the window is shown); one set and
    /// replaced while the window stays hidden never loads. Source:
    /// [Setter] for the first, [Backtrace] for the second.
    @Test func aHiddenWindowTakesALoadedViewAndLeavesAnUnloadedOne() {
        TestClock.useManualTime()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let loaded = Content()
        let unloaded = Content()
        loaded.loadViewIfNeeded()
        let trace = recorder((loaded, "Loaded"), (unloaded, "Unloaded"))
        window.rootViewController = loaded
        #expect(loaded.view.superview === window)
        window.rootViewController = unloaded
        #expect(loaded.view.superview == nil && !unloaded.isViewLoaded)
        window.rootViewController = nil
        #expect(!unloaded.isViewLoaded)
        #expect(trace.take().isEmpty)
        #expect(window.invariantViolations(settled: true).isEmpty)
        TestClock.settle()
    }
}
