import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The navigation controller's `interactivePopGestureRecognizer` driven by
/// an edge swipe, finished and cancelled, with whole lifecycle traces.
///
/// Sources (outside this repository), as in `InteractiveNavigationTests`:
/// - [Wangling] wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html
///   (logs from a device): a pop, interactive or not: current
///   will-disappear, new will-appear, current did-disappear, new
///   did-appear. A cancelled interactive pop: current will-disappear, new
///   will-appear, new will-disappear, new did-disappear, current
///   will-appear, current did-appear.
/// - [Plasma] Plasma/BufferedNavigationController issue 5 (2014): after a
///   cancelled interactive pop the delegate's `didShow` is not called.
/// - [Gesture] Apple, `interactivePopGestureRecognizer`: the gesture
///   recognizer responsible for popping the top view controller off the
///   stack; `UIScreenEdgePanGestureRecognizer`.
/// - [Custom] codemia.io, "Changing back button in iOS 7 disables swipe to
///   navigate back"; codegenes.net on `interactivePopGestureRecognizer`: a
///   custom `leftBarButtonItem` turns the edge swipe off; clearing the
///   recognizer's delegate turns it back on.
@MainActor
@Suite(.uikitTest) struct InteractivePopGestureTests {
    /// The recognizer is a left screen-edge pan on the navigation
    /// controller's view [Gesture]; it does not begin with one controller.
    @Test func theRecognizerIsALeftEdgePanOnTheView() {
        let a = titled("A")
        let navigation = UINavigationController(rootViewController: a)
        withTestWindow(root: navigation) { window in
            let recognizer = try! #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
            #expect(recognizer.edges == .left && recognizer.view === navigation.view)
            swipeBack(in: window)
            #expect(navigation.viewControllers == [a])
            expectSound(window)
        }
    }

    /// A left bar button item in place of the back button turns the swipe
    /// off, until the program sets the recognizer's delegate to nil [Custom].
    @Test func aCustomLeftItemTurnsTheSwipeOffUntilTheDelegateIsCleared() {
        let a = titled("A")
        let b = titled("B")
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
        withPushedStack(a, b) { navigation, window in
            swipeBack(in: window)
            #expect(navigation.viewControllers == [a, b])
            navigation.interactivePopGestureRecognizer?.delegate = nil
            swipeBack(in: window)
            #expect(navigation.viewControllers == [a])
            expectSound(window)
        }
    }

    /// An edge swipe past half the width pops: the order of any pop
    /// [Wangling], the delegate's `didShow` after it; the finger drives the
    /// slide while it moves.
    @Test func edgeSwipePastHalfwayFinishesThePop() {
        let a = titled("A")
        let b = titled("B")
        withPushedStack(a, b) { navigation, window in
            let marks = TraceMarks(recorder((navigation, "Nav"), (a, "A"), (b, "B")))
            let log = ShowLog(marks)
            navigation.delegate = log
            var offsets: [CGFloat] = []
            navigation.interactivePopGestureRecognizer?.addHandler { _ in
                offsets.append(b.view.presentationValues.transform.tx)
            }
            window.edgeSwipe(from: .left, distance: 250, duration: 0.25, framesPerSecond: 20)
            #expect(offsets.count == 6 && offsets[1] > 0 && offsets[4] > offsets[1])
            TestClock.settle()
            #expect(
                appearanceLines(marks.take()) == [
                    "B.willMove(toParent: nil)",
                    "B.viewWillDisappear(animated: true)",
                    "A.viewWillAppear(animated: true)",
                    // order not fixed by any source found: willShow after the
                    // will-callbacks, didMove and didShow after the did-callbacks
                    // (as in InteractiveNavigationTests.interactivePopFinished).
                    "delegate.willShow(A, animated: true)",
                    "B.viewDidDisappear(animated: true)",
                    "A.viewDidAppear(animated: true)",
                    "B.didMove(toParent: nil)",
                    "delegate.didShow(A, animated: true)",
                ])
            #expect(navigation.viewControllers == [a])
            #expect(navigation.view.subviews == [a.view, navigation.navigationBar])
            expectSound(window)
            withExtendedLifetime(log) {}
        }
    }

    /// A short, slow edge swipe is cancelled: the revealed controller's
    /// will- and did-disappear, then the top's will- and did-appear
    /// [Wangling]; no `didShow` [Plasma]; the stack is unchanged.
    @Test func shortSlowEdgeSwipeCancelsThePop() {
        let a = titled("A")
        let b = titled("B")
        withPushedStack(a, b) { navigation, window in
            let marks = TraceMarks(recorder((navigation, "Nav"), (a, "A"), (b, "B")))
            let log = ShowLog(marks)
            navigation.delegate = log
            window.edgeSwipe(from: .left, distance: 100, duration: 0.5, framesPerSecond: 30)
            TestClock.settle()
            #expect(
                appearanceLines(marks.take()) == [
                    "B.willMove(toParent: nil)",
                    "B.viewWillDisappear(animated: true)",
                    "A.viewWillAppear(animated: true)",
                    // order not fixed by any source found: willShow's place, as above.
                    "delegate.willShow(A, animated: true)",
                    "A.viewWillDisappear(animated: true)",
                    "A.viewDidDisappear(animated: true)",
                    "B.viewWillAppear(animated: true)",
                    "B.viewDidAppear(animated: true)",
                ])
            #expect(navigation.viewControllers == [a, b])
            #expect(navigation.view.subviews == [b.view, navigation.navigationBar])
            #expect(b.view.transform == .identity)
            expectSound(window)

            // The next swipe pops again.
            swipeBack(in: window)
            #expect(navigation.viewControllers == [a])
            expectSound(window)
            withExtendedLifetime(log) {}
        }
    }
}

/// A long, quick edge swipe from the left, then the clock settled.
@MainActor
private func swipeBack(in window: UIWindow) {
    window.edgeSwipe(from: .left, distance: 300, duration: 0.3)
    TestClock.settle()
}

/// A navigation delegate that marks `willShow` and `didShow` only.
@MainActor
final class ShowLog: UINavigationControllerDelegate {
    let marks: TraceMarks
    init(_ marks: TraceMarks) { self.marks = marks }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        marks.mark("delegate.willShow(\(viewController.title ?? "?"), animated: \(animated))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        marks.mark("delegate.didShow(\(viewController.title ?? "?"), animated: \(animated))")
    }
}
