import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Bad input to the view side of Auto Layout: fitting sizes, intrinsic
/// content sizes, margins, safe areas, stack views and frames of views the
/// engine places (see `AutoLayoutBadInputTests.swift` for what each test checks).
extension AutoLayoutBadInputTests {
    @Test func fittingTargets() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                let view = constrainedView(in: root)
                view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
                for bad in [CGFloat.nan, .infinity, -.infinity, 1e308, -1e308, 2e30] {
                    let target = CGSize(width: bad, height: bad)
                    var size = CGSize.zero
                    let reports = recorded { size = view.systemLayoutSizeFitting(target) }
                    require(reports.map(\.kind) == [.misuse, .misuse], "fitting target \(bad)", "\(reports)")
                    require(size.width.isFinite && size.height.isFinite, "fitting target \(bad)", "\(size)")
                    requireSound(window, "fitting target \(bad)")
                }
                // A negative target is a length the solver can reach.
                let negative = view.systemLayoutSizeFitting(CGSize(width: -20, height: -20))
                require(negative.width == 10, "fitting target -20", "\(negative)")
                let required = recorded {
                    _ = view.systemLayoutSizeFitting(
                        CGSize(width: 5, height: 5), withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
                }
                require(required.isEmpty, "required fitting target against a required minimum", "\(required)")
                requireSound(window, "fitting targets")
                close(window)
            }
        }
        explain(result)
    }

    @Test func intrinsicContentSizes() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                for bad in [CGFloat.nan, .infinity, -.infinity, 1e308, -5] {
                    let view = Intrinsic(CGSize(width: bad, height: 20))
                    view.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(view)
                    let reports = recorded {
                        NSLayoutConstraint.activate([
                            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                            view.topAnchor.constraint(equalTo: root.topAnchor),
                        ])
                        window.layoutIfNeeded()
                    }
                    if !bad.isFinite {
                        require(
                            reports.map(\.kind) == [.misuse]
                                && reports[0].message.hasPrefix("Constant is not finite!  That's illegal.  constant:"),
                            "intrinsic width \(bad)", "\(reports)")
                    } else if bad.magnitude > 1e30 {
                        require(reports.map(\.kind) == [.misuse], "intrinsic width \(bad)", "\(reports)")
                    }
                    requireSound(window, "intrinsic width \(bad)")
                    view.size = CGSize(width: 30, height: bad)
                    _ = recorded {
                        view.invalidateIntrinsicContentSize()
                        window.layoutIfNeeded()
                    }
                    requireSound(window, "intrinsic height \(bad) after invalidation")
                    view.removeFromSuperview()
                }
                close(window)
            }
        }
        explain(result)
    }

    @Test func layoutMargins() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                root.addSubview(view)
                _ = addViewPinned(to: view.layoutMarginsGuide, in: view)
                view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                requireSound(window, "margins setup")
                for bad in badLayoutNumbers {
                    let before = view.layoutMargins
                    let reports = recorded { view.layoutMargins = UIEdgeInsets(top: bad, left: 0, bottom: 0, right: 0) }
                    require(reports.map(\.kind) == [.misuse] && view.layoutMargins == before, "layoutMargins.top \(bad)", "\(reports)")
                    let directional = recorded {
                        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: bad, bottom: 0, trailing: 0)
                    }
                    require(
                        directional.map(\.kind) == [.misuse] && view.layoutMargins == before, "directionalLayoutMargins.leading \(bad)",
                        "\(directional)")
                    requireSound(window, "margins \(bad)")
                }
                // Negative margins are numbers UIKit takes.
                view.layoutMargins = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
                requireSound(window, "negative margins")
                close(window)
            }
        }
        explain(result)
    }

    @Test func additionalSafeAreaInsets() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                TestClock.useManualTime()
                let controller = UIViewController()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = controller
                window.makeKeyAndVisible()
                _ = addViewPinned(to: controller.view.safeAreaLayoutGuide, in: controller.view)
                controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
                requireSound(window, "insets setup")
                for bad in badLayoutNumbers {
                    let reports = recorded { controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: bad, right: 0) }
                    require(
                        reports.map(\.kind) == [.misuse] && controller.additionalSafeAreaInsets.top == 10
                            && controller.additionalSafeAreaInsets.bottom == 0,
                        "additionalSafeAreaInsets.bottom \(bad)", "\(reports)")
                    requireSound(window, "additionalSafeAreaInsets \(bad)")
                }
                controller.additionalSafeAreaInsets = UIEdgeInsets(top: -30, left: 0, bottom: 0, right: 0)
                requireSound(window, "negative additionalSafeAreaInsets")
                close(window)
            }
        }
        explain(result)
    }

    @Test func stackViewSpacing() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                let a = Intrinsic(CGSize(width: 20, height: 20))
                let b = Intrinsic(CGSize(width: 30, height: 20))
                let stack = UIStackView(arrangedSubviews: [a, b])
                stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
                root.addSubview(stack)
                requireSound(window, "stack setup")
                for bad in badLayoutNumbers where bad != UIStackView.spacingUseDefault {
                    let custom = recorded { stack.setCustomSpacing(bad, after: a) }
                    require(
                        custom.map(\.kind) == [.misuse] && stack.customSpacing(after: a) == UIStackView.spacingUseDefault,
                        "setCustomSpacing \(bad)", "\(custom)")
                    let spacing = recorded { stack.spacing = bad }
                    require(spacing.map(\.kind) == [.misuse] && stack.spacing == 0, "spacing \(bad)", "\(spacing)")
                    requireSound(window, "stack spacing \(bad)")
                }
                let stranger = UIView()
                let notArranged = recorded { stack.setCustomSpacing(4, after: stranger) }
                require(notArranged.map(\.kind) == [.misuse], "setCustomSpacing after a view not arranged", "\(notArranged)")
                stack.spacing = -10
                requireSound(window, "negative spacing")
                close(window)
            }
        }
        explain(result)
    }

    @Test func framesOfViewsInTheEngine() async {
        let result = await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (window, root) = makeWindow()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                root.addSubview(view)
                let follower = constrainedView(in: root)
                NSLayoutConstraint.activate([
                    follower.widthAnchor.constraint(equalTo: view.widthAnchor), follower.heightAnchor.constraint(equalToConstant: 5),
                ])
                requireSound(window, "frames setup")
                for bad in [CGFloat.nan, .infinity] {
                    let reports = recorded { view.frame = CGRect(x: 0, y: 0, width: bad, height: 10) }
                    require(reports.map(\.kind) == [.misuse] && view.frame.width == 10, "frame width \(bad)", "\(reports)")
                    requireSound(window, "frame width \(bad)")
                }
                let huge = recorded { view.frame = CGRect(x: 0, y: 0, width: 1e308, height: 10) }
                require(!huge.isEmpty && huge.allSatisfy { $0.kind == .misuse }, "frame width 1e308", "\(huge)")
                requireSound(window, "frame width 1e308")
                view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
                requireSound(window, "frame back to 40")
                require(follower.frame.width == 40, "frame back to 40", "\(follower.frame)")
                close(window)
            }
        }
        explain(result)
    }
}
