import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Delegates for the fuzz test: each animated change gets a slide animator
/// and, half the time, a new percent-driven interaction controller, kept
/// in `live` so the test can drive it.
@MainActor
final class FuzzTransitionDelegates: UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIViewControllerTransitioningDelegate
{
    var random: RandomizedInvariantTests.Generator
    var live: [UIPercentDrivenInteractiveTransition] = []

    init(seed: UInt64) { random = RandomizedInvariantTests.Generator(state: seed &+ 7) }

    private func interaction() -> (any UIViewControllerInteractiveTransitioning)? {
        guard random.chance(50) else { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = random.chance(70)
        live.append(interaction)
        return interaction
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if random.chance(20) { return nil }
        if random.chance(50) { return PropertyAnimatorTransition() }
        return SlideAnimator(operation == .push ? .cover : .reveal)
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction() }
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { random.chance(50) ? SlideAnimator(.cover) : nil }
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction() }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { SlideAnimator(.cover, vertical: true) }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(.reveal, vertical: true)
    }
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction() }
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction() }
}

/// Random sequences of custom and interactive pushes, pops, tab changes,
/// presentations and dismissals, driven with good and bad percentages,
/// finished, cancelled, paused and driven again, interleaved with time and
/// a hidden window; DESIGN.md's invariants checked after every step and,
/// once every interaction is ended, settled. Seeded like
/// `RandomizedInvariantTests` (`OPENUIKIT_FUZZ_SEQUENCES`, `OPENUIKIT_FUZZ_SEED`).
@MainActor
@Suite(.uikitTest) struct InteractiveTransitionFuzzTests {
    static let steps = 30
    static var seeds: Range<Int> { FuzzSeeds.seeds(dividedBy: 8) }
    static let percentages: [CGFloat] = [0, 0.25, 0.5, 0.9, 1, -1, 2, .nan, .infinity]

    @Test func interactiveTransitionsKeepTheInvariants() {
        TestClock.useManualTime()
        var failures: [String] = []
        for seed in Self.seeds where failures.isEmpty { failures += runSequence(seed: UInt64(seed)) }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }

    private func runSequence(seed: UInt64) -> [String] {
        // A replay prints every callback.
        let trace = UIApplication.shared.lifecycleTrace
        let traceToken = RandomizedInvariantTests.replay != nil ? trace.addObserver { print("  trace: \($0)") } : nil
        defer { if let traceToken { trace.removeObserver(traceToken) } }
        var random = RandomizedInvariantTests.Generator(state: seed)
        let delegates = FuzzTransitionDelegates(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = FuzzSeeds.phoneScreen
        let navigation = UINavigationController()
        let tabs = UITabBarController()
        let contents: [UIViewController] = (0..<5).map { _ in Content() }
        for (index, controller) in ([navigation, tabs] + contents).enumerated() {
            controller.title = "C\(index)"
            UIApplication.shared.lifecycleTrace.setName("C\(index)", for: controller)
        }
        navigation.delegate = delegates
        tabs.delegate = delegates
        for controller in contents where random.chance(50) { controller.transitioningDelegate = delegates }
        navigation.viewControllers = [contents[0]]
        tabs.viewControllers = [navigation, contents[1], contents[2]]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let diagnostics = UIApplication.shared.diagnostics
        var failures: [String] = []
        func tearDown() -> [String] {
            let (_, reports) = diagnostics.recording {
                endInteractions(delegates, &random)
                window.isHidden = true
                window.rootViewController = nil
                TestClock.settle()
            }
            return failures
                + AllowedReport.unexpected(
                    reports, allowed: Self.driving + Self.endingTransitions, seed: seed, step: Self.steps,
                    operation: "tear-down")
        }
        var log: [String] = []
        for step in 0..<Self.steps {
            let b = random.pick(contents)
            let operation = random.below(12)
            log.append("\(operation)")
            var (_, reports) = diagnostics.recording {
                switch operation {
                case 0, 1: navigation.pushViewController(b, animated: true)
                case 2: navigation.popViewController(animated: true)
                case 3: navigation.popToRootViewController(animated: random.chance(50))
                case 4: tabs.selectedIndex = random.below(3)
                case 5:
                    b.modalPresentationStyle = random.pick([.fullScreen, .custom, .overFullScreen, .pageSheet])
                    let presenter = random.pick(contents + [navigation, tabs])
                    let animated = random.chance(80)
                    presenter.present(b, animated: animated)
                    if RandomizedInvariantTests.replay != nil {
                        print(
                            "present \(b.title!) style \(b.modalPresentationStyle.rawValue) from \(presenter.title!) animated \(animated)")
                    }
                case 6: random.pick(contents).dismiss(animated: random.chance(80))
                case 7, 8: delegates.live.last?.update(random.pick(Self.percentages))
                case 9:
                    let interaction = random.pick(delegates.live + [UIPercentDrivenInteractiveTransition()])
                    switch random.below(4) {
                    case 0: interaction.finish()
                    case 1: interaction.cancel()
                    case 2: interaction.pause()
                    default: interaction.completionSpeed = random.pick([0.5, 2, 0, -1, .nan])
                    }
                case 10: TestClock.advance(by: Double(random.below(4)) * 0.1)
                default: window.isHidden = random.chance(20)
                }
            }
            if RandomizedInvariantTests.replay != nil {
                print("step \(step): operation \(operation) b=\(b.title ?? "?") hidden=\(window.isHidden) live=\(delegates.live.count)")
                print(tabs.hierarchyDescription())
                for c in contents where c.presentingViewController != nil {
                    print(
                        "  \(c.title!) presented by \(c.presentingViewController?.title ?? "?") state \(c.appearanceState) window \(c.viewIfLoaded?.window != nil)"
                    )
                }
                print("  window subviews \(window.subviews.count), tabs view in window \(tabs.viewIfLoaded?.window != nil)")
            }

            let settled = step % 6 == 5 || step == Self.steps - 1
            if settled { reports += diagnostics.recording { endInteractions(delegates, &random) }.diagnostics }
            failures += AllowedReport.unexpected(
                reports, allowed: Self.allowed(operation) + (settled ? Self.driving + Self.endingTransitions : []), seed: seed,
                step: step, operation: "operation \(operation)")
            if settled, RandomizedInvariantTests.replay != nil {
                print(tabs.hierarchyDescription())
                for c in contents where c.presentingViewController != nil {
                    print(
                        "  \(c.title!) presented by \(c.presentingViewController?.title ?? "?") state \(c.appearanceState) window \(c.viewIfLoaded?.window != nil)"
                    )
                }
                print("  window subviews \(window.subviews.count), tabs view in window \(tabs.viewIfLoaded?.window != nil)")
            }
            var problems = window.invariantViolations(settled: settled)
            for controller in contents where controller.parent == nil && controller.presentingViewController == nil {
                problems += controller.invariantViolations(settled: settled)
            }
            for child in navigation.viewControllers where child.parent !== navigation {
                problems.append("the navigation controller lists a controller it is not the parent of")
            }
            if settled, navigation.transitionCoordinator != nil || contents.contains(where: { $0.transitionCoordinator != nil }) {
                problems.append("a transition coordinator outlives its transition")
            }
            if !problems.isEmpty {
                failures.append("seed \(seed), step \(step), operations \(log): " + problems.joined(separator: "; "))
            }
            if !failures.isEmpty { return tearDown() }
        }
        return tearDown()
    }

    /// Finishes or cancels every interaction (and what their ends start), then settles.
    private func endInteractions(_ delegates: FuzzTransitionDelegates, _ random: inout RandomizedInvariantTests.Generator) {
        for _ in 0..<20 {
            TestClock.settle()
            let live = delegates.live
            delegates.live.removeAll()
            guard !live.isEmpty else { return }
            for interaction in live {
                interaction.pause()
                let finish = random.chance(50)
                if finish { interaction.finish() } else { interaction.cancel() }
                if RandomizedInvariantTests.replay != nil { print("ended an interaction: finish=\(finish)") }
            }
        }
        TestClock.settle()
    }
}
