import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that counts `layoutMarginsDidChange()`.
final class MarginCountingView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        changes += 1
    }
}

/// Layout margins as UIKit resolves them.
///
/// Sources: Apple, `UIView.layoutMargins` / `directionalLayoutMargins` (8
/// points by default; a root view's are managed by the system: top and
/// bottom 0, sides 16 in a compact width, 20 in a regular one; the value
/// read reflects the system minimum and the safe area);
/// `UIViewController.systemMinimumLayoutMargins` (custom margins smaller than
/// the minimum give way: "if the value for one system minimum margin is 20
/// points and you specify a value of 10 ... the view uses the value 20");
/// `insetsLayoutMarginsFromSafeArea` (margins outside the safe area move to
/// its boundary); `preservesSuperviewLayoutMargins`; useyourloaf.com,
/// "Changing Root View Layout Margins" (16 points from the leading edge on a
/// phone in portrait; custom root margins honoured since iOS 11).
///
/// No ordered trace here: `aSubviewsMarginsMoveOutOfTheUnsafeArea` only
/// counts `layoutMarginsDidChange()` calls (Apple, `layoutMarginsDidChange()`:
/// called when the view's layout margins change); no source found says
/// whether the first margins a view gets count as a change (ours: 1).
@MainActor
@Suite(.uikitTest) struct LayoutMarginsTests {
    @Test func aRootViewsMarginsAreTheSystemMinimumInsideTheSafeArea() {
        let root = Content()
        withTestWindow(root: root) { window in
            #expect(root.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
            let content = addViewPinned(to: root.view.layoutMarginsGuide, in: root.view)
            TestClock.runUntilIdle()
            #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))

            // Landscape: the sensor housing is wider than the minimum.
            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.runUntilIdle()
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            #expect(content.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
            window.rotate(to: .portrait, animated: false)
            TestClock.runUntilIdle()

            // Custom margins: the larger of them and the minimum.
            root.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 60, leading: 10, bottom: 0, trailing: 30)
            TestClock.runUntilIdle()
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 60, left: 16, bottom: 34, right: 30))
            #expect(content.frame == CGRect(x: 16, y: 60, width: 344, height: 750))

            root.viewRespectsSystemMinimumLayoutMargins = false
            root.view.insetsLayoutMarginsFromSafeArea = false
            TestClock.runUntilIdle()
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 60, left: 10, bottom: 0, right: 30))
            #expect(content.frame == CGRect(x: 10, y: 60, width: 350, height: 784))
        }
    }

    @Test func aSubviewsMarginsMoveOutOfTheUnsafeArea() {
        let root = Content()
        withTestWindow(root: root) { _ in
            let panel = MarginCountingView(frame: root.view.bounds)
            root.view.addSubview(panel)
            let inner = addViewPinned(to: panel.layoutMarginsGuide, in: panel)
            TestClock.runUntilIdle()
            #expect(panel.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(panel.layoutMargins == UIEdgeInsets(top: 47, left: 8, bottom: 34, right: 8))
            #expect(inner.frame == CGRect(x: 8, y: 47, width: 374, height: 763))
            #expect(panel.changes == 1)

            // Moved clear of the unsafe band, the view keeps its own 8 points.
            panel.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
            TestClock.runUntilIdle()
            #expect(panel.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            #expect(inner.frame == CGRect(x: 8, y: 8, width: 374, height: 184))
            #expect(panel.changes == 2)
        }
    }

    /// imanoupetit/Margins-And-Safe-Area, example 8: a view pinned to the
    /// edges of a root view with 140-point margins, preserving them.
    @Test func preservingTheSuperviewsMargins() {
        let root = Content()
        withTestWindow(root: root) { _ in
            root.viewRespectsSystemMinimumLayoutMargins = false
            root.view.insetsLayoutMarginsFromSafeArea = false
            root.view.layoutMargins = UIEdgeInsets(top: 140, left: 140, bottom: 140, right: 140)
            let orange = UIView()
            orange.preservesSuperviewLayoutMargins = true
            orange.insetsLayoutMarginsFromSafeArea = false
            orange.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(orange)
            NSLayoutConstraint.activate([
                orange.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
                orange.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                orange.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                orange.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
            ])
            let yellow = addViewPinned(to: orange.layoutMarginsGuide, in: orange)
            TestClock.runUntilIdle()
            // Top: 100 points down, the superview's 140 reach 40 into it.
            #expect(orange.layoutMargins == UIEdgeInsets(top: 40, left: 140, bottom: 140, right: 140))
            #expect(yellow.frame == CGRect(x: 140, y: 40, width: 110, height: 564))

            orange.preservesSuperviewLayoutMargins = false
            TestClock.runUntilIdle()
            #expect(yellow.frame == CGRect(x: 8, y: 8, width: 374, height: 728))
        }
    }
}
