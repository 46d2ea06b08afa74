import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// When a navigation controller starts a transition, through which methods
/// it drives its children, and who decides the status bar under it.
///
/// Sources (outside this repository):
/// - [Weakref] clayallsopp/weakref-array-test, README.md: an iOS 7.0
///   simulator crash inside the old top's `viewWillDisappear:`, after a
///   button's action called `pushViewController(_:animated: true)`. The
///   stack: `viewWillDisappear:` ← `-[UIViewController __viewWillDisappear:]`
///   ← `-[UIViewController(UIContainerViewControllerProtectedMethods)
///   beginAppearanceTransition:animated:]` ← `-[UINavigationController
///   _startCustomTransition:]` ← `_startDeferredTransitionIfNeeded:` ←
///   `-[UINavigationController __viewWillLayoutSubviews]` ←
///   `-[UILayoutContainerView layoutSubviews]` ← `CA::Transaction::commit()`
///   ← the run loop's observer: the transition starts in the layout at the
///   end of the turn, after the push returned, and reaches the children
///   through the public `beginAppearanceTransition(_:animated:)`.
/// - [Tipc] A tip-calculator README's crash log (iOS 10 simulator, 2017): a
///   pushed settings controller's view loads inside its `__viewWillAppear:`,
///   under `beginAppearanceTransition:animated:` ← `_startCustomTransition:`
///   ← `_startDeferredTransitionIfNeeded:` ← `__viewWillLayoutSubviews`, in a
///   Core Animation commit (the same frames as [Weakref]).
/// - [Jablotron] faisalmemon/ios-crash-dump-analysis-book,
///   `examples/jablotron_sigbus_align_ios`: a pushed controller's
///   `viewDidLoad` under `-[UINavigationController _startCustomTransition:]`
///   ← `_startDeferredTransitionIfNeeded:` ← `__viewWillLayoutSubviews` ←
///   `CA::Transaction::commit()`.
/// - [Readke] readke.com/c/0Z41505102021.html (numbered log of an animated
///   push): B loadView, B viewDidLoad, A viewWillDisappear, B
///   viewWillAppear, B layout, A viewDidDisappear, B viewDidAppear.
/// - [Objc19] objc.io issue 19, "Debugging: A Case Study" (Peter
///   Steinberger, 2014): when a navigation controller itself disappears,
///   `-[UINavigationController viewWillDisappear:]` calls its child's
///   private `__viewWillDisappear:` directly, not
///   `beginAppearanceTransition:animated:`.
/// - [StatusBar] cockscomb.hatenablog.com/entry/2013/11/12/190905
///   (UINavigationController's `childViewControllerForStatusBarStyle`
///   returns nil; the bar's `barStyle` decides); cyrilchandelier.com, "iOS
///   and the status bar" (inside a navigation controller a controller's
///   `preferredStatusBarStyle` is ignored; a `.black` bar gives light
///   content); blog.csdn.net/Cheng____/article/details/123428627 (with the
///   bar hidden, the child's `preferredStatusBarStyle` applies again).
@MainActor
@Suite(.uikitTest) struct NavigationTransitionTimingTests {
    /// An animated push whose navigation controller leaves the window
    /// before the turn's layout: the stack changes without appearance
    /// callbacks for the pushed controller, and nothing is left waiting.
    @Test func anAnimatedPushThatLosesItsWindowFinishesQuietly() {
        let a = titled("A")
        let b = titled("B")
        let c = titled("C")
        let navigation = UINavigationController(rootViewController: a)
        withTestWindow(root: navigation) { window in
            navigation.pushViewController(b, animated: true)
            window.isHidden = true
            navigation.pushViewController(c, animated: false)
            TestClock.settle()
            #expect(navigation.viewControllers == [a, b, c])
            #expect(b.appearanceState == "disappeared" && c.appearanceState == "disappeared")
            window.isHidden = false
            TestClock.settle()
            #expect(c.appearanceState == "appeared" && a.appearanceState == "disappeared")
            expectSound(window)
        }
    }

    /// The children of a push and a pop hear `beginAppearanceTransition` and
    /// `endAppearanceTransition` through their overrides; when the navigation
    /// controller itself goes off screen, they do not. Sources: [Weakref]
    /// and [Tipc] (the public begin method under `_startCustomTransition:`);
    /// [Objc19] (the private path when the navigation controller disappears).
    @Test func aNavigationControllerDrivesItsChildrenThroughBeginAppearanceTransition() {
        let a = AppearanceSpy("A")
        let b = AppearanceSpy("B")
        let navigation = UINavigationController(rootViewController: a)
        withTestWindow(root: navigation) { window in
            AppearanceSpy.calls.removeAll()
            navigation.pushViewController(b, animated: true)
            TestClock.settle()
            navigation.popViewController(animated: false)
            TestClock.settle()
            #expect(
                AppearanceSpy.calls == [
                    "A.begin(false, animated: true)",
                    "B.begin(true, animated: true)",
                    // order not fixed by any source found: that UIKit ends the
                    // transition through the overridable endAppearanceTransition
                    // too (no backtrace shows the end). The old top ending first
                    // follows wangling.me (2014): did-disappear before did-appear.
                    "A.end()",
                    "B.end()",
                    "B.begin(false, animated: false)",
                    "A.begin(true, animated: false)",
                    "B.end()",
                    "A.end()",
                ])
            AppearanceSpy.calls.removeAll()
            window.isHidden = true
            window.isHidden = false
            TestClock.settle()
            #expect(AppearanceSpy.calls.isEmpty)
            #expect(a.appearanceState == "appeared")
            expectSound(window)
        }
    }

    /// `init(rootViewController:)` adds the root as a child at once; its
    /// `didMove(toParent:)` comes inside the initializer, before any view
    /// loads.
    @Test func theRootsContainmentCallbacksComeInsideTheInitializer() {
        let a = titled("A")
        let trace = recorder((a, "A"))
        let navigation = UINavigationController(rootViewController: a)
        #expect(
            trace.take() == [
                // order not fixed by any source found: whether UIKit calls the
                // root's didMove(toParent:) inside init(rootViewController:)
                // (ours) or when the navigation controller first shows it.
                "A.willMove(toParent: UINavigationController)",
                "A.didMove(toParent: UINavigationController)",
            ])
        #expect(navigation.children == [a] && !a.isViewLoaded && !navigation.isViewLoaded)
    }

    /// While the bar shows, the navigation controller decides the status
    /// bar's style from the bar's `barStyle` and the top controller's
    /// `preferredStatusBarStyle` is not asked; with the bar hidden, the top
    /// controller decides. Source: [StatusBar].
    @Test func theNavigationBarDecidesTheStatusBarStyleWhileItShows() {
        let top = StyledContent(style: .darkContent)
        let navigation = UINavigationController(rootViewController: top)
        withTestWindow(root: navigation) { window in
            let manager = window.statusBarManager
            #expect(manager.styleController === navigation && manager.statusBarStyle == .default)
            navigation.navigationBar.barStyle = .black
            #expect(manager.styleController === navigation && manager.statusBarStyle == .lightContent)
            navigation.setNavigationBarHidden(true, animated: false)
            #expect(manager.styleController === top && manager.statusBarStyle == .darkContent)
            navigation.setNavigationBarHidden(false, animated: false)
            #expect(manager.styleController === navigation && manager.statusBarStyle == .lightContent)
            #expect(navigation.childForStatusBarStyle == nil)
            expectSound(window)
        }
    }
}

/// A controller that records the appearance-transition calls it receives.
@MainActor
private final class AppearanceSpy: UIViewController {
    static var calls: [String] = []
    private let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        Self.calls.append("\(name).begin(\(isAppearing), animated: \(animated))")
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }

    override func endAppearanceTransition() {
        Self.calls.append("\(name).end()")
        super.endAppearanceTransition()
    }
}

/// A controller that asks for a status bar style.
@MainActor
private final class StyledContent: UIViewController {
    private let style: UIStatusBarStyle

    init(style: UIStatusBarStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
}
