import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Drives random sequences of containment operations — correct use and
/// misuse alike — and checks DESIGN.md's invariants after every step: the
/// trees, view/controller consistency, appearance (after every settled turn),
/// and layout bookkeeping. Seeded and reproducible: a failure names its seed
/// and step. `OPENUIKIT_FUZZ_SEQUENCES` raises the count.
@MainActor
@Suite(.uikitTest) struct RandomizedInvariantTests {
    /// SplitMix64: small, fast, the same sequence on every platform.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    static let steps = 30
    /// `OPENUIKIT_FUZZ_SEED=N` replays one sequence and prints every step.
    static let replay = FuzzSeeds.replay
    static var seeds: Range<Int> { FuzzSeeds.seeds() }
    static let styles: [UIModalPresentationStyle] = [
        .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen, .overCurrentContext, .popover,
        .custom, .none,
    ]

    @Test func containmentInvariantsHoldAfterEveryStep() {
        TestClock.useManualTime()
        var failures: [String] = []
        var operations = 0
        var reportCount = 0
        var presentationRefused = false
        for seed in Self.seeds where failures.isEmpty {
            failures += runSequence(seed: UInt64(seed), operations: &operations) { reports in
                reportCount += reports.count
                presentationRefused = presentationRefused || reports.contains { $0.message.hasPrefix("Attempt to present <") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        // The mix makes misuse: the reports are checked, not absent.
        if Self.replay == nil { #expect(presentationRefused && reportCount > 0) }
        if failures.isEmpty { #expect(operations == Self.seeds.count * Self.steps) }
    }

    private func runSequence(seed: UInt64, operations: inout Int, seeing: ([UIDiagnostic]) -> Void) -> [String] {
        var random = Generator(state: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = FuzzSeeds.phoneScreen
        let pool: [UIViewController] = (0..<6).map { $0 < 3 ? Container() : Content() }
        let root = Container()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var log: [String] = []
        var failures: [String] = []
        let diagnostics = UIApplication.shared.diagnostics
        func tearDown() -> [String] {
            let (_, reports) = diagnostics.recording {
                window.isHidden = true
                window.rootViewController = nil
                TestClock.settle()
            }
            seeing(reports)
            return failures + AllowedReport.unexpected(reports, allowed: Self.turn, seed: seed, step: Self.steps, operation: "tear-down")
        }
        let everyone = [root] + pool
        for (index, controller) in everyone.enumerated() {
            controller.title = index == 0 ? "Root" : "C\(index)"
            UIApplication.shared.lifecycleTrace.setName(controller.title!, for: controller)
        }
        for step in 0..<Self.steps {
            operations += 1
            let a = random.pick(everyone)
            let b = random.pick(everyone)
            let operation = random.below(17)
            log.append("\(operation)")
            var (_, reports) = diagnostics.recording {
                switch operation {
                case 0: // the seed's displayContentController
                    (a as? Container)?.displayContentController(b)
                case 1: // the seed's hideContentController
                    if let parent = b.parent as? Container { parent.hideContentController(b) }
                case 2:
                    a.addChild(b)
                case 3:
                    b.removeFromParent()
                case 4:
                    a.view.addSubview(b.view)
                case 5:
                    b.viewIfLoaded?.removeFromSuperview()
                case 6: // the seed's cycle between two children of one container
                    if let container = a as? Container, let old = container.children.first, old !== b, !b.children.contains(container) {
                        container.cycle(from: old, to: b)
                    }
                case 7:
                    b.didMove(toParent: b.parent)
                case 14: // a custom container's wrapper, not yet in its tree, then put in
                    let wrapper = UIView(frame: a.view.bounds)
                    wrapper.addSubview(b.view)
                    if random.chance(70) { a.view.addSubview(wrapper) }
                case 8:
                    TestClock.advance(by: Double(random.below(4)) * 0.1)
                case 9:
                    TestClock.runUntilIdle()
                case 10:
                    window.isHidden = random.chance(40)
                case 11:
                    window.rotate(to: random.pick([.portrait, .landscapeLeft, .landscapeRight]), animated: random.chance(50))
                case 12:
                    if a.parent == nil, random.chance(30) {
                        window.rootViewController = a
                    } else {
                        UIApplication.shared.simulateMemoryWarning()
                    }
                case 15: // present, in any style, animated or not
                    b.modalPresentationStyle = random.pick(Self.styles)
                    a.present(b, animated: random.chance(50))
                case 16:
                    a.dismiss(animated: random.chance(50))
                default:
                    if let parent = b.parent, random.chance(50) {
                        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: b)
                    } else {
                        a.view.bringSubviewToFront(b.view)
                    }
                }
            }
            if Self.replay != nil {
                print("step \(step): operation \(operation) a=\(a.title ?? "?") b=\(b.title ?? "?")")
                print(root.hierarchyDescription())
                for controller in pool where controller.parent == nil { print(controller.hierarchyDescription()) }
                for controller in everyone where controller.presentedViewController != nil && controller.parent == nil {
                    print("\(controller.title!) presents \(controller.presentedViewController?.title ?? "?")")
                }
                print("window subviews: \(window.subviews.map { $0.next.map(String.init(describing:)) ?? "?" })")
            }
            var problems = window.invariantViolations(settled: false)
            for controller in everyone where controller.parent == nil && window.rootViewController !== controller {
                problems += controller.invariantViolations(settled: false)
            }
            var allowed = Self.allowed(operation)
            if step % 5 == 4 || step == Self.steps - 1 {
                reports += diagnostics.recording { TestClock.settle() }.diagnostics
                allowed += Self.turn
                problems += window.invariantViolations(settled: true)
                for controller in everyone where controller.parent == nil && window.rootViewController !== controller {
                    problems += controller.invariantViolations(settled: true)
                }
            }
            seeing(reports)
            failures += AllowedReport.unexpected(reports, allowed: allowed, seed: seed, step: step, operation: "operation \(operation)")
            if !problems.isEmpty {
                failures.append("seed \(seed), step \(step), operations \(log): " + problems.joined(separator: "; "))
            }
            if !failures.isEmpty { return tearDown() }
        }
        return tearDown()
    }
}
