import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Misuse gets a diagnostic and leaves both trees valid.
///
/// Sources: UIKit raises for adding a view to itself ("Can't add self as
/// subview"), for transitioning between controllers without a common parent
/// ("Children view controllers … must have a common parent view controller
/// when calling -[UIViewController transitionFromViewController:…]"), and
/// logs "Unbalanced calls to begin/end appearance transitions for …" for
/// begin/end calls that do not pair up (Stack Overflow 9088465, not
/// re-checked for this comment).
///
/// For the one ordered trace (`beginningTwiceIsUnbalancedAndACancelIsNot`):
/// Douglas Hill, douglashill.co/status/1160211814522740737/ (2019): a child
/// transition is cancelled by calling `beginAppearanceTransition` a second
/// time with the opposite value, then ending it; wangling.me, "The
/// Inconsistent Order of View Transition Events" (2014), a cancelled
/// interactive pop: the new controller gets viewWillAppear, then
/// viewWillDisappear, then viewDidDisappear — the order this test expects.
@MainActor
@Suite(.uikitTest) struct MisuseTests {
    private func expectSound(_ window: UIWindow, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(window.invariantViolations(settled: false).isEmpty, sourceLocation: sourceLocation)
    }

    @Test func addingAControllerAsItsOwnChildOrAncestorsChild() {
        let root = Container()
        let child = Content()
        let grandchild = Content()
        withTestWindow(root: root) { window in
            root.displayContentController(child)
            child.addChild(grandchild)
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                child.addChild(child)
                grandchild.addChild(root)
                grandchild.addChild(child)
            }
            #expect(reports.map(\.kind) == [.misuse, .misuse, .misuse])
            #expect(reports[0].message.contains("cannot be added as a child of itself"))
            #expect(reports[1].message.contains("cycle"))
            #expect(child.parent === root)
            #expect(grandchild.parent === child)
            #expect(root.children.count == 1 && child.children.count == 1 && grandchild.children.isEmpty)
            expectSound(window)
        }
    }

    /// `removeFromParent()` on a controller without a parent: UIKit raises
    /// nothing and logs nothing (Apple's `removeFromParent()` names no
    /// error; issue 9 records the silence seen on a device), so neither do
    /// we. Whether UIKit still calls `didMove(toParent: nil)` is fixed by
    /// no source found; we call nothing.
    @Test func removingAControllerThatHasNoParentSaysNothing() {
        let orphan = Content()
        let trace = recorder((orphan, "Orphan"))
        let (_, reports) = UIApplication.shared.diagnostics.recording { orphan.removeFromParent() }
        #expect(reports.isEmpty)
        // order not fixed by any source found: no didMove(toParent: nil) for a controller without parent.
        #expect(trace.take().isEmpty)
        #expect(orphan.parent == nil)
        #expect(orphan.invariantViolations(settled: true).isEmpty)
    }

    @Test func transitioningBetweenControllersWithoutACommonParent() {
        let left = Container()
        let right = Container()
        let a = Content()
        let b = Content()
        let root = Container()
        withTestWindow(root: root) { window in
            root.displayContentController(left)
            root.displayContentController(right)
            left.displayContentController(a)
            right.displayContentController(b)
            UIApplication.shared.runUntilIdle()
            var completed = false
            let trace = recorder((a, "A"), (b, "B"))
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                left.transition(from: a, to: b, duration: 0.3, options: [], animations: nil) { _ in completed = true }
            }
            TestClock.advance(by: 1)
            #expect(reports.map(\.kind) == [.misuse])
            #expect(reports[0].message.hasPrefix("Children view controllers <Content: 0x"))
            #expect(reports[0].message.contains("must have a common parent view controller"))
            #expect(!completed)
            #expect(trace.take().isEmpty)
            #expect(a.view.superview === left.view && b.view.superview === right.view)
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    @Test func endingAnAppearanceTransitionThatNeverBegan() {
        let controller = Content()
        let trace = recorder((controller, "Controller"))
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            controller.endAppearanceTransition()
        }
        let message = reports.first?.message ?? ""
        #expect(message.hasPrefix("Unbalanced calls to begin/end appearance transitions for <Content: 0x"))
        #expect(message.hasSuffix(">."))
        #expect(reports.map(\.kind) == [.unbalancedAppearanceTransition])
        #expect(trace.take().isEmpty)
        #expect(controller.appearanceState == "disappeared")
    }

    @Test func beginningTwiceIsUnbalancedAndACancelIsNot() {
        let controller = Content()
        let trace = recorder((controller, "Controller"))
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            controller.beginAppearanceTransition(true, animated: true)
            controller.beginAppearanceTransition(true, animated: true) // unbalanced
            controller.beginAppearanceTransition(false, animated: true) // a cancel: fine
            controller.endAppearanceTransition()
            controller.endAppearanceTransition() // unbalanced
        }
        #expect(reports.map(\.kind) == [.unbalancedAppearanceTransition, .unbalancedAppearanceTransition])
        // order not fixed by any source found: that beginAppearanceTransition
        // on a controller whose view is not loaded loads it first (ours).
        #expect(
            trace.take() == [
                "Controller.loadView()",
                "Controller.viewDidLoad()",
                "Controller.viewWillAppear(animated: true)",
                "Controller.viewWillDisappear(animated: true)",
                "Controller.viewDidDisappear(animated: true)",
            ])
        #expect(controller.appearanceState == "disappeared")
    }

    @Test func viewTreeMisuse() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        let stranger = UIView()
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            root.addSubview(root)
            grandchild.addSubview(root)
            root.exchangeSubview(at: 0, withSubviewAt: 3)
            root.insertSubview(stranger, aboveSubview: grandchild)
            root.bringSubviewToFront(grandchild)
            root.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        }
        #expect(reports.map(\.kind) == Array(repeating: UIDiagnostic.Kind.misuse, count: 6))
        #expect(reports[0].message.hasPrefix("Can't add self as subview"))
        #expect(root.subviews.count == 1 && child.subviews.count == 1 && grandchild.subviews.isEmpty)
        #expect(stranger.superview == nil)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(root.invariantViolations().isEmpty)
    }

    @Test func aKindCanBeSilencedAndCounted() {
        let diagnostics = UIApplication.shared.diagnostics
        let before = diagnostics.counts[.misuse, default: 0]
        var seen: [UIDiagnostic] = []
        let token = diagnostics.addObserver { seen.append($0) }
        diagnostics.silencedKinds.insert(.misuse)
        let lone = Content()
        lone.addChild(lone)
        diagnostics.silencedKinds.remove(.misuse)
        diagnostics.removeObserver(token)
        #expect(diagnostics.counts[.misuse, default: 0] == before + 1)
        #expect(seen.map(\.kind) == [.misuse])
    }
}
