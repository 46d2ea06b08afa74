import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Random sequences of split view operations on an iPad-size window —
/// columns set and cleared, shown and hidden, display modes and split
/// behaviours, `show`/`showDetailViewController` routing, pushes and pops
/// on the columns' stacks, size-class changes (Slide Over, split-screen
/// and full widths), rotation, trait overrides, presentations, direct
/// containment calls and time — in the column styles and the classic one,
/// with DESIGN.md's invariants, the split view's own
/// (`invariantViolations(settled:)`) and the collapse rules checked after
/// every step. Seeded like `RandomizedInvariantTests`
/// (`OPENUIKIT_FUZZ_SEQUENCES`, `OPENUIKIT_FUZZ_SEED`).
@MainActor
@Suite(.uikitTest) struct SplitViewFuzzTests {
    typealias Generator = RandomizedInvariantTests.Generator

    static let steps = 30
    static let replay = FuzzSeeds.replay
    static var seeds: Range<Int> { FuzzSeeds.seeds(dividedBy: 4) }
    /// An iPad's screen, 768 × 1024 points, at 1× (pixels are not what
    /// this suite checks; see `FuzzSeeds.phoneScreen`).
    static let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 768, height: 1024), scale: 1, idiom: .pad)
    /// Window widths: Slide Over, the narrow and wide split-screen columns,
    /// portrait and landscape (678 and up is regular on an iPad).
    static let widths: [CGFloat] = [320, 375, 507, 678, 694, 768, 1024]
    static let styles: [UISplitViewController.Style] = [.doubleColumn, .tripleColumn, .unspecified]
    static let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
    static let displayModes: [UISplitViewController.DisplayMode] = [
        .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary, .twoOverSecondary,
        .twoDisplaceSecondary,
    ]

    @Test func splitViewInvariantsHoldAfterEveryStep() {
        TestClock.useManualTime()
        var failures: [String] = []
        var counts = Counts()
        for seed in Self.seeds where failures.isEmpty {
            failures += runSequence(seed: UInt64(seed), counts: &counts)
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        if Self.replay == nil {
            // The sequences reach what they are for: collapses and expansions, in every style.
            #expect(counts.collapses > 0 && counts.expansions > 0 && counts.classicCollapses > 0)
        }
    }

    /// How often the sequences reached the states they are meant to reach.
    struct Counts {
        var collapses = 0
        var expansions = 0
        var classicCollapses = 0
    }

    private func runSequence(seed: UInt64, counts: inout Counts) -> [String] {
        var random = Generator(state: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.screen = Self.screen
        window.rotate(to: .landscapeLeft, animated: false)
        let style = random.pick(Self.styles)
        let split = style == .unspecified ? UISplitViewController(nibName: nil, bundle: nil) : UISplitViewController(style: style)
        let navigation = UINavigationController()
        let contents: [UIViewController] = (0..<6).map { _ in Content() }
        let everyone: [UIViewController] = [split, navigation] + contents
        for (index, controller) in everyone.enumerated() {
            controller.title = index == 0 ? "Split" : "C\(index)"
            UIApplication.shared.lifecycleTrace.setName(controller.title!, for: controller)
        }
        if style == .unspecified {
            split.viewControllers = [navigation, contents[0]]
            navigation.viewControllers = [contents[1]]
        } else {
            split.setViewController(contents[0], for: .primary)
            if style == .tripleColumn { split.setViewController(contents[1], for: .supplementary) }
            split.setViewController(contents[2], for: .secondary)
        }
        window.rootViewController = split
        window.makeKeyAndVisible()
        let delegate = ModeLog(heard: split.displayMode)
        split.delegate = delegate
        let diagnostics = UIApplication.shared.diagnostics
        var failures: [String] = []
        func tearDown() -> [String] {
            let (_, reports) = diagnostics.recording {
                window.isHidden = true
                window.rootViewController = nil
                TestClock.settle()
            }
            return failures
                + AllowedReport.unexpected(
                    reports, allowed: Self.changingShape, seed: seed, step: Self.steps, operation: "tear-down")
        }
        var wasCollapsed = split.isCollapsed
        var log: [String] = []
        for step in 0..<Self.steps {
            let a = random.pick(everyone)
            let b = random.pick(contents + [navigation])
            let animated = random.chance(50)
            let operation = random.below(22)
            log.append("\(operation)")
            var (_, reports) = diagnostics.recording {
                switch operation {
                case 0, 1:
                    let width = random.pick(Self.widths)
                    window.resize(to: CGSize(width: width, height: width > 768 ? 768 : 1024), animated: animated)
                case 2: window.rotate(to: random.pick([.portrait, .landscapeLeft]), animated: animated)
                case 3: split.setViewController(random.chance(20) ? nil : b, for: random.pick(Self.columns))
                case 4: split.show(random.pick(Self.columns))
                case 5: split.hide(random.pick(Self.columns))
                case 6: split.preferredDisplayMode = random.pick(Self.displayModes)
                case 7: split.preferredSplitBehavior = random.pick([.automatic, .tile, .overlay, .displace])
                case 8: a.showDetailViewController(b, sender: nil)
                case 9: a.show(b, sender: nil)
                case 10: a.navigationController?.pushViewController(b, animated: animated)
                case 11: a.navigationController?.popViewController(animated: animated)
                case 12:
                    if style == .unspecified {
                        split.viewControllers = [random.pick([navigation, b]), b].filter { _ in random.chance(70) }
                    } else {
                        split.primaryEdge = random.chance(50) ? .leading : .trailing
                    }
                case 13:
                    split.preferredPrimaryColumnWidthFraction = random.chance(20) ? .nan : CGFloat(random.below(60)) / 100
                    split.preferredSupplementaryColumnWidth = random.chance(20) ? -1 : CGFloat(random.below(500))
                case 14: TestClock.advance(by: Double(random.below(4)) * 0.1)
                case 15: TestClock.runUntilIdle()
                case 16: window.isHidden = random.chance(30)
                case 17: b.removeFromParent()
                case 18:
                    b.modalPresentationStyle = random.pick(RandomizedInvariantTests.styles)
                    a.present(b, animated: animated)
                case 19: a.dismiss(animated: animated)
                case 20:
                    let traits = UITraitCollection(horizontalSizeClass: random.pick([.compact, .regular]))
                    if let parent = a.parent { parent.setOverrideTraitCollection(random.chance(30) ? nil : traits, forChild: a) }
                default:
                    if a.parent == nil, a !== split, random.chance(30) { split.addChild(a) } else { a.addChild(b) }
                }
            }
            if Self.replay != nil {
                print(
                    "step \(step): operation \(operation) a=\(a.title!) b=\(b.title!) animated=\(animated) "
                        + "window \(window.bounds.size) collapsed=\(split.isCollapsed) mode=\(split.displayMode.rawValue)")
                print(split.hierarchyDescription())
            }
            let settled = step % 5 == 4 || step == Self.steps - 1
            if settled { reports += diagnostics.recording { TestClock.settle() }.diagnostics }
            failures += AllowedReport.unexpected(
                reports, allowed: Self.allowed(operation) + (settled ? Self.changingShape : []), seed: seed, step: step,
                operation: "operation \(operation)")
            if split.isCollapsed != wasCollapsed {
                if split.isCollapsed {
                    counts.collapses += 1
                    if style == .unspecified { counts.classicCollapses += 1 }
                } else {
                    counts.expansions += 1
                }
                wasCollapsed = split.isCollapsed
            }
            var problems = window.invariantViolations(settled: settled)
            for controller in everyone where controller.parent == nil && window.rootViewController !== controller {
                problems += controller.invariantViolations(settled: settled)
            }
            problems += collapseProblems(of: split, in: window, settled: settled)
            problems += displayModeProblems(of: split, in: window, settled: settled, delegate: delegate)
            if !problems.isEmpty {
                failures.append("seed \(seed) (\(style)), step \(step), operations \(log): " + problems.joined(separator: "; "))
            }
            if !failures.isEmpty { return tearDown() }
        }
        return tearDown()
    }

    /// The split view is collapsed exactly when it shows in a compact width
    /// (its window's, as no override is set on the split view itself), and
    /// a settled split view on screen shows its children's views as its
    /// state says (the split view's own invariants check which).
    private func collapseProblems(of split: UISplitViewController, in window: UIWindow, settled: Bool) -> [String] {
        guard settled, !window.isHidden, window.rootViewController === split, split.presentedViewController == nil,
            split.viewIfLoaded?.window === window
        else { return [] }
        let compact = split.traitCollection.horizontalSizeClass == .compact
        guard split.isCollapsed != compact else {
            // Collapsed, it shows its one controller's view, and no other.
            guard split.isCollapsed else { return [] }
            var shown: [UIViewController] = []
            for child in split.children where child.viewIfLoaded?.superview === split.view { shown.append(child) }
            let expected = split.viewControllers.first.map { [$0] } ?? []
            guard shown.count != expected.count || zip(shown, expected).contains(where: { $0 !== $1 }) else { return [] }
            return [
                "the collapsed split view shows \(shown.map { $0.title ?? "?" }) instead of \(expected.map { $0.title ?? "?" })"
            ]
        }
        return [
            "the split view is \(split.isCollapsed ? "" : "not ")collapsed in a \(compact ? "compact" : "regular") width "
                + "(window \(window.bounds.width) points)"
        ]
    }

    /// The delegate hears each display mode change once (never a "change"
    /// to the mode it last heard of), and a settled, shown, expanded split
    /// view is in the mode the delegate last heard of.
    private func displayModeProblems(
        of split: UISplitViewController, in window: UIWindow, settled: Bool, delegate: ModeLog
    ) -> [String] {
        var problems = delegate.problems
        delegate.problems = []
        guard settled, !split.isCollapsed, !window.isHidden, window.rootViewController === split,
            split.presentedViewController == nil, split.viewIfLoaded?.window === window
        else { return problems }
        if delegate.heard != split.displayMode {
            problems.append("the split view is in \(split.displayMode) but its delegate last heard of \(delegate.heard)")
        }
        return problems
    }

    /// A split view delegate that remembers the display mode it last heard
    /// of, and notes a change told twice.
    final class ModeLog: UISplitViewControllerDelegate {
        var heard: UISplitViewController.DisplayMode
        var problems: [String] = []
        init(heard: UISplitViewController.DisplayMode) { self.heard = heard }

        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            if displayMode == heard { problems.append("the delegate heard willChangeTo(\(displayMode)) twice") }
            heard = displayMode
        }
    }
}
