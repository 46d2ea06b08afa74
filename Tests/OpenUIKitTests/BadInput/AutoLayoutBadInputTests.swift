import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Bad input to every public Auto Layout entry point: each family runs in its
/// own process (a Swift Testing exit test), so that a crash fails that test
/// and not the whole run. The child checks with ``require(_:_:_:)``, which
/// names the input and what was wrong and ends the child with a failure
/// (see `BadInputSupport.swift`); the parent expects `.success`.
///
/// After each input: the diagnostic (UIKit's words where UIKit has them),
/// then soundness — `window.invariantViolations(settled:)` empty (it covers
/// the trees and the layout engine: every installed constraint in the
/// solver with the model's constant, every internal constraint present,
/// finite variables), every frame finite, and the constraint's own state.
///
/// Sources for the words and for what UIKit keeps:
/// - non-finite constant: "NSLayoutConstraint constant is not finite!
///   That's illegal.  constant:nan firstAnchor:… secondAnchor:…", raised by
///   the setter (github.com/huri000/SwiftEntryKit/issues/228,
///   github.com/ephread/Instructions/issues/282), so the old constant stays;
/// - non-finite multiplier: "Multiplier is not finite!  That's illegal.
///   multiplier:nan" (github.com/Appboy/appboy-ios-sdk/issues/106);
/// - non-finite intrinsic size: "Constant is not finite!  That's illegal.
///   constant:nan" from the content-size constraint
///   (github.com/mapbox/mapbox-gl-native/issues/8854);
/// - a location equal to a constant or with multiplier 0: "A multiplier of 0
///   or a nil second item together with a location for the first attribute
///   creates an illegal constraint of a location equal to a constant.
///   Location attributes must be specified in pairs"
///   (github.com/mwaterfall/MWPhotoBrowser/issues/399);
/// - items in different trees: "Unable to activate constraint with anchors …
///   because they have no common ancestor.  Does the constraint or its
///   anchors reference items in different view hierarchies?  That's
///   illegal." (the message OpenUIKit already used, from UIKit);
/// - required ↔ optional on an installed constraint: "Mutating a priority
///   from required to not on an installed constraint (or vice-versa) is not
///   supported.  You passed priority 250 and the existing priority was 1000"
///   (github.com/PureLayout/PureLayout/issues/147);
/// - a conflict: "Unable to simultaneously satisfy constraints." (Apple,
///   Auto Layout Guide, "Unsatisfiable Layouts");
/// - a constant past ±2777777: replaced by that limit with "This
///   NSLayoutConstraint is being configured with a constant that exceeds
///   internal limits.  A smaller value will be substituted …" (UIKit's
///   constant setter, as decompiled and published, and console logs quoting it).
/// Where UIKit has no words (a multiplier beyond the solver's ±1e30, a priority
/// outside 1…1000, a NaN margin or inset, a NaN spacing, a fitting target
/// that is not a length) the message is OpenUIKit's and says what was kept.
///
/// Not diagnosed, because UIKit says nothing either: activating an active
/// constraint and deactivating one never activated (Apple,
/// `NSLayoutConstraint.isActive`: setting it activates or deactivates — the
/// same value again changes nothing), and a constraint of an attribute to
/// itself that the solver can satisfy (`v.width == v.width * 2` makes the
/// width 0); one it cannot (`v.width == v.width + 10`) is a conflict.
@Suite(.uikitTest) struct AutoLayoutBadInputTests {
    @Test func constantsAtCreationAndActivation() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                for bad in badLayoutNumbers where !bad.isFinite {
                    let view = constrainedView(in: root)
                    let constraint = view.widthAnchor.constraint(equalToConstant: bad)
                    let reports = recorded { constraint.isActive = true }
                    require(reports.map(\.kind) == [.misuse], "width constant \(bad)", "\(reports)")
                    require(
                        reports[0].message.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:"),
                        "width constant \(bad)", reports[0].message)
                    require(!constraint.isActive, "width constant \(bad)", "activated")
                    let edge = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: bad)
                    let edgeReports = recorded { edge.isActive = true }
                    require(edgeReports.count == 1 && !edge.isActive, "leading constant \(bad)", "\(edgeReports)")
                    requireSound(window, "constant \(bad) at activation")
                    // The visual format's metrics are constants too.
                    var made: [NSLayoutConstraint] = []
                    let format = recorded {
                        made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(m)-[v]", metrics: ["m": bad], views: ["v": view])
                        NSLayoutConstraint.activate(made)
                    }
                    require(
                        !format.isEmpty && format.allSatisfy { $0.kind == .misuse } && made.allSatisfy { !$0.isActive },
                        "visual format metric \(bad)", "\(format)")
                    requireSound(window, "visual format metric \(bad)")
                    view.removeFromSuperview()
                }
                // A finite constant past UIKit's limit (2777777) is replaced
                // by the limit when the constraint is made, and reported.
                for bad in badLayoutNumbers where bad.isFinite {
                    let view = UIView()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(view)
                    var made: [NSLayoutConstraint] = []
                    let creation = recorded {
                        made = [
                            view.widthAnchor.constraint(equalToConstant: bad),
                            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -bad),
                            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
                        ]
                    }
                    require(
                        creation.count == 2
                            && creation.allSatisfy {
                                $0.kind == .misuse
                                    && $0.message.hasPrefix(
                                        "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.")
                            },
                        "constant \(bad) at creation", "\(creation)")
                    require(
                        made[0].constant == 2_777_777 && made[1].constant == -2_777_777, "constant \(bad)",
                        "kept \(made[0].constant), \(made[1].constant)")
                    let activation = recorded { NSLayoutConstraint.activate(made) }
                    require(activation.isEmpty && made.allSatisfy(\.isActive), "constant \(bad) at activation", "\(activation)")
                    requireSound(window, "constant \(bad) replaced by the limit")
                    require(
                        view.frame == CGRect(x: -2_777_777, y: 0, width: 2_777_777, height: 10), "constant \(bad)", "frame \(view.frame)")
                    // The visual format's metrics are constants too.
                    let format = recorded {
                        NSLayoutConstraint.deactivate(made)
                        made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(m)-[v]", metrics: ["m": bad], views: ["v": view])
                        NSLayoutConstraint.activate(made)
                    }
                    require(
                        format.count == 1
                            && format[0].message.hasPrefix(
                                "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.")
                            && made.allSatisfy(\.isActive),
                        "visual format metric \(bad)", "\(format)")
                    requireSound(window, "visual format metric \(bad)")
                    view.removeFromSuperview()
                }
                close(window)
            }
        }
        explain(result)
    }

    @Test func constantsChangedOnActiveConstraints() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                let view = constrainedView(in: root)
                let width = view.widthAnchor.constraint(equalToConstant: 100)
                let left = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
                NSLayoutConstraint.activate([width, left])
                requireSound(window, "setup")
                for bad in badLayoutNumbers {
                    for constraint in [width, left] {
                        let before = constraint.constant
                        // Not finite: refused, the old constant kept. Finite past
                        // UIKit's limit: replaced by the limit.
                        let expected = bad.isFinite ? 2_777_777 : before
                        let reports = recorded { constraint.constant = bad }
                        require(reports.map(\.kind) == [.misuse], "constant = \(bad) on \(constraint)", "\(reports)")
                        require(constraint.constant == expected, "constant = \(bad)", "model changed to \(constraint.constant)")
                        require(
                            constraint._solverConstant == expected, "constant = \(bad)",
                            "solver holds \(String(describing: constraint._solverConstant))")
                        requireSound(window, "constant = \(bad)")
                        constraint.constant = before
                        requireSound(window, "constant back from \(bad)")
                    }
                }
                // Negative sizes are numbers UIKit takes; the frame stays finite.
                width.constant = -50
                requireSound(window, "width constant -50")
                close(window)
            }
        }
        explain(result)
    }

    @Test func multipliers() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                for bad in badLayoutNumbers {
                    let view = constrainedView(in: root)
                    let constraint = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: bad)
                    let reports = recorded { constraint.isActive = true }
                    require(reports.map(\.kind) == [.misuse] && !constraint.isActive, "multiplier \(bad)", "\(reports)")
                    if !bad.isFinite {
                        require(
                            reports[0].message.hasPrefix("Multiplier is not finite!  That's illegal.  multiplier:"), "multiplier \(bad)",
                            reports[0].message)
                    }
                    requireSound(window, "multiplier \(bad)")
                    view.removeFromSuperview()
                }
                let view = constrainedView(in: root)
                let zero = NSLayoutConstraint(
                    item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 0, constant: 4)
                let zeroReports = recorded { zero.isActive = true }
                require(
                    zeroReports.first?.message.hasSuffix(
                        "creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
                        == true && !zero.isActive,
                    "multiplier 0 on top", "\(zeroReports)")
                // A negative or zero multiplier on a size is a number UIKit takes.
                let negative = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: -0.5)
                let reports = recorded { negative.isActive = true }
                require(negative.isActive, "multiplier -0.5 on width", "\(reports)")
                requireSound(window, "multiplier -0.5")
                close(window)
            }
        }
        explain(result)
    }

    @Test func priorities() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                let view = constrainedView(in: root)
                let optional = view.widthAnchor.constraint(equalToConstant: 100)
                optional.priority = .defaultHigh
                optional.isActive = true
                for (bad, expected) in [(Float(0), Float(1)), (-5, 1), (1001, 1000), (.infinity, 1000), (-.infinity, 1)] {
                    let inactive = view.heightAnchor.constraint(equalToConstant: 10)
                    let reports = recorded { inactive.priority = UILayoutPriority(bad) }
                    require(
                        reports.map(\.kind) == [.misuse] && inactive.priority.rawValue == expected, "priority \(bad)",
                        "\(reports), \(inactive.priority)")
                }
                // Greater than 0 is enough (UIKit's visual format parser: "Priority must be greater than 0").
                for small in [Float(0.5), 2e-8, .leastNonzeroMagnitude] {
                    let inactive = view.heightAnchor.constraint(equalToConstant: 10)
                    let reports = recorded { inactive.priority = UILayoutPriority(small) }
                    require(reports.isEmpty && inactive.priority.rawValue == small, "priority \(small)", "\(reports)")
                }
                let nanReports = recorded { optional.priority = UILayoutPriority(.nan) }
                require(nanReports.map(\.kind) == [.misuse] && optional.priority == .defaultHigh, "priority nan", "\(nanReports)")
                // Above 1000 on an installed optional constraint: clamped to
                // required, which an installed optional constraint may not become.
                let upReports = recorded { optional.priority = UILayoutPriority(5000) }
                require(
                    upReports.map(\.kind) == [.misuse, .misuse] && optional.priority == .defaultHigh,
                    "priority 5000 on an installed optional constraint", "\(upReports)")
                require(
                    upReports[1].message.hasPrefix(
                        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."),
                    "priority 5000", upReports[1].message)
                requireSound(window, "priorities")
                // Fitting priorities outside 1…1000 are brought into range.
                let size = view.systemLayoutSizeFitting(
                    .zero, withHorizontalFittingPriority: UILayoutPriority(.nan), verticalFittingPriority: UILayoutPriority(4000))
                require(size.width.isFinite && size.height.isFinite, "fitting priorities nan and 4000", "\(size)")
                requireSound(window, "fitting priorities")
                close(window)
            }
        }
        explain(result)
    }

    @Test func selfReferenceAndRepetition() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                let view = constrainedView(in: root)
                view.heightAnchor.constraint(equalToConstant: 10).isActive = true
                let double = view.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2)
                let quiet = recorded {
                    double.isActive = true
                    window.layoutIfNeeded()
                }
                require(quiet.isEmpty && view.frame.width == 0, "v.width == v.width * 2", "\(quiet), \(view.frame)")
                requireSound(window, "v.width == v.width * 2")
                let same = view.widthAnchor.constraint(equalTo: view.widthAnchor)
                let sameReports = recorded {
                    same.isActive = true
                    window.layoutIfNeeded()
                }
                require(sameReports.isEmpty && same.isActive, "v.width == v.width", "\(sameReports)")
                requireSound(window, "v.width == v.width")
                let impossible = view.widthAnchor.constraint(equalTo: view.widthAnchor, constant: 10)
                let conflict = recorded {
                    impossible.isActive = true
                    window.layoutIfNeeded()
                }
                require(
                    conflict.map(\.kind) == [.unsatisfiableConstraints] && impossible.isActive && impossible._isBrokenInEngine,
                    "v.width == v.width + 10", "\(conflict)")
                requireSound(window, "v.width == v.width + 10")
                // Twice on, twice off, off without ever being on: no change, no report.
                let again = recorded {
                    double.isActive = true
                    NSLayoutConstraint.activate([double, double])
                    let never = view.widthAnchor.constraint(equalToConstant: 3)
                    never.isActive = false
                    NSLayoutConstraint.deactivate([never])
                    view.removeConstraint(never)
                }
                require(again.isEmpty && view.constraints.filter({ $0 === double }).count == 1, "activating twice", "\(again)")
                NSLayoutConstraint.deactivate([double, double, same, impossible])
                requireSound(window, "deactivating twice")
                close(window)
            }
        }
        explain(result)
    }

    @Test func itemsInDifferentTreesAndUnownedGuides() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                let view = constrainedView(in: root)
                let stranger = UIView()
                let across = view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
                let reports = recorded { across.isActive = true }
                require(
                    reports.first?.message.hasSuffix(
                        "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
                    ) == true && !across.isActive,
                    "anchors in different trees", "\(reports)")
                let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let inOther = UIView()
                otherWindow.addSubview(inOther)
                let windows = view.topAnchor.constraint(equalTo: inOther.topAnchor)
                let windowReports = recorded { windows.isActive = true }
                require(windowReports.count == 1 && !windows.isActive, "anchors in two windows", "\(windowReports)")
                let guide = UILayoutGuide()
                let unowned = view.widthAnchor.constraint(equalTo: guide.widthAnchor)
                let guideReports = recorded { unowned.isActive = true }
                require(guideReports.count == 1 && !unowned.isActive, "a guide with no owning view", "\(guideReports)")
                // A view leaving its tree takes the constraints that cross out with it.
                let pinned = view.widthAnchor.constraint(equalTo: root.widthAnchor)
                pinned.isActive = true
                view.removeFromSuperview()
                require(!pinned.isActive, "removing a constrained view", "still active")
                requireSound(window, "different trees")
                close(window)
            }
        }
        explain(result)
    }
}
