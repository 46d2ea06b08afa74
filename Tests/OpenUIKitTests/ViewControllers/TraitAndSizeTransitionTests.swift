import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Traits and size transitions.
///
/// Sources:
/// - Apple, `viewWillTransition(to:with:)` (UIContentContainer): called
///   before the size of the view changes; view controllers forward the
///   message to their child view controllers (so a parent that calls super
///   first is called before its child); `animate(alongsideTransition:completion:)`
///   runs alongside, the completion after the transition.
/// - Apple, `willTransition(to:with:)` (UIContentContainer,
///   developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)):
///   UIKit calls it "before changing the current object's traits and before
///   calling the traitCollectionDidChange(_:) method" of affected controllers.
/// - facebookarchive/AsyncDisplayKit pull request 2115 (2016): observed that
///   viewWillTransitionToSize: "is called shortly after"
///   willTransitionToTraitCollection: — trait notice before size notice.
/// - mozilla-mobile/firefox-ios pull request 10987 (2022): during
///   viewWillTransition(to:with:) "the trait collection hasn't changed yet"
///   on an iPhone rotation — traitCollectionDidChange comes after it.
/// - Apple, `setOverrideTraitCollection(_:forChild:)`: the child sees the
///   parent's traits with the override on top.
/// - Apple, "Size classes" (Human Interface Guidelines, Layout): an iPhone in
///   portrait is compact × regular; in landscape compact × compact, except
///   the Plus, Max and XR sizes (short side of 414 points or more), which are
///   regular × compact.
@MainActor
@Suite(.uikitTest) struct TraitAndSizeTransitionTests {
    final class Sizing: UIViewController {
        var events: [String] = []
        var childWidthShare: CGFloat = 1
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            let name = title ?? "?"
            coordinator.animate(
                alongsideTransition: { [weak self] context in
                    self?.events.append("\(name) alongside, animated: \(context.isAnimated)")
                },
                completion: { [weak self] _ in
                    self?.events.append("\(name) completion")
                })
        }
        override func size(
            forChildContentContainer container: any UIContentContainer,
            withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            CGSize(width: parentSize.width * childWidthShare, height: parentSize.height)
        }
    }

    @Test func rotatingAWindowTransitionsSizeAndTraits() {
        let root = Sizing()
        root.title = "Root"
        root.childWidthShare = 0.5
        let child = Sizing()
        child.title = "Child"
        child.events = []
        withTestWindow(root: root) { window in
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            UIApplication.shared.runUntilIdle()
            #expect(root.traitCollection.horizontalSizeClass == .compact)
            #expect(root.traitCollection.verticalSizeClass == .regular)
            #expect(child.traitCollection == root.traitCollection)

            let trace = recorder((root, "Root"), (child, "Child"))
            #expect(window.rotate(to: .landscapeLeft))
            // Per controller: willTransition(to:) before viewWillTransition(to:)
            // (AsyncDisplayKit 2115) before traitCollectionDidChange (Apple,
            // firefox-ios 10987); parent before child (Apple, forwarding).
            // order not fixed by any source found: that every controller's
            // willTransition(to:) comes before any viewWillTransition(to:)
            // (ours: one pass over the tree per callback).
            #expect(
                trace.take() == [
                    "Root.willTransition(to: (horizontal: .compact, vertical: .compact), with: coordinator)",
                    "Child.willTransition(to: (horizontal: .compact, vertical: .compact), with: coordinator)",
                    "Root.viewWillTransition(to: CGSize(width: 844.0, height: 390.0), with: coordinator)",
                    "Child.viewWillTransition(to: CGSize(width: 422.0, height: 390.0), with: coordinator)",
                    "Root.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "Child.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                ])
            #expect(root.events == ["Root alongside, animated: true"])
            #expect(child.events == ["Child alongside, animated: true"])
            #expect(window.bounds.size == CGSize(width: 844, height: 390))
            #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
            #expect(window.interfaceOrientation == .landscapeLeft)

            TestClock.advance(by: 0.2)
            // The new size lays the root out; the changed traits lay the child out.
            // order not fixed by any source found: safe area and margins
            // before each controller's layout, and the root's layout before
            // the child's safe-area call, during the rotation (ours).
            #expect(
                trace.take() == [
                    "Root.viewSafeAreaInsetsDidChange()",
                    "Root.viewLayoutMarginsDidChange()",
                    "Root.viewWillLayoutSubviews()",
                    "Root.viewDidLayoutSubviews()",
                    "Child.viewSafeAreaInsetsDidChange()",
                    "Child.viewLayoutMarginsDidChange()",
                    "Child.viewWillLayoutSubviews()",
                    "Child.viewDidLayoutSubviews()",
                ])
            #expect(root.events.count == 1)
            TestClock.advance(by: 0.2)
            #expect(root.events == ["Root alongside, animated: true", "Root completion"])
            #expect(child.events == ["Child alongside, animated: true", "Child completion"])
            #expect(root.traitCollection.verticalSizeClass == .compact)
            #expect(window.statusBarManager.statusBarFrame.height == 0)
        }
    }

    /// A container whose `willTransition(to:with:)` and
    /// `viewWillTransition(to:with:)` do not call super passes neither on:
    /// its child hears no transition callback, yet its traits still change
    /// and it still gets `traitCollectionDidChange(_:)`, after its parent's.
    /// Sources: Apple, `viewWillTransition(to:with:)` (overrides call super
    /// so that UIKit forwards the change to child view controllers; the
    /// same for `willTransition(to:with:)`, whose page adds that UIKit calls
    /// it before `traitCollectionDidChange(_:)` of the affected views and
    /// controllers); WWDC 2016 session 222, "Making Apps Adaptive, Part 1"
    /// (notes: mathiasnagler/WWDC16-Notes, 222_making_apps_adaptive_part1.md):
    /// the trait system propagates a trait collection down the hierarchy,
    /// screen, window, view controller, view, each told by
    /// `traitCollectionDidChange` — not by the containers' forwarding.
    @Test func aContainerThatDoesNotCallSuperPassesNoTransitionOn() {
        final class Silent: UIViewController {
            override func willTransition(
                to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
            ) {}
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
        }
        let root = Silent()
        let child = Content()
        withTestWindow(root: root) { window in
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            UIApplication.shared.runUntilIdle()
            let trace = recorder((root, "Root"), (child, "Child"))
            #expect(window.rotate(to: .landscapeLeft))
            #expect(
                trace.take() == [
                    "Root.willTransition(to: (horizontal: .compact, vertical: .compact), with: coordinator)",
                    "Root.viewWillTransition(to: CGSize(width: 844.0, height: 390.0), with: coordinator)",
                    "Root.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "Child.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                ])
            #expect(child.traitCollection.verticalSizeClass == .compact)
            TestClock.settle()
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    @Test func largePhonesAreRegularWidthInLandscape() {
        let max = UIScreen(bounds: CGRect(x: 0, y: 0, width: 430, height: 932), scale: 3, idiom: .phone)
        #expect(max.traits(forWindowSize: CGSize(width: 932, height: 430)).horizontalSizeClass == .regular)
        #expect(max.traits(forWindowSize: CGSize(width: 430, height: 932)).horizontalSizeClass == .compact)
        #expect(UIScreen.main.traits(forWindowSize: CGSize(width: 844, height: 390)).horizontalSizeClass == .compact)
        #expect(UIScreen.main.traits(forWindowSize: CGSize(width: 844, height: 390)).verticalSizeClass == .compact)
    }

    @Test func unsupportedOrientationsAreRefused() {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let root = PortraitOnly()
        withTestWindow(root: root) { window in
            let trace = recorder((root, "Root"))
            #expect(!window.rotate(to: .landscapeRight))
            #expect(!window.rotate(to: .portraitUpsideDown))
            #expect(window.bounds.size == CGSize(width: 390, height: 844))
            #expect(trace.take().isEmpty)
        }
    }

    @Test func overridingTraitsForAChild() {
        let root = Container()
        let child = Content()
        withTestWindow(root: root) { _ in
            root.displayContentController(child)
            let label = UIView()
            child.view.addSubview(label)
            let trace = recorder((child, "Child"))
            root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
            // A regular width raises the root view's minimum side margins to 20.
            // order not fixed by any source found: traitCollectionDidChange
            // before viewLayoutMarginsDidChange, both at once (ours); the 20
            // points come from Apple's `layoutMargins` documentation.
            #expect(
                trace.take() == [
                    "Child.traitCollectionDidChange(previous: (horizontal: .compact, vertical: .regular))",
                    "Child.viewLayoutMarginsDidChange()",
                ])
            #expect(child.view.layoutMargins.left == 20)
            #expect(child.traitCollection.horizontalSizeClass == .regular)
            #expect(child.traitCollection.verticalSizeClass == .regular)
            #expect(child.traitCollection.displayScale == 3)
            #expect(label.traitCollection == child.traitCollection)
            #expect(root.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
            root.setOverrideTraitCollection(nil, forChild: child)
            #expect(child.traitCollection.horizontalSizeClass == .compact)
            #expect(label.traitCollection.horizontalSizeClass == .compact)
        }
    }

    @Test func traitsReachChildrenWhoseViewsAreNotShown() {
        let root = Container()
        let hiddenChild = Content()
        withTestWindow(root: root) { window in
            root.addChild(hiddenChild)
            hiddenChild.didMove(toParent: root)
            #expect(hiddenChild.traitCollection == root.traitCollection)
            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.runUntilIdle()
            #expect(hiddenChild.traitCollection.verticalSizeClass == .compact)
            #expect(!hiddenChild.isViewLoaded)
        }
    }

    @Test func iPadTraitsAndResizing() {
        let pad = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2, idiom: .pad)
        let root = Content()
        withTestWindow(size: CGSize(width: 820, height: 1180), root: root) { window in
            window.screen = pad
            #expect(root.traitCollection.userInterfaceIdiom == .pad)
            #expect(root.traitCollection.horizontalSizeClass == .regular)
            window.resize(to: CGSize(width: 320, height: 1180), animated: false)
            TestClock.runUntilIdle()
            #expect(root.traitCollection.horizontalSizeClass == .compact)
            #expect(root.view.bounds.size == CGSize(width: 320, height: 1180))
        }
    }
}
