import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Hit testing, the responder chain and the first responder.
///
/// Sources (outside this repository):
/// - [HitTest] Apple, `UIView.hitTest(_:with:)`: ignores views that are
///   hidden, have user interaction disabled, or have an alpha below 0.01;
///   searches subviews front to back (the last subview first); a point
///   outside a view's bounds is not a hit even inside a subview that
///   extends past them.
/// - [Chain] Apple, "Using responders and the responder chain to handle
///   events", and `UIResponder.next`: a view's next responder is its
///   controller when it is a controller's root view, else its superview; a
///   controller's is the window when its view is the window's root view,
///   the presenting controller when presented, else its view's superview;
///   a window's is the application; the application's is nil.
/// - [First] Apple, `becomeFirstResponder()`: the object must be able to
///   (`canBecomeFirstResponder`) and be in the active view hierarchy; the
///   current first responder is asked to resign.
@MainActor
@Suite(.uikitTest) struct HitTestingTests {
    /// The frontmost subview under the point wins; hidden, non-interactive
    /// and nearly transparent views are skipped; a subview sticking out of
    /// its superview is not hit outside the superview [HitTest].
    @Test func hitTestFollowsTheDocumentedRules() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let hidden = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let off = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        let faint = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        let sticking = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 50))
        hidden.isHidden = true
        off.isUserInteractionEnabled = false
        faint.alpha = 0.009
        for view in [back, front, hidden, off, faint, box] { root.addSubview(view) }
        box.addSubview(sticking)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 50), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 150), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 10, y: 210), with: nil) === sticking)
        #expect(root.hitTest(CGPoint(x: 100, y: 210), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 10), with: nil) == nil)
        faint.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === faint)
    }

    /// An overridden `point(inside:with:)` widens what a view takes [HitTest].
    @Test func pointInsideCanBeOverridden() {
        final class Wide: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let wide = Wide(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(wide)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === wide)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
    }

    /// The chain from a subview to the application, through the root
    /// view's controller and the window; a child controller's next is its
    /// view's superview; a presented controller's is its presenter [Chain].
    @Test func responderChainFollowsTheDocumentedRules() {
        let root = Container()
        let child = Content()
        withTestWindow(root: root) { window in
            root.displayContentController(child)
            let leaf = UIView()
            child.view.addSubview(leaf)
            #expect(leaf.next === child.view)
            #expect(child.view.next === child)
            #expect(child.next === root.view)
            #expect(root.view.next === root)
            #expect(root.next === window)
            #expect(window.next === UIApplication.shared)
            #expect(UIApplication.shared.next == nil)

            let presented = Content()
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: false)
            TestClock.settle()
            #expect(presented.next === root)
            root.dismiss(animated: false)
            TestClock.settle()
            expectSound(window)
        }
    }

    /// Only a responder that can become first responder and is in a shown
    /// window becomes it; the old one resigns first [First].
    @Test func firstResponderNeedsAShownWindowAndResignsTheOldOne() {
        final class Field: UIView {
            var log: [String] = []
            var refusesToResign = false
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { !refusesToResign }
            override func resignFirstResponder() -> Bool {
                log.append("resign")
                return super.resignFirstResponder()
            }
        }
        let a = Field()
        let b = Field()
        let plain = UIView()
        #expect(!a.becomeFirstResponder())
        withTestWindow(root: Content()) { window in
            let view = window.rootViewController!.view!
            for field in [a, b, plain] { view.addSubview(field) }
            #expect(!plain.becomeFirstResponder())
            #expect(a.becomeFirstResponder() && a.isFirstResponder)
            #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
            #expect(a.log == ["resign"])
            b.refusesToResign = true
            #expect(!a.becomeFirstResponder() && b.isFirstResponder)
            b.refusesToResign = false
            #expect(b.resignFirstResponder() && !b.isFirstResponder)
            // A first responder that left the window is not asked again.
            #expect(a.becomeFirstResponder())
            a.refusesToResign = true
            a.removeFromSuperview()
            #expect(!a.isFirstResponder)
            #expect(b.becomeFirstResponder() && b.isFirstResponder)
            let hiddenWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let c = Field()
            hiddenWindow.addSubview(c)
            #expect(!c.becomeFirstResponder())
        }
    }
}
