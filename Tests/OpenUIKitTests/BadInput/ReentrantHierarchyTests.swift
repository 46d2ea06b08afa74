import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Callbacks that move the view being moved (re-entrant misuse).
@MainActor
@Suite(.uikitTest) struct ReentrantHierarchyTests {
    /// A view whose move callbacks run `action` once, the first time `when` is hit.
    final class Meddler: UIView {
        var when = ""
        var action: (() -> Void)?
        func hit(_ point: String) {
            guard point == when, let action else { return }
            self.action = nil
            action()
        }
        override func willMove(toSuperview newSuperview: UIView?) {
            hit(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
        }
        override func willMove(toWindow newWindow: UIWindow?) { hit(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)") }
        override func didMoveToWindow() { hit("didMoveToWindow()") }
        override func didMoveToSuperview() { hit("didMoveToSuperview()") }
    }

    @Test func moveCallbacksThatMoveTheViewAgain() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let points = [
                        "willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToWindow()", "didMoveToSuperview()",
                        "willMove(toSuperview: nil)", "willMove(toWindow: nil)",
                    ]
                    let actions = ["remove", "move elsewhere", "add to the target", "add the target under it", "add to a hidden window"]
                    for point in points {
                        for action in actions {
                            withTestWindow(root: Container()) { window in
                                let root = window.rootViewController as! Container
                                let child = Content()
                                let meddler = Meddler(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                                let target = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                                let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                                let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                                root.view.addSubview(target)
                                root.view.addSubview(elsewhere)
                                root.addChild(child)
                                meddler.addSubview(child.view)
                                child.didMove(toParent: root)
                                meddler.when = point
                                meddler.action = {
                                    switch action {
                                    case "remove": meddler.removeFromSuperview()
                                    case "move elsewhere": elsewhere.addSubview(meddler)
                                    case "add to the target": target.addSubview(meddler)
                                    case "add the target under it": meddler.addSubview(target)
                                    default: hidden.addSubview(meddler)
                                    }
                                }
                                probe("\(action) from \(point), while adding")
                                target.addSubview(meddler)
                                TestClock.settle(limit: 1)
                                requireSound(window, "\(action) from \(point), while adding")
                                probe("\(action) from \(point), while removing")
                                meddler.when = point
                                meddler.action = {
                                    switch action {
                                    case "remove": meddler.removeFromSuperview()
                                    case "move elsewhere": elsewhere.addSubview(meddler)
                                    case "add to the target": target.addSubview(meddler)
                                    case "add the target under it": if target.superview != nil { meddler.addSubview(target) }
                                    default: hidden.addSubview(meddler)
                                    }
                                }
                                meddler.removeFromSuperview()
                                TestClock.settle(limit: 1)
                                requireSound(window, "\(action) from \(point), while removing")
                                if let superview = meddler.superview { requireSound(superview.window ?? superview, "where it went") }
                            }
                        }
                    }
                }
            })
    }
}
