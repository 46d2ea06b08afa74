import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Answers that used to differ from UIKit's, with exact frames.
///
/// Sources that fixed the expectations:
/// - Apple, `UIView.systemLayoutSizeFitting(_:)` ("the size of the view that
///   satisfies the constraints it holds") and `layoutFittingCompressedSize`
///   ("the smallest possible size"); `UIView.layoutMargins` (8 points on each
///   edge by default for a view that is not a controller's root view): a
///   21-point-high content pinned to the margins gives a height of
///   8 + 21 + 8.
/// - Apple, `UIStackView` (`.fill`: when the views do not fill the axis the
///   one with the lowest hugging priority stretches; the first arranged view
///   is at the leading edge) and `UISemanticContentAttribute.forceRightToLeft`
///   (the view is always laid out right to left); subviews do not inherit a
///   view's `semanticContentAttribute` (Apple, `semanticContentAttribute`:
///   it is a property of the view).
/// - Apple, `UIView.autoresizingMask` ("when a view's bounds change, that
///   view automatically resizes its subviews according to each subview's
///   autoresizing mask"): the mask in effect when the bounds change, also
///   one set after the view joined a tree that uses Auto Layout.
/// - Apple, `UIView.safeAreaLayoutGuide` ("the portion of your view that is
///   unobscured"), `UIView.safeAreaInsets` (for a view other than a root
///   view, only the portion of the view that is covered), and
///   `UILayoutGuide.layoutFrame` (the guide's rectangle in its owning view's
///   coordinates): a guide's frame is its owner's bounds less the insets,
///   whether or not a constraint uses it. The test window's own insets (47
///   top, 34 bottom on a 390 × 844 screen) are those the suites use throughout.
@MainActor
@Suite(.uikitTest) struct UIKitAnswersTests {
    final class LabelLike: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 21) }
    }

    func makeCell() -> UIView {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = LabelLike()
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        let margins = cell.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return cell
    }

    @Test func fittingACellGivesTheHeightItsContentNeeds() {
        let cell = makeCell()
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 96, height: 37))
        #expect(
            cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 37))
        // Measuring leaves the cell's own layout as it was.
        cell.layoutIfNeeded()
        #expect(cell.subviews[0].frame == CGRect(x: 8, y: 8, width: 304, height: 28))
        #expect(cell.invariantViolations() == [])
    }

    @Test func fittingACellInAWindowTwice() {
        withTestWindow { window in
            let host = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
            window.addSubview(host)
            let cell = makeCell()
            host.addSubview(cell)
            window.layoutIfNeeded()
            let size = CGSize(width: 320, height: 0)
            let first = cell.systemLayoutSizeFitting(
                size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let second = cell.systemLayoutSizeFitting(
                size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(first == CGSize(width: 320, height: 37))
            #expect(second == first)
            #expect(window.invariantViolations(settled: false) == [])
            host.removeFromSuperview()
        }
    }

    @Test func aRightToLeftStackGivesItsViewsTheirWidths() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = StackTestBox(50, 20)
        let b = StackTestBox(100, 20)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        // Only the stack: its arranged views keep `.unspecified`.
        stack.semanticContentAttribute = .forceRightToLeft
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        root.addSubview(stack)
        let (_, reports) = UIApplication.shared.diagnostics.recording { root.layoutIfNeeded() }
        #expect(reports == [])
        #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 240, height: 20))
        #expect(root.invariantViolations() == [])
    }

    @Test func aConstraintResolvesLeadingInItsHoldersDirection() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.semanticContentAttribute = .forceRightToLeft
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 280, y: 0, width: 100, height: 10))
    }

    final class Child: UIViewController {
        var seen: [CGRect] = []
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            seen = [parent?.view.safeAreaLayoutGuide.layoutFrame ?? .null, view.frame, view.safeAreaLayoutGuide.layoutFrame]
        }
    }

    @Test func aChildInsideItsParentsSafeAreaSeesTheParentsSafeArea() {
        let parent = UIViewController()
        let child = Child()
        withTestWindow(root: parent) { _ in
            parent.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            parent.addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            parent.view.addSubview(child.view)
            let safe = parent.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                child.view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                child.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                child.view.topAnchor.constraint(equalTo: safe.topAnchor),
                child.view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ])
            child.didMove(toParent: parent)
            TestClock.runUntilIdle()
            let parentSafe = CGRect(x: 0, y: 67, width: 390, height: 713)
            #expect(child.seen == [parentSafe, parentSafe, CGRect(x: 0, y: 0, width: 390, height: 713)])
            #expect(child.view.safeAreaInsets == .zero)
            #expect(parent.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 67, width: 358, height: 713))
        }
    }

    /// A mask set on a subview after its superview's tree started using
    /// Auto Layout still resizes it when the superview's bounds change.
    /// (Found in issue 9: a child controller's view, given a flexible mask
    /// after it was added, kept its portrait size through a rotation.)
    @Test func aMaskSetAfterAutoLayoutEngagedStillResizes() {
        withTestWindow(size: CGSize(width: 400, height: 400)) { window in
            let root = UIView(frame: window.bounds)
            window.addSubview(root)
            let pinned = UIView()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
            ])
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            root.addSubview(panel)
            TestClock.runUntilIdle()
            panel.autoresizingMask = [.flexibleWidth]
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
            TestClock.runUntilIdle()
            #expect(panel.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
            #expect(root.invariantViolations().isEmpty)
        }
    }
}
