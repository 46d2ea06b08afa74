import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Random sequences of page view controller operations — right and wrong
/// page counts, pages taken from other parents, animated or not, in both
/// styles and with the spine in the middle — interleaved with time, hiding
/// the window, switching tabs, presentations and direct containment calls,
/// and touches that swipe, pan and tap pages (a data source giving random
/// neighbours, nil or wrong ones among them),
/// with DESIGN.md's invariants (and the page view controllers' own) checked
/// after every step. Seeded like `RandomizedInvariantTests`
/// (`OPENUIKIT_FUZZ_SEQUENCES`, `OPENUIKIT_FUZZ_SEED`).
@MainActor
@Suite(.uikitTest) struct PageViewControllerFuzzTests {
    typealias Generator = RandomizedInvariantTests.Generator

    static let steps = 30
    static var seeds: Range<Int> { FuzzSeeds.seeds(dividedBy: 8) }

    @Test func pageViewControllerInvariantsHoldAfterEveryStep() {
        TestClock.useManualTime()
        var failures: [String] = []
        var changes = 0
        for seed in Self.seeds where failures.isEmpty {
            failures += runSequence(seed: UInt64(seed), changes: &changes)
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        if RandomizedInvariantTests.replay == nil { #expect(changes > 0 && RandomPageSource.questions > 0) }
    }

    private func runSequence(seed: UInt64, changes: inout Int) -> [String] {
        var random = Generator(state: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = FuzzSeeds.phoneScreen
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 4])
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: 2])
        let pageControllers = [scroll, curl, mid]
        let tabs = UITabBarController()
        let navigation = UINavigationController()
        let contents: [UIViewController] = (0..<6).map { _ in Content() }
        let everyone: [UIViewController] = pageControllers + [tabs, navigation] + contents
        for (index, controller) in everyone.enumerated() {
            controller.title = "C\(index)"
            UIApplication.shared.lifecycleTrace.setName("C\(index)", for: controller)
        }
        let spines = RandomSpine(seed: seed, pages: contents)
        curl.delegate = spines
        var sources: [RandomPageSource] = []
        for (index, pages) in pageControllers.enumerated() {
            let source = RandomPageSource(seed: seed &+ UInt64(index) &* 7, pages: contents + [navigation])
            sources.append(source)
            pages.dataSource = source
        }
        var touch: UITouch?
        tabs.viewControllers = [scroll, curl, navigation]
        navigation.setViewControllers([mid], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
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
                    reports, allowed: Self.endingTransitions, seed: seed, step: Self.steps, operation: "tear-down")
        }
        var log: [String] = []
        for step in 0..<Self.steps {
            let pages = random.pick(pageControllers)
            let count = random.pick([1, 1, 2, 2, 0, 3])
            let chosen = (0..<count).map { _ in random.pick(contents + (random.chance(5) ? [navigation] : [])) }
            let animated = random.chance(50)
            let direction: UIPageViewController.NavigationDirection = random.chance(50) ? .forward : .reverse
            let operation = random.below(17)
            log.append("\(operation)")
            var (_, reports) = diagnostics.recording {
                switch operation {
                case 0, 1, 2, 3:
                    let before = pages.viewControllers
                    pages.setViewControllers(random.chance(5) ? nil : chosen, direction: direction, animated: animated)
                    if pages.viewControllers != before { changes += 1 }
                case 4: TestClock.advance(by: Double(random.below(4)) * 0.1)
                case 5: TestClock.runUntilIdle()
                case 6: window.isHidden = random.chance(30)
                case 7: tabs.selectedIndex = random.below(3)
                case 8: random.pick(contents).removeFromParent()
                case 9: navigation.pushViewController(random.pick(contents), animated: animated)
                case 10:
                    let presented = random.pick(contents)
                    presented.modalPresentationStyle = random.pick(RandomizedInvariantTests.styles)
                    random.pick(everyone).present(presented, animated: animated)
                case 11: random.pick(everyone).dismiss(animated: animated)
                case 13:
                    let from = CGPoint(x: CGFloat(random.below(390)), y: CGFloat(random.below(844)))
                    let to = CGPoint(x: CGFloat(random.below(390)), y: from.y + CGFloat(random.below(41)) - 20)
                    window.drag(from: from, to: to, duration: Double(random.below(6) + 1) * 0.1, framesPerSecond: 20)
                case 14:
                    let point = CGPoint(x: CGFloat(random.below(390)), y: CGFloat(random.below(844)))
                    if let touch, touch.phase != .ended, touch.phase != .cancelled {
                        TestClock.advance(by: 0.05)
                        window.moveTouch(touch, to: point)
                    } else {
                        touch = window.beginTouch(at: point)
                    }
                case 15:
                    if let live = touch, live.phase != .ended, live.phase != .cancelled {
                        if random.chance(80) { window.endTouch(live) } else { window.cancelTouch(live) }
                    }
                    touch = nil
                case 16: window.tap(at: CGPoint(x: CGFloat(random.pick([10, 40, 195, 350, 380])), y: CGFloat(random.below(844))))
                default: window.rotate(to: random.pick([.portrait, .landscapeLeft]), animated: animated)
                }
            }
            if RandomizedInvariantTests.replay != nil {
                print("step \(step): operation \(operation) pages=\(pages.title!) chosen=\(chosen.map { $0.title! }) animated=\(animated)")
                for controller in everyone where controller.parent == nil { print(controller.hierarchyDescription()) }
            }
            let settled = step % 5 == 4 || step == Self.steps - 1
            if settled {
                // A finger still down holds its turn open: lift it first.
                reports +=
                    diagnostics.recording {
                        if let live = touch, live.phase != .ended, live.phase != .cancelled { window.endTouch(live) }
                        touch = nil
                        TestClock.settle()
                    }.diagnostics
            }
            failures += AllowedReport.unexpected(
                reports, allowed: Self.allowed(operation) + (settled ? Self.touching : []), seed: seed, step: step,
                operation: "operation \(operation)")
            var problems = window.invariantViolations(settled: settled)
            for controller in everyone where controller.parent == nil && window.rootViewController !== controller {
                problems += controller.invariantViolations(settled: settled)
            }
            if !problems.isEmpty {
                if RandomizedInvariantTests.replay != nil {
                    print("after settling:")
                    for controller in everyone where controller.parent == nil {
                        print(controller.hierarchyDescription(includingIdentifiers: true))
                    }
                }
                failures.append("seed \(seed), step \(step), operations \(log): " + problems.joined(separator: "; "))
            }
            if !failures.isEmpty { return tearDown() }
        }
        return tearDown()
    }
}

/// A delegate that answers the spine location at random, setting random
/// pages (of a right or wrong count) inside the call half of the time.
@MainActor
final class RandomSpine: UIPageViewControllerDelegate {
    var random: RandomizedInvariantTests.Generator
    let pages: [UIViewController]

    init(seed: UInt64, pages: [UIViewController]) {
        random = RandomizedInvariantTests.Generator(state: seed &+ 1)
        self.pages = pages
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        if random.chance(50) {
            let count = random.pick([1, 2, 2, 3])
            let chosen = (0..<count).map { _ in random.pick(pages) }
            pageViewController.setViewControllers(chosen, direction: .forward, animated: random.chance(50))
        }
        return random.pick([.min, .mid, .max, .mid, .none])
    }
}

/// A data source that gives random neighbours: a page, nil, the page
/// itself or a container (refused), from its own seeded generator.
@MainActor
final class RandomPageSource: UIPageViewControllerDataSource {
    var random: RandomizedInvariantTests.Generator
    let pages: [UIViewController]
    /// How many questions all data sources were asked (touches reach them).
    static var questions = 0

    init(seed: UInt64, pages: [UIViewController]) {
        random = RandomizedInvariantTests.Generator(state: seed &+ 3)
        self.pages = pages
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    { neighbour(of: viewController) }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    { neighbour(of: viewController) }

    private func neighbour(of page: UIViewController) -> UIViewController? {
        Self.questions += 1
        if random.chance(20) { return nil }
        if random.chance(5) { return page }
        return random.pick(pages)
    }
}
