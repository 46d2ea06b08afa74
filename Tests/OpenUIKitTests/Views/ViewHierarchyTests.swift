import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The view tree's API and callbacks.
///
/// Sources for the order of callbacks:
/// - A Jianshu post copied at 39.103.169.235/p/681053cc48fd (NSLog output,
///   2019): removing a view from a view in a window gives
///   willMoveToSuperview, willMoveToWindow, didMoveToWindow,
///   didMoveToSuperview.
/// - Apple's UIView documentation: `willRemoveSubview(_:)` is sent before
///   the subview is removed, `didAddSubview(_:)` after it was added.
/// - WWDC 2015 session 219, "Mysteries of Auto Layout, Part 2" (notes in
///   github.com/HARlBO/WWDC, WWDC2015/Mysteries-of-Auto-Layout-Part-2.md):
///   the layout pass traverses the view hierarchy top-down.
///
/// Adding is NOT fixed by those sources, and one contradicts our order: the
/// same 681053cc48fd post lists the display order willMoveToSuperview,
/// didMoveToSuperview, willMoveToWindow, didMoveToWindow, and a CSDN post
/// copied at blog.youkuaiyun.com/linweicanpc2/article/details/49367333 says
/// that adding to a superview already on screen calls didMoveToSuperview
/// first and didMoveToWindow after it. This test expects the window
/// callbacks inside the superview pair (the old "adding mirrors it").
@MainActor
@Suite(.uikitTest) struct ViewHierarchyTests {
    final class Logged: UIView {
        var log: [String]
        let name: String
        init(_ name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        weak var shared: Logged?
        private func note(_ line: String) { (shared ?? self).log.append("\(name).\(line)") }
        override func willMove(toSuperview newSuperview: UIView?) {
            note("willMove(toSuperview: \(newSuperview.map { ($0 as? Logged)?.name ?? "window" } ?? "nil"))")
        }
        override func didMoveToSuperview() { note("didMoveToSuperview()") }
        override func willMove(toWindow newWindow: UIWindow?) { note("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { note("didMoveToWindow()") }
        override func didAddSubview(_ subview: UIView) { note("didAddSubview(\((subview as? Logged)?.name ?? "?"))") }
        override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview(\((subview as? Logged)?.name ?? "?"))") }
        override func layoutSubviews() { note("layoutSubviews()") }
    }

    @Test func callbacksWhenAddingAndRemovingInAWindow() {
        withTestWindow { window in
            let hub = Logged("hub")
            let parent = Logged("parent")
            parent.shared = hub
            let child = Logged("child")
            child.shared = hub
            let leaf = Logged("leaf")
            leaf.shared = hub
            child.addSubview(leaf)
            hub.log.removeAll()
            window.addSubview(parent)
            hub.log.removeAll()
            parent.addSubview(child)
            // order not fixed by any source found, and contradicted (see
            // above): ours has willMove(toWindow:)/didMoveToWindow, the
            // subtree's included, between willMove(toSuperview:) and
            // didMoveToSuperview; the sources put didMoveToSuperview first.
            #expect(
                hub.log == [
                    "child.willMove(toSuperview: parent)",
                    "child.willMove(toWindow: window)",
                    "leaf.willMove(toWindow: window)",
                    "child.didMoveToWindow()",
                    "leaf.didMoveToWindow()",
                    "child.didMoveToSuperview()",
                    "parent.didAddSubview(child)",
                ])
            hub.log.removeAll()
            TestClock.runUntilIdle()
            // The leaf has never been laid out either (adding it marked it).
            #expect(hub.log == ["parent.layoutSubviews()", "child.layoutSubviews()", "leaf.layoutSubviews()"])
            hub.log.removeAll()
            child.removeFromSuperview()
            // 681053cc48fd for the child's four callbacks, Apple for
            // willRemoveSubview first. order not fixed by any source found:
            // where the leaf's window callbacks fall (ours: right after the
            // child's of the same name).
            #expect(
                hub.log == [
                    "parent.willRemoveSubview(child)",
                    "child.willMove(toSuperview: nil)",
                    "child.willMove(toWindow: nil)",
                    "leaf.willMove(toWindow: nil)",
                    "child.didMoveToWindow()",
                    "leaf.didMoveToWindow()",
                    "child.didMoveToSuperview()",
                ])
            #expect(child.window == nil && leaf.window == nil)
        }
    }

    @Test func movingBetweenSuperviewsInTheSameWindowKeepsTheWindow() {
        withTestWindow { window in
            let hub = Logged("hub")
            let a = Logged("a")
            let b = Logged("b")
            let moving = Logged("moving")
            for view in [a, b, moving] { view.shared = hub }
            window.addSubview(a)
            window.addSubview(b)
            a.addSubview(moving)
            hub.log.removeAll()
            b.addSubview(moving)
            // Apple for willRemoveSubview first and didAddSubview last.
            // order not fixed by any source found: that a move within one
            // window gives no window callbacks (ours).
            #expect(
                hub.log == [
                    "a.willRemoveSubview(moving)",
                    "moving.willMove(toSuperview: b)",
                    "moving.didMoveToSuperview()",
                    "b.didAddSubview(moving)",
                ])
            #expect(a.subviews.isEmpty && b.subviews == [moving])
        }
    }

    @Test func orderingSubviews() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let d = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0) // c a b
        root.insertSubview(d, aboveSubview: c) // c d a b
        #expect(root.subviews == [c, d, a, b])
        root.bringSubviewToFront(c) // d a b c
        root.sendSubviewToBack(b) // b d a c
        #expect(root.subviews == [b, d, a, c])
        root.exchangeSubview(at: 0, withSubviewAt: 3) // c d a b
        #expect(root.subviews == [c, d, a, b])
        root.insertSubview(b, belowSubview: d) // c b d a
        #expect(root.subviews == [c, b, d, a])
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            root.addSubview(c) // re-adding moves to front: b d a c
        }
        #expect(reports.isEmpty)
        #expect(root.subviews == [b, d, a, c])
        #expect(root.invariantViolations().isEmpty)
    }

    @Test func descendantsAndTags() {
        let root = UIView()
        let mid = UIView()
        let leaf = UIView()
        let other = UIView()
        root.addSubview(mid)
        mid.addSubview(leaf)
        leaf.tag = 7
        mid.tag = 3
        #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf) && !other.isDescendant(of: root))
        #expect(root.viewWithTag(7) === leaf && root.viewWithTag(3) === mid && root.viewWithTag(9) == nil)
    }

    @Test func geometryAndConversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 80))
        root.addSubview(box)
        #expect(box.center == CGPoint(x: 100, y: 80))
        #expect(box.bounds == CGRect(x: 0, y: 0, width: 100, height: 80))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.addSubview(inner)
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 50))
        #expect(root.convert(CGPoint(x: 60, y: 50), to: inner) == .zero)
        box.bounds.origin = CGPoint(x: 10, y: 0) // scrolls the contents
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        box.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 160))
        #expect(box.center == CGPoint(x: 100, y: 80))
        let corner = box.convert(CGPoint(x: 10, y: 0), to: root)
        #expect(corner == CGPoint(x: 0, y: 0))
        #expect(
            inner.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root)
                == CGRect(x: 0, y: 20, width: 40, height: 40))
        #expect(box.convert(box.convert(CGPoint(x: 3, y: 4), to: root), from: root) == CGPoint(x: 3, y: 4))
    }

    @Test func affineTransformAlgebra() {
        let t = CGAffineTransform(translationX: 5, y: -3).scaledBy(x: 2, y: 3).rotated(by: .pi / 2)
        let p = CGPoint(x: 1.5, y: -2)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(
            CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 1, y: 1))
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 1))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: root.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centered = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 10))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        for view in [fill, pinnedRight, centered, fixed] { root.addSubview(view) }
        root.frame.size = CGSize(width: 300, height: 150)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
        #expect(centered.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
        root.autoresizesSubviews = false
        root.frame.size = CGSize(width: 100, height: 100)
        #expect(fill.frame.size == CGSize(width: 300, height: 150))
    }

    @Test func recursiveDescriptionIsDeterministic() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100.5, height: 50))
        child.tag = 4
        child.backgroundColor = .red
        child.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(child)
        #expect(
            root.recursiveDescription() == """
                <UIView; frame = (0 0; 320 480)>
                   | <UIView; frame = (10 20; 100.5 50); autoresize = W+BM; tag = 4; backgroundColor = #FF0000>
                """)
    }
}
