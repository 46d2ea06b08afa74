import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `updateViewConstraints()` in the first appearance of a controller in a
/// window that uses Auto Layout: whole ordered traces.
///
/// Sources that fixed the expectations:
/// - Apple, `UIViewController.updateViewConstraints()` and
///   `UIView.updateConstraints()`: called by the system before layout
///   occurs; `updateConstraintsIfNeeded()`: "whenever a new layout pass is
///   triggered for a view, the system invokes this method".
/// - Apple, `UIView.requiresConstraintBasedLayout` (its header comment, quoted
///   at blog.csdn.net/qq_20483245/article/details/51087045): "constraint-based
///   layout engages lazily when someone tries to use it (e.g., adds a
///   constraint to a view)", so a window without constraints calls no
///   `updateConstraints()` and one with constraints calls it on its views.
/// - A device log of the lifecycle (arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller):
///   `viewWillAppear:`, `updateViewConstraints`, `viewWillLayoutSubviews`,
///   `viewDidLayoutSubviews`, `viewDidAppear:` for a controller shown and for
///   one pushed; the gist acalism/d4414af29e55dbc6fc778aecfbb8bdd7 (a
///   controller's `updateViewConstraints` runs once its view uses Auto Layout).
/// - Apple, Auto Layout Guide, "Changing Constraints" (seed 002): the
///   constraint pass runs bottom-up, so a child's before its parent's.
@MainActor
@Suite(.uikitTest) struct ConstraintUpdateLifecycleTests {
    /// A controller whose view holds one constrained subview, made in `viewDidLoad()`.
    final class Pinned: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
    }

    /// Shows `root` in a new window, then runs the turn; returns the window.
    func show(_ root: UIViewController) -> UIWindow {
        TestClock.useManualTime()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    func close(_ window: UIWindow) {
        window.isHidden = true
        window.rootViewController = nil
        TestClock.settle()
    }

    @Test func theFirstAppearanceInAWindowUpdatesConstraintsBeforeLayout() {
        let screen = Pinned()
        let trace = recorder((screen, "Screen"))
        let window = show(screen)
        #expect(
            trace.take() == [
                "Screen.loadView()",
                "Screen.viewDidLoad()",
                "Screen.viewWillAppear(animated: false)",
            ])
        TestClock.runUntilIdle()
        #expect(
            trace.take() == [
                "Screen.updateViewConstraints()",
                // order not fixed by any source found: where the safe-area and
                // margin callbacks and viewIsAppearing fall relative to
                // updateViewConstraints (here: in the layout pass, after it).
                "Screen.viewSafeAreaInsetsDidChange()",
                "Screen.viewLayoutMarginsDidChange()",
                "Screen.viewIsAppearing(animated: false)",
                "Screen.viewWillLayoutSubviews()",
                "Screen.viewDidLayoutSubviews()",
                "Screen.viewDidAppear(animated: false)",
            ])
        // Only the first layout: the next one has nothing to update.
        screen.view.setNeedsLayout()
        TestClock.runUntilIdle()
        #expect(
            trace.take() == [
                "Screen.viewWillLayoutSubviews()",
                "Screen.viewDidLayoutSubviews()",
            ])
        close(window)
    }

    @Test func aWindowWithoutConstraintsUpdatesNone() {
        let screen = Content()
        let trace = recorder((screen, "Screen"))
        let window = show(screen)
        TestClock.runUntilIdle()
        #expect(
            trace.take() == [
                "Screen.loadView()",
                "Screen.viewDidLoad()",
                "Screen.viewWillAppear(animated: false)",
                "Screen.viewSafeAreaInsetsDidChange()",
                "Screen.viewLayoutMarginsDidChange()",
                "Screen.viewIsAppearing(animated: false)",
                "Screen.viewWillLayoutSubviews()",
                "Screen.viewDidLayoutSubviews()",
                "Screen.viewDidAppear(animated: false)",
            ])
        close(window)
    }

    @Test func aChildsConstraintsAreUpdatedBeforeItsParents() {
        let container = Container()
        let child = Pinned()
        let trace = recorder((container, "Container"), (child, "Child"))
        container.displayContentController(child)
        trace.reset()
        let window = show(container)
        TestClock.runUntilIdle()
        #expect(
            trace.take() == [
                "Container.viewWillAppear(animated: false)",
                "Child.viewWillAppear(animated: false)",
                "Child.updateViewConstraints()",
                "Container.updateViewConstraints()",
                // order not fixed by any source found: as above.
                "Container.viewSafeAreaInsetsDidChange()",
                "Container.viewLayoutMarginsDidChange()",
                "Container.viewIsAppearing(animated: false)",
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
                "Child.viewSafeAreaInsetsDidChange()",
                "Child.viewLayoutMarginsDidChange()",
                "Child.viewIsAppearing(animated: false)",
                "Child.viewWillLayoutSubviews()",
                "Child.viewDidLayoutSubviews()",
                "Container.viewDidAppear(animated: false)",
                "Child.viewDidAppear(animated: false)",
            ])
        close(window)
    }

    /// A rotation lays out the controllers whose views are shown and change
    /// size, and calls no `updateViewConstraints()`: nothing asked for a
    /// constraint update. A child whose view is not in the window is not
    /// laid out (it still hears the transition and its traits change).
    /// Sources: a Stack Overflow question copied at
    /// codedump.io/share/FlkRtzdzwAHD ("Autolayout: updateConstraints doest
    /// not get call on orientation change": on a device rotation a view's
    /// `updateConstraints` is not called by itself while its `layoutSubviews`
    /// is); Apple, `viewWillLayoutSubviews()` (called when the view's bounds
    /// change); bhags.org/?p=533 (an iOS 5 rotation log: viewWillLayoutSubviews,
    /// layoutSubviews, viewDidLayoutSubviews with the new bounds); for the
    /// transition callbacks, as in `TraitAndSizeTransitionTests`.
    @Test func aRotationLaysOutShownControllersAndUpdatesNoConstraints() {
        let root = Container()
        let shown = Pinned()
        let unshown = Pinned()
        let window = show(root)
        root.displayContentController(shown)
        shown.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addChild(unshown)
        unshown.didMove(toParent: root)
        unshown.loadViewIfNeeded()
        TestClock.settle()
        let trace = recorder((root, "Root"), (shown, "Shown"), (unshown, "Unshown"))
        window.rotate(to: .landscapeLeft, animated: false)
        TestClock.settle()
        #expect(
            trace.take() == [
                "Root.willTransition(to: (horizontal: .compact, vertical: .compact), with: coordinator)",
                "Shown.willTransition(to: (horizontal: .compact, vertical: .compact), with: coordinator)",
                "Unshown.willTransition(to: (horizontal: .compact, vertical: .compact), with: coordinator)",
                "Root.viewWillTransition(to: CGSize(width: 844.0, height: 390.0), with: coordinator)",
                "Shown.viewWillTransition(to: CGSize(width: 844.0, height: 390.0), with: coordinator)",
                "Unshown.viewWillTransition(to: CGSize(width: 844.0, height: 390.0), with: coordinator)",
                "Root.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                // order not fixed by any source found: the child whose view is
                // not shown hearing of its traits before the shown one (ours, as
                // the hidden tab in mail.txt).
                "Unshown.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                "Shown.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                // order not fixed by any source found: the safe-area and margin
                // calls before each controller's layout, and the parent's layout
                // before the child's safe-area call (as in
                // rotatingAWindowTransitionsSizeAndTraits).
                "Root.viewSafeAreaInsetsDidChange()",
                "Root.viewLayoutMarginsDidChange()",
                "Root.viewWillLayoutSubviews()",
                "Root.viewDidLayoutSubviews()",
                "Shown.viewSafeAreaInsetsDidChange()",
                "Shown.viewLayoutMarginsDidChange()",
                "Shown.viewWillLayoutSubviews()",
                "Shown.viewDidLayoutSubviews()",
            ])
        #expect(shown.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(window.invariantViolations(settled: true).isEmpty)
        close(window)
    }
}
