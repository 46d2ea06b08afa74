import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Random sequences of navigation and tab bar operations (the toolbar,
/// `hidesBottomBarWhenPushed` and tabs listed under More among them) —
/// correct use and misuse alike, animated or not, interleaved with time, hiding the window,
/// rotation and direct containment calls — with DESIGN.md's invariants and
/// the containers' own checked after every step, and each step's reports
/// against those its operation declares (``allowed(_:)``). Seeded like
/// `RandomizedInvariantTests` (`OPENUIKIT_FUZZ_SEQUENCES`, `OPENUIKIT_FUZZ_SEED`).
@MainActor
@Suite(.uikitTest) struct BuiltInContainerFuzzTests {
    typealias Generator = RandomizedInvariantTests.Generator

    static let steps = 30
    static let replay = FuzzSeeds.replay
    static var seeds: Range<Int> { FuzzSeeds.seeds(dividedBy: 4) }

    @Test func builtInContainerInvariantsHoldAfterEveryStep() {
        TestClock.useManualTime()
        var failures: [String] = []
        var presentations = 0
        for seed in Self.seeds where failures.isEmpty {
            failures += runSequence(seed: UInt64(seed), presentations: &presentations)
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        if Self.replay == nil { #expect(presentations > 0) }
    }

    private func runSequence(seed: UInt64, presentations: inout Int) -> [String] {
        var random = Generator(state: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = FuzzSeeds.phoneScreen
        let navigations = [UINavigationController(), UINavigationController()]
        let tabs = UITabBarController()
        let contents: [UIViewController] = (0..<5).map { _ in Content() }
        for content in contents { content.hidesBottomBarWhenPushed = random.chance(20) }
        let everyone: [UIViewController] = navigations + [tabs] + contents
        for (index, controller) in everyone.enumerated() {
            controller.title = "C\(index)"
            UIApplication.shared.lifecycleTrace.setName("C\(index)", for: controller)
        }
        window.rootViewController = random.chance(50) ? tabs : navigations[0]
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
            let navigation = random.pick(navigations)
            let a = random.pick(everyone)
            let b = random.pick(contents + navigations)
            let animated = random.chance(50)
            let operation = random.below(18)
            log.append("\(operation)")
            var (_, reports) = diagnostics.recording {
                switch operation {
                case 0, 1: navigation.pushViewController(b, animated: animated)
                case 2: navigation.popViewController(animated: animated)
                case 3: navigation.popToRootViewController(animated: animated)
                case 4: navigation.popToViewController(b, animated: animated)
                case 5:
                    let chosen = contents.filter { _ in random.chance(40) }
                    navigation.setViewControllers(chosen, animated: animated)
                case 6:
                    // Sometimes all six: four tabs and More.
                    let all = contents + [navigations[1]]
                    let chosen = random.chance(25) ? all : all.filter { _ in random.chance(40) }
                    tabs.setViewControllers(chosen, animated: false)
                case 7:
                    // Past the fourth of six tabs: a tab listed under More.
                    if random.chance(10) {
                        tabs.selectedViewController = tabs.moreNavigationController
                    } else {
                        tabs.selectedIndex = random.below(7)
                    }
                case 8:
                    if random.chance(50) {
                        navigation.setNavigationBarHidden(random.chance(50), animated: animated)
                    } else {
                        navigation.setToolbarHidden(random.chance(50), animated: animated)
                    }
                case 9: TestClock.advance(by: Double(random.below(4)) * 0.1)
                case 10: TestClock.runUntilIdle()
                case 11: window.isHidden = random.chance(30)
                case 12: window.rotate(to: random.pick([.portrait, .landscapeLeft]), animated: animated)
                case 13: b.removeFromParent()
                case 14, 15:
                    b.modalPresentationStyle = random.pick(RandomizedInvariantTests.styles)
                    a.definesPresentationContext = random.chance(50)
                    a.present(b, animated: animated)
                    if b.presentingViewController != nil { presentations += 1 }
                case 16: a.dismiss(animated: animated)
                default:
                    if a.parent == nil, random.chance(30) { window.rootViewController = a } else { a.addChild(b) }
                }
            }
            if Self.replay != nil {
                print(
                    "step \(step): operation \(operation) nav=\(navigation.title!) a=\(a.title!) b=\(b.title!) animated=\(animated) hidden=\(window.isHidden)"
                )
                for n in navigations { print("  \(n.title!) stack \(n.viewControllers.map { $0.title! }) state \(n.appearanceState)") }
                for controller in everyone where controller.parent == nil { print(controller.hierarchyDescription()) }
                for controller in everyone where controller.presentedViewController?.presentingViewController === controller {
                    print("  \(controller.title!) presents \(controller.presentedViewController!.title!)")
                }
            }
            let settled = step % 5 == 4 || step == Self.steps - 1
            var allowed = Self.allowed(operation)
            if settled {
                reports += diagnostics.recording { TestClock.settle() }.diagnostics
                allowed += Self.endingTransitions
            }
            failures += AllowedReport.unexpected(reports, allowed: allowed, seed: seed, step: step, operation: "operation \(operation)")
            var problems = window.invariantViolations(settled: settled)
            for controller in everyone where controller.parent == nil && window.rootViewController !== controller {
                problems += controller.invariantViolations(settled: settled)
            }
            for navigation in navigations {
                for child in navigation.viewControllers where child.parent !== navigation {
                    problems.append("\(navigation.title!) lists \(child.title!) in its stack but is not its parent")
                }
                // The stack leads the children, and the bar holds its items, in order.
                let stack = navigation.viewControllers
                if !navigation.children.starts(with: stack, by: ===) {
                    problems.append("\(navigation.title!)'s children \(navigation.children.map { $0.title! }) do not start with its stack")
                }
                let items = navigation.navigationBar.items ?? []
                if !items.elementsEqual(stack.map(\.navigationItem), by: ===) {
                    problems.append("\(navigation.title!)'s bar holds \(items.map { $0.title ?? "nil" }), not its stack's items")
                }
                // A top covered by a current-context presentation it provides
                // the context for has its view taken off, and is disappeared.
                let coveredTop = navigation.topViewController.map { top in
                    top.presentedViewController?.presentingViewController === top
                        && top.presentedViewController?.presentationController?.presentationStyle == .currentContext
                }
                if settled, coveredTop != true, let view = navigation.viewIfLoaded, view.window != nil,
                    navigation.appearanceState == "appeared"
                {
                    let shown = navigation.viewControllers.filter { $0.viewIfLoaded?.superview === view }
                    let top = navigation.topViewController
                    if shown.count != (top == nil ? 0 : 1) || (top != nil && shown.first !== top) {
                        problems.append(
                            "\(navigation.title!) shows \(shown.map { $0.title! }) with top \(navigation.topViewController?.title ?? "none")"
                        )
                    }
                    if let top = navigation.topViewController, top.appearanceState != "appeared" {
                        problems.append("\(navigation.title!)'s top \(top.title!) is \(top.appearanceState)")
                    }
                }
            }
            // A tab listed under More may be the More navigation controller's child.
            for child in tabs.viewControllers ?? [] where child.parent !== tabs && child.parent !== tabs.moreNavigationController {
                problems.append("the tab bar controller lists \(child.title!) but is not its parent")
            }
            if let selected = tabs.selectedViewController, selected !== tabs.moreNavigationController,
                (tabs.viewControllers ?? []).allSatisfy({ $0 !== selected })
            {
                problems.append("the tab bar controller selects \(selected.title!), which is not one of its tabs")
            }
            if !problems.isEmpty {
                failures.append("seed \(seed), step \(step), operations \(log): " + problems.joined(separator: "; "))
            }
            if !failures.isEmpty { return tearDown() }
        }
        return tearDown()
    }
}
