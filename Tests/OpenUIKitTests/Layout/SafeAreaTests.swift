import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The safe area, its guide and `additionalSafeAreaInsets`.
///
/// Sources: Apple, "Positioning content relative to the safe area" (a view's
/// safe area reflects the area not covered by bars and other content;
/// `additionalSafeAreaInsets` extends a controller's root view's safe area;
/// a subview's safe area is the part of its superview's unsafe border it
/// overlaps); Apple's Human Interface Guidelines, Layout, for the notched
/// iPhone's insets (47 points of sensor housing and status bar, 34 of home
/// indicator in portrait; 47 on each side and 21 at the bottom in landscape).
@MainActor
@Suite(.uikitTest) struct SafeAreaTests {
    @Test func aFullScreenControllerAndItsSafeAreaGuide() {
        let root = Content()
        withTestWindow(root: root) { window in
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let guide = root.view.safeAreaLayoutGuide
            let content = addViewPinned(to: guide, in: root.view)
            TestClock.runUntilIdle()
            #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
            #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))

            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.runUntilIdle()
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            #expect(content.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
        }
    }

    @Test func aSubviewGetsTheUnsafeBorderItOverlaps() {
        let root = Content()
        withTestWindow(root: root) { _ in
            let banner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 60))
            let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
            root.view.addSubview(banner)
            root.view.addSubview(middle)
            TestClock.runUntilIdle()
            #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
            #expect(middle.safeAreaInsets == .zero)
        }
    }

    @Test func additionalSafeAreaInsetsOnAChild() {
        let container = Container()
        let child = Content()
        withTestWindow(root: container) { _ in
            container.displayContentController(child)
            TestClock.runUntilIdle()
            let trace = recorder((child, "Child"))
            child.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
            #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
            TestClock.runUntilIdle()
            // Apple, `viewSafeAreaInsetsDidChange()`: UIKit calls it when
            // you modify the additional safe area insets; haomeiwen.com
            // /subject/aedzsqtx.html shows it before viewWillLayoutSubviews.
            // order not fixed by any source found: viewLayoutMarginsDidChange
            // between the two (ours), and the call waiting for the end of the
            // turn rather than coming from the setter.
            #expect(
                trace.take() == [
                    "Child.viewSafeAreaInsetsDidChange()",
                    "Child.viewLayoutMarginsDidChange()",
                    "Child.viewWillLayoutSubviews()",
                    "Child.viewDidLayoutSubviews()",
                ])
            child.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
            TestClock.runUntilIdle()
            #expect(trace.take().isEmpty)
        }
    }
}

/// Source: Apple, `readableContentGuide` ("a layout guide representing an area
/// with a readable width within the view"); 672 points is its width at the
/// default content size category on a regular-width iPad.
@MainActor
@Suite(.uikitTest) struct ReadableContentGuideTests {
    private func column(in width: CGFloat) -> CGRect {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        let guide = root.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return text.frame
    }

    @Test func narrowViewsUseTheMarginsWideOnesACentredColumn() {
        #expect(column(in: 390) == CGRect(x: 8, y: 8, width: 374, height: 284))
        #expect(column(in: 1024) == CGRect(x: 176, y: 8, width: 672, height: 284))
    }
}
