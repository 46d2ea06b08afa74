import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`: whole traces.
///
/// Source: Apple, `UIContentContainer.systemLayoutFittingSizeDidChange(forChildContentContainer:)`
/// ("called when a view controller that doesn't use Auto Layout has a child
/// view controller that uses Auto Layout and the child view controller is
/// resized", in terms of the child's `systemLayoutSizeFitting(_:)`). No
/// source found fixes the moment; OpenUIKit's choice (documented in
/// `UIViewController+FittingSize.swift`): in the turn after a constraint
/// change in the child's view, before layout, when the child's root view —
/// placed by its frame — fits a new `layoutFittingCompressedSize`.
@MainActor
@Suite(.uikitTest) struct FittingSizeTests {
    /// A child whose view fits a bar of adjustable height: the view is at
    /// least as large as the bar, so its compressed fitting size is the bar's.
    final class Sized: UIViewController {
        lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 20)
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor),
                bar.topAnchor.constraint(equalTo: view.topAnchor),
                bar.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
                bar.widthAnchor.constraint(equalToConstant: 100),
                barHeight,
            ])
        }
    }

    @Test func aParentThatPlacesItsChildByFrameHearsOfANewFittingSize() {
        let container = Container()
        let child = Sized()
        withTestWindow(root: container) { _ in
            container.displayContentController(child)
            TestClock.runUntilIdle()
            let trace = recorder((container, "Container"), (child, "Child"))
            child.barHeight.constant = 40
            TestClock.runUntilIdle()
            #expect(
                trace.take() == [
                    "Container.systemLayoutFittingSizeDidChange(forChildContentContainer: Child)",
                    "Child.viewWillLayoutSubviews()",
                    "Child.viewDidLayoutSubviews()",
                ])
            #expect(child.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 40))
            // A change that leaves the fitting size as it was says nothing:
            // a new constraint the bar already satisfies. (This test lowered
            // the installed required height's priority before, which UIKit
            // refuses: "Mutating a priority from required to not on an
            // installed constraint (or vice-versa) is not supported"; the
            // refusal was only logged until unexpected reports failed tests.)
            child.bar.heightAnchor.constraint(lessThanOrEqualToConstant: 100).isActive = true
            TestClock.runUntilIdle()
            #expect(!trace.take().contains { $0.contains("systemLayoutFittingSizeDidChange") })
        }
    }

    @Test func aParentThatConstrainsItsChildHearsNothing() {
        let parent = UIViewController()
        let child = Sized()
        withTestWindow(root: parent) { _ in
            parent.addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            parent.view.addSubview(child.view)
            NSLayoutConstraint.activate([
                child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
                child.view.topAnchor.constraint(equalTo: parent.view.topAnchor),
                child.view.widthAnchor.constraint(equalToConstant: 200),
                child.view.heightAnchor.constraint(equalToConstant: 300),
            ])
            child.didMove(toParent: parent)
            TestClock.runUntilIdle()
            let trace = recorder((parent, "Parent"), (child, "Child"))
            child.barHeight.constant = 40
            TestClock.runUntilIdle()
            // Only the bar inside the child's view moved.
            #expect(
                trace.take() == [
                    "Child.viewWillLayoutSubviews()",
                    "Child.viewDidLayoutSubviews()",
                ])
            #expect(child.bar.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        }
    }
}
