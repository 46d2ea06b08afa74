import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The constraints, the solver and the frames agree after every change,
/// including changes the solver refuses.
///
/// Sources that fixed the expectations:
/// - Apple, Auto Layout Guide, "Unsatisfiable Layouts"
///   (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ConflictingLayouts.html):
///   at run time Auto Layout identifies the conflicting constraints, breaks
///   one of them, lays out, and logs "Unable to simultaneously satisfy
///   constraints." followed by "Will attempt to recover by breaking constraint".
/// - Apple, `NSLayoutConstraint.constant`: the one property that may change
///   after creation; UIKit does not refuse a conflicting value, it keeps it
///   and breaks a constraint (so the model reads the new constant).
/// - UIKit's exception for a non-finite constant, as crash logs quote it
///   (github.com/huri000/SwiftEntryKit/issues/228,
///   github.com/wistia/WistiaKit/issues/39): "NSLayoutConstraint constant is
///   not finite!  That's illegal.  constant:nan firstAnchor:… secondAnchor:…",
///   raised by `-[NSLayoutConstraint setConstant:]`, so the old constant stays.
/// - Apple, `NSLayoutDimension.constraint(equalTo:multiplier:)` ("first
///   attribute = m × second attribute", for any two dimension anchors) and
///   the Auto Layout Guide, "Visual Format Language" (a fixed aspect ratio,
///   `imageView.width = 2 * imageView.height`, is a useful constraint the
///   format cannot express): a height may follow its own view's width.
@MainActor
@Suite(.uikitTest) struct SolverAgreementTests {
    /// A 400 × 400 root with one view pinned at its top-left corner.
    func makeTree() -> (root: UIView, view: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, view)
    }

    @Test func aConflictingConstantIsKeptAndItsConstraintBroken() {
        let (root, view) = makeTree()
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        NSLayoutConstraint.activate([width, cap, view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))

        let (_, reports) = UIApplication.shared.diagnostics.recording {
            width.constant = 200
            root.layoutIfNeeded()
        }
        #expect(reports.map(\.kind) == [.unsatisfiableConstraints])
        #expect(reports.first?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(reports.first?.message.contains("Will attempt to recover by breaking constraint\n\(width)") == true)
        #expect(width.constant == 200)
        #expect(width._solverConstant == 200)
        #expect(width._isBrokenInEngine)
        // Broken, it still pulls as far as the cap allows.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 150, height: 10))
        #expect(root.invariantViolations() == [])

        // Later changes go to the broken constraint, which keeps agreeing.
        width.constant = 120
        root.layoutIfNeeded()
        #expect(width._solverConstant == 120)
        #expect(view.frame.width == 120)
        #expect(root.invariantViolations() == [])
    }

    @Test func aConstraintAgainstATranslatedFrameIsTheOneBroken() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            width.isActive = true
            root.layoutIfNeeded()
        }
        // The mask's width and the program's width cannot both hold: the
        // report lists the mask's constraints and breaks the newcomer.
        #expect(reports.map(\.kind) == [.unsatisfiableConstraints])
        #expect(reports.first?.message.contains("h=--& v=--&") == true)
        #expect(width._isBrokenInEngine)
        #expect(width._solverConstant == 50)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
        #expect(root.invariantViolations() == [])
    }

    @Test func aTranslatedFrameAgainstAConstraintIsBrokenAndStaysInTheSolver() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            width,
            view.heightAnchor.constraint(equalToConstant: 20),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // The mask now takes the frame the constraints gave (no conflict) …
        let (_, quiet) = UIApplication.shared.diagnostics.recording {
            view.translatesAutoresizingMaskIntoConstraints = true
            root.layoutIfNeeded()
        }
        #expect(quiet == [])
        // … and a frame that contradicts them is the translated constraint broken.
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            view.frame = CGRect(x: 10, y: 10, width: 70, height: 20)
            root.layoutIfNeeded()
        }
        // The frame setter moves the center, then sizes the bounds: the
        // passing center contradicts the leading constraint, the size the width.
        #expect(reports.map(\.kind) == [.unsatisfiableConstraints, .unsatisfiableConstraints])
        #expect(
            reports.first?.message.contains("Will attempt to recover by breaking constraint\n<OpenUIKit engine constraint placing UIView:")
                == true)
        #expect(!width._isBrokenInEngine)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(root.invariantViolations() == [])

        // Another frame reaches the broken translated constraint in the solver.
        view.frame = CGRect(x: 10, y: 10, width: 80, height: 20)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(root.invariantViolations() == [])

        // Without the program's constraints the frame is the view's own again.
        NSLayoutConstraint.deactivate(view.constraints + root.constraints)
        view.frame = CGRect(x: 30, y: 10, width: 90, height: 20)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 10, width: 90, height: 20))
        #expect(root.invariantViolations() == [])
    }

    @Test func aNonFiniteConstantIsRefusedAndTheOldOneKept() {
        let (root, view) = makeTree()
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                width.constant = bad
                root.layoutIfNeeded()
            }
            #expect(reports.map(\.kind) == [.misuse], "\(bad)")
            #expect(
                reports.first?.message.hasPrefix(
                    "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(bad) firstAnchor:<NSLayoutDimension") == true)
            #expect(reports.first?.message.contains("secondAnchor:(null)") == true)
            #expect(width.constant == 100)
            #expect(width._solverConstant == 100)
            #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
            #expect(root.invariantViolations() == [])
        }
    }

    /// A constant past UIKit's limit is replaced by the limit, at creation
    /// and when set, and reported in UIKit's words; the model and the solver
    /// hold the limit. Source: UIKit's `-[NSLayoutConstraint
    /// _setSymbolicConstant:constant:symbolicConstantMultiplier:]` (as
    /// decompiled and published) substitutes `+_constraintConstantLimit`
    /// (2777777) and calls `_NSLayoutConstraintNumberExceedsLimit()`, whose
    /// log line is quoted in many published console logs ("This
    /// NSLayoutConstraint is being configured with a constant that exceeds
    /// internal limits.  A smaller value will be substituted …").
    @Test func aConstantPastUIKitsLimitIsReplacedByTheLimit() {
        let (root, view) = makeTree()
        let (width, creation) = UIApplication.shared.diagnostics.recording {
            view.widthAnchor.constraint(equalToConstant: 1e308)
        }
        #expect(creation.map(\.kind) == [.misuse])
        #expect(
            creation.first?.message.hasPrefix(
                "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A smaller value will be substituted, but this problem should be fixed. Break on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug."
            ) == true)
        #expect(width.constant == 2_777_777)
        NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(view.frame.width == 2_777_777)
        for (bad, limited) in [(CGFloat(2e30), CGFloat(2_777_777)), (-1e10, -2_777_777), (2_777_777.5, 2_777_777)] {
            let (_, reports) = UIApplication.shared.diagnostics.recording { width.constant = bad }
            #expect(reports.map(\.kind) == [.misuse], "\(bad)")
            #expect(width.constant == limited, "\(bad)")
            #expect(width._solverConstant == limited, "\(bad)")
            width.constant = 40
        }
        // The limit itself and anything below it stay as written.
        let (_, quiet) = UIApplication.shared.diagnostics.recording {
            width.constant = 2_777_777
            width.constant = -2_777_776.5
        }
        #expect(quiet.isEmpty)
        #expect(root.invariantViolations() == [])
    }

    /// A translated frame as large as the solver takes, then a small one
    /// again: changed in place, 1e20 + 40 − 1e20 would round to 0; the engine
    /// starts from a fresh solver instead, and the frames are exact.
    @Test func aHugeFrameAndBackLeavesExactFrames() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 40.5, height: 10))
        root.addSubview(framed)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        framed.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: framed.leadingAnchor), inner.trailingAnchor.constraint(equalTo: framed.trailingAnchor),
            inner.topAnchor.constraint(equalTo: framed.topAnchor), inner.bottomAnchor.constraint(equalTo: framed.bottomAnchor),
        ])
        root.layoutIfNeeded()
        framed.frame.size.width = 1e20
        root.layoutIfNeeded()
        #expect(inner.frame.width == 1e20)
        framed.frame.size.width = 40.5
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 40.5, height: 10))
        #expect(root.invariantViolations() == [])
    }

    /// Taking most of a tree away refills the solver from what remains
    /// (`_LayoutEngine.rebuild()`): constants changed in place since their
    /// constraints were made, the program's and a translated frame's, stay.
    @Test func constantsChangedInPlaceSurviveARebuild() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        // A view whose first tree (with its engine) was deallocated before
        // it laid out there.
        let (_, kept) = makeTree()
        root.addSubview(kept)
        let width = kept.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            kept.leadingAnchor.constraint(equalTo: root.leadingAnchor), kept.topAnchor.constraint(equalTo: root.topAnchor),
            width, kept.heightAnchor.constraint(equalToConstant: 10),
        ])
        let framed = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        root.addSubview(framed)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor), follower.topAnchor.constraint(equalTo: root.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 1), follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        // A crowd of constrained views, more than the rest together.
        let crowd = UIView(frame: root.bounds)
        root.addSubview(crowd)
        for _ in 0..<40 { _ = makePinned(in: crowd) }
        root.layoutIfNeeded()
        width.constant = 77
        framed.frame = CGRect(x: 5, y: 5, width: 30, height: 20)
        root.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 0, y: 0, width: 77, height: 10))
        #expect(follower.frame == CGRect(x: 35, y: 0, width: 1, height: 1))
        crowd.removeFromSuperview()
        width.constant = 78
        root.layoutIfNeeded()
        #expect(kept.frame == CGRect(x: 0, y: 0, width: 78, height: 10))
        #expect(follower.frame == CGRect(x: 35, y: 0, width: 1, height: 1))
        #expect(root.invariantViolations() == [])
    }

    func makePinned(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            view.widthAnchor.constraint(equalToConstant: 3),
        ])
        return view
    }

    @Test func aHeightCanFollowItsOwnWidth() {
        let (root, view) = makeTree()
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 200),
                view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
        }
        #expect(reports == [])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(root.invariantViolations() == [])
    }

    @Test func aWidthCanFollowItsOwnHeight() {
        let (root, view) = makeTree()
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.activate([
                view.heightAnchor.constraint(equalToConstant: 60),
                view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
        }
        #expect(reports == [])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 60))
        #expect(root.invariantViolations() == [])
    }

    @Test func aLocationSetToAConstantOrByAZeroMultiplierIsRefused() {
        let (root, view) = makeTree()
        let other = UIView()
        root.addSubview(other)
        let zero = view.centerXAnchor.constraint(equalTo: other.centerXAnchor)
        let refused = NSLayoutConstraint(
            item: view, attribute: .centerX, relatedBy: .equal, toItem: other,
            attribute: .centerX, multiplier: 0, constant: 10)
        let (_, reports) = UIApplication.shared.diagnostics.recording { refused.isActive = true }
        #expect(
            reports.map(\.message) == [
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            ])
        #expect(!refused.isActive)
        zero.isActive = true
        #expect(zero.isActive)
        #expect(root.invariantViolations() == [])
    }

    /// Seven required widths that contradict each other (all but one broken
    /// at priority 999, weights near 1e9), activated and then deactivated:
    /// the objective's coefficients cancel back to zero, and the solver is
    /// optimal again (found by the visual format fuzzer: the cancellation
    /// left -2.4e-7, past the absolute tolerance, which no row bounded).
    @Test func conflictingRequiredWidthsComeAndGoAndTheSolverStaysOptimal() {
        let (root, view) = makeTree()
        let widths: [NSLayoutConstraint] = [
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: -5),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            view.widthAnchor.constraint(equalToConstant: 21),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            view.widthAnchor.constraint(equalToConstant: 16),
            view.widthAnchor.constraint(equalToConstant: 0),
            view.widthAnchor.constraint(equalToConstant: 0.5),
        ]
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.activate(widths)
            root.layoutIfNeeded()
        }
        #expect(reports.allSatisfy { $0.kind == .unsatisfiableConstraints })
        #expect(root.invariantViolations() == [])
        NSLayoutConstraint.deactivate(widths)
        root.layoutIfNeeded()
        #expect(root.invariantViolations() == [])
    }
}
