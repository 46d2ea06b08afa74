import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Constraints, anchors and the engine, with exact frames.
///
/// Sources: Apple, "Auto Layout Guide" (anatomy of a constraint: `item1.attr1
/// = multiplier × item2.attr2 + constant`; intrinsic content size with
/// hugging at 250 and compression resistance at 750 by default; leading and
/// trailing follow the layout direction); Apple, `NSLayoutConstraint.priority`
/// (changing between required and optional on an installed constraint is not
/// supported); UIKit's console logs for "Unable to simultaneously satisfy
/// constraints." and for anchors without a common ancestor.
@MainActor
@Suite(.uikitTest) struct AutoLayoutTests {
    final class Sized: UIView {
        var size = CGSize(width: 100, height: 20) { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { size }
    }

    private func makeRoot(_ window: UIWindow) -> UIView {
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        return root
    }

    @Test func pinningToTheSuperview() {
        withTestWindow(size: CGSize(width: 400, height: 800)) { window in
            let root = makeRoot(window)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
            ])
            #expect(box.frame == .zero) // nothing moves until the end of the turn
            TestClock.runUntilIdle()
            #expect(box.frame == CGRect(x: 20, y: 40, width: 360, height: 200))
            #expect(root.constraints.count == 4)
        }
    }

    @Test func aConstantChangeAndAnActivationToggle() {
        withTestWindow(size: CGSize(width: 400, height: 800)) { window in
            let root = makeRoot(window)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            let compact = [box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)]
            let centered = [box.centerXAnchor.constraint(equalTo: root.centerXAnchor)]
            NSLayoutConstraint.activate(
                [width, box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 50)] + compact)
            TestClock.runUntilIdle()
            #expect(box.frame == CGRect(x: 10, y: 0, width: 100, height: 50))
            width.constant = 150
            TestClock.runUntilIdle()
            #expect(box.frame == CGRect(x: 10, y: 0, width: 150, height: 50))
            NSLayoutConstraint.deactivate(compact)
            NSLayoutConstraint.activate(centered)
            TestClock.runUntilIdle()
            #expect(box.frame == CGRect(x: 125, y: 0, width: 150, height: 50))
            #expect(!compact[0].isActive && centered[0].isActive)
        }
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        // Right-to-left: leading is the right edge, and constants run from
        // leading to trailing, so +10 is an inset from the right.
        root.semanticContentAttribute = .forceRightToLeft
        box.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
    }

    @Test func rightToLeftMirrorsTheWholeConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        for view in [root, box] { view.semanticContentAttribute = .forceRightToLeft }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.centerXAnchor, constant: 10), // leading edge 10 past the center
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 90, y: 0, width: 50, height: 10))
    }

    @Test func aPendingConstraintUpdateSurvivesAMoveIntoATree() {
        final class Counting: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = Counting()
        view.setNeedsUpdateConstraints()
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(!view.needsUpdateConstraints())
    }

    @Test func huggingAndCompressionDecidedByPriority() {
        withTestWindow(size: CGSize(width: 300, height: 100)) { window in
            let root = makeRoot(window)
            let label = Sized()
            let field = Sized()
            label.size = CGSize(width: 120, height: 20)
            field.size = CGSize(width: 120, height: 20)
            for view in [label, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            // The label hugs harder; the field stretches to fill 300 points.
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                field.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            TestClock.runUntilIdle()
            #expect(label.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
            #expect(field.frame == CGRect(x: 120, y: 0, width: 180, height: 20))

            // Too little room: the lower compression resistance gives way.
            label.size = CGSize(width: 200, height: 20)
            field.size = CGSize(width: 200, height: 20)
            field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            TestClock.runUntilIdle()
            #expect(label.frame.width == 200)
            #expect(field.frame == CGRect(x: 200, y: 0, width: 100, height: 20))
        }
    }

    @Test func autoresizingMasksBecomeConstraints() {
        withTestWindow(size: CGSize(width: 400, height: 400)) { window in
            let root = makeRoot(window)
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            panel.autoresizingMask = [.flexibleWidth]
            root.addSubview(panel)
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -8),
                badge.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 8),
                badge.widthAnchor.constraint(equalToConstant: 30),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
            TestClock.runUntilIdle()
            #expect(badge.frame == CGRect(x: 362, y: 108, width: 30, height: 30))
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
            TestClock.runUntilIdle()
            #expect(panel.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
            #expect(badge.frame == CGRect(x: 262, y: 108, width: 30, height: 30))
            panel.frame.size.height = 150 // a frame set by hand moves what hangs on it
            TestClock.runUntilIdle()
            #expect(badge.frame.minY == 158)
        }
    }

    @Test func layoutMarginsGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 10, width: 140, height: 160))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 140, height: 160))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test func unsatisfiableConstraintsAreLoggedAndLayoutGoesOn() {
        withTestWindow(size: CGSize(width: 400, height: 400)) { window in
            let root = makeRoot(window)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let first = box.widthAnchor.constraint(equalToConstant: 100)
            let second = box.widthAnchor.constraint(equalToConstant: 200)
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                NSLayoutConstraint.activate([
                    first, box.heightAnchor.constraint(equalToConstant: 10),
                    box.leftAnchor.constraint(equalTo: root.leftAnchor),
                    box.topAnchor.constraint(equalTo: root.topAnchor), second,
                ])
                TestClock.runUntilIdle()
            }
            #expect(reports.map(\.kind) == [.unsatisfiableConstraints])
            let message = reports.first?.message ?? ""
            #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
            #expect(
                message.contains("Will attempt to recover by breaking constraint \n\(second)")
                    || message.contains("Will attempt to recover by breaking constraint\n\(second)"))
            #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
            #expect(second.isActive)
        }
    }

    /// The classic mistake: constraints on a view that still translates its
    /// autoresizing mask. UIKit's report lists the mask's
    /// `NSAutoresizingMaskLayoutConstraint`s with their `h=--& v=--&`
    /// notation (Apple, "Auto Layout Guide: Debugging Auto Layout",
    /// "Unsatisfiable Layouts").
    @Test func aConflictWithATranslatedMaskListsTheMasksConstraints() {
        withTestWindow(size: CGSize(width: 400, height: 400)) { window in
            let root = makeRoot(window)
            let box = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
            root.addSubview(box)
            let wider = box.widthAnchor.constraint(equalToConstant: 200)
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                wider.isActive = true
                TestClock.runUntilIdle()
            }
            #expect(reports.map(\.kind) == [.unsatisfiableConstraints])
            let message = reports.first?.message ?? ""
            #expect(message.contains("h=--& v=--& UIView:0x"))
            #expect(message.contains(".width == 100   (active)>"))
            #expect(message.contains(".minX == 20   (active, names: '|':UIView:0x"))
            #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        }
    }

    /// Source: Apple, `requiresConstraintBasedLayout` ("custom views should
    /// override this to return true if they cannot layout correctly using
    /// autoresizing"; its header comment, quoted at
    /// blog.csdn.net/qq_20483245/article/details/51087045: "constraint-based
    /// layout engages lazily when someone tries to use it … If you do all of
    /// your constraint set up in -updateConstraints, you might never even
    /// receive updateConstraints if no one makes a constraint"). So the badge
    /// must say so to be asked; once its constraints engage Auto Layout in
    /// the window, every view there gets its first `updateConstraints()`,
    /// the plain one included (it used to expect none).
    @Test func aConstraintBasedViewGetsUpdateConstraintsWhenItJoinsAWindow() {
        final class Badge: UIView {
            override class var requiresConstraintBasedLayout: Bool { true }
            var made: [NSLayoutConstraint] = []
            override func updateConstraints() {
                if made.isEmpty, let superview {
                    made = [
                        leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 12),
                        topAnchor.constraint(equalTo: superview.topAnchor, constant: 12),
                        widthAnchor.constraint(equalToConstant: 30), heightAnchor.constraint(equalToConstant: 20),
                    ]
                    NSLayoutConstraint.activate(made)
                }
                super.updateConstraints()
            }
        }
        final class Plain: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        withTestWindow(size: CGSize(width: 200, height: 200)) { window in
            let root = makeRoot(window)
            let badge = Badge()
            let plain = Plain()
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(badge)
            root.addSubview(plain)
            #expect(badge.needsUpdateConstraints() && !plain.needsUpdateConstraints())
            TestClock.runUntilIdle()
            #expect(badge.made.count == 4)
            #expect(badge.frame == CGRect(x: 12, y: 12, width: 30, height: 20))
            #expect(plain.updates == 1)
        }
    }

    @Test func constraintsBetweenTreesAreRefused() {
        let a = UIView()
        let b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let (_, reports) = UIApplication.shared.diagnostics.recording { constraint.isActive = true }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(reports.first?.message.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"UIView:0x") == true)
        #expect(
            reports.first?.message.hasSuffix(
                "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            ) == true)
        #expect(!constraint.isActive)
    }

    @Test func priorityChangesBetweenRequiredAndOptionalAreRefused() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let (_, reports) = UIApplication.shared.diagnostics.recording { width.priority = .defaultHigh }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(width.priority == .required)
        width.isActive = false
        width.priority = .defaultHigh // fine while inactive
        width.isActive = true
        width.priority = .defaultLow // optional to optional: fine
        #expect(width.priority == .defaultLow)
    }

    @Test func removingAViewDeactivatesConstraintsThatReachIntoIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let inner = UIView()
        root.addSubview(container)
        container.addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        let crossing = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: container.widthAnchor)
        NSLayoutConstraint.activate([crossing, inside])
        container.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(inside.isActive)
        #expect(container.constraints.count == 1)
        container.frame = CGRect(x: 0, y: 0, width: 77, height: 10)
        inner.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        inner.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        inner.heightAnchor.constraint(equalToConstant: 5).isActive = true
        container.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 77, height: 5))
    }

    @Test func removingMostOfATreeRebuildsTheEngineAndKeepsTheRest() {
        withTestWindow(size: CGSize(width: 400, height: 800)) { window in
            let root = makeRoot(window)
            let keeper = UIView()
            keeper.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(keeper)
            let width = keeper.widthAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([
                width, keeper.heightAnchor.constraint(equalToConstant: 40),
                keeper.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                keeper.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
            let panel = UIView(frame: root.bounds)
            root.addSubview(panel)
            var previous: UIView?
            for _ in 0..<50 { // 200 constraints inside the panel, 2 reaching out of it
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                panel.addSubview(row)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                    row.widthAnchor.constraint(equalTo: panel.widthAnchor),
                    row.heightAnchor.constraint(equalToConstant: 10),
                    row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? panel.topAnchor),
                ])
                previous = row
            }
            let reachingOut = previous!.bottomAnchor.constraint(lessThanOrEqualTo: keeper.topAnchor)
            reachingOut.isActive = true
            TestClock.runUntilIdle()
            #expect(previous!.frame == CGRect(x: 0, y: 490, width: 400, height: 10))
            panel.removeFromSuperview()
            #expect(!reachingOut.isActive)
            #expect(panel.constraints.count == 150) // each height is held by its row
            width.constant = 80
            TestClock.runUntilIdle()
            #expect(keeper.frame == CGRect(x: 320, y: 760, width: 80, height: 40))
            panel.layoutIfNeeded() // the detached panel lays out in an engine of its own
            #expect(previous!.frame == CGRect(x: 0, y: 490, width: 400, height: 10))
        }
    }

    @Test func constraintsMadeInViewDidLoadApplyOnceTheViewIsShown() {
        final class Half: UIViewController {
            let left = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(left)
                left.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    left.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    left.topAnchor.constraint(equalTo: view.topAnchor),
                    left.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    left.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                ])
            }
        }
        let controller = Half()
        withTestWindow(root: controller) { _ in
            #expect(controller.left.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        }
    }

    @Test func constraintDescriptions() {
        let root = UIView()
        let box = UIView()
        root.addSubview(box)
        let constraint = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        constraint.identifier = "half"
        constraint.priority = UILayoutPriority(999)
        #expect(constraint.description.contains("'half' UIView:0x"))
        #expect(constraint.description.hasSuffix(".width * 0.5 - 4 (priority 999) (inactive)>"))
    }
}
