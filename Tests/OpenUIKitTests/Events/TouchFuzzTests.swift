import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Random touch sequences on a navigation stack with views carrying random
/// gesture recognizers (some requiring others to fail), some exclusive or
/// multi-touch: touches begun at
/// good and bad points (NaN, infinite, off screen), moved, ended and
/// cancelled, time passing, views removed and recognizers turned off,
/// removed or moved to another view mid-gesture, edge swipes and bar taps.
/// The window's invariants (the gesture recognizers' included) are checked
/// after every step and, once every touch is up and the clock settled, as
/// settled. Each step may make only the reports its operation declares
/// (``allowed(_:)``), checked step by step. Seeded like
/// `RandomizedInvariantTests` (`OPENUIKIT_FUZZ_SEQUENCES`, `OPENUIKIT_FUZZ_SEED`).
@MainActor
@Suite(.uikitTest) struct TouchFuzzTests {
    static let steps = 40
    static var seeds: Range<Int> { FuzzSeeds.seeds(dividedBy: 8) }

    @Test func randomTouchesKeepTheInvariants() {
        TestClock.useManualTime()
        var failures: [String] = []
        for seed in Self.seeds where failures.isEmpty { failures += runSequence(seed: UInt64(seed)) }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }

    /// The reports operation `operation` (the cases of `runSequence`) may
    /// make, given whether a touch at a non-finite point is down. Both are
    /// OpenUIKit's own (UIKit never receives a touch at a non-finite point,
    /// and moves a recognizer added to a second view silently): an event
    /// with a touch at a non-finite point (one begun or moved there now, or
    /// one still down there) reports it; every other operation reports
    /// nothing.
    static func allowed(_ operation: Int, nonFiniteTouchDown: Bool) -> [AllowedReport] {
        let nonFinite = [AllowedReport(.misuse, "is not at a finite location")]
        switch operation {
        case 0, 1, 2, 3: return nonFinite // a touch begins or moves, maybe to a non-finite point
        case 4, 5, 10, 11: return nonFiniteTouchDown ? nonFinite : [] // a touch ends; a swipe or a tap
        case 9: return [AllowedReport(.misuse, "is attached to")] // a recognizer moves to another view
        default: return []
        }
    }

    private static func isNonFinite(_ touch: UITouch) -> Bool {
        let point = touch.location(in: nil)
        return !point.x.isFinite || !point.y.isFinite
    }

    private static func recognizer(_ kind: Int) -> UIGestureRecognizer {
        switch kind {
        case 0: return UITapGestureRecognizer()
        case 1:
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            return double
        case 2: return UIPanGestureRecognizer()
        case 3: return UILongPressGestureRecognizer()
        case 4: return UISwipeGestureRecognizer()
        default: return UIPinchGestureRecognizer()
        }
    }

    private func runSequence(seed: UInt64) -> [String] {
        var random = RandomizedInvariantTests.Generator(state: seed)
        let a = titled("A")
        let b = titled("B")
        let navigation = UINavigationController(rootViewController: a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = FuzzSeeds.phoneScreen
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(b, animated: false)
        TestClock.settle()
        var views: [UIView] = []
        for index in 0..<4 {
            let view = UIView(frame: CGRect(x: CGFloat(index * 60), y: CGFloat(100 + index * 80), width: 200, height: 200))
            random.pick([a, b]).view.addSubview(view)
            view.isExclusiveTouch = random.chance(25)
            view.isMultipleTouchEnabled = random.chance(50)
            views.append(view)
        }
        var recognizers: [UIGestureRecognizer] = []
        for _ in 0..<5 {
            let recognizer = Self.recognizer(random.below(6))
            random.pick(views).addGestureRecognizer(recognizer)
            if let other = recognizers.last, random.chance(30) { recognizer.require(toFail: other) }
            recognizer.cancelsTouchesInView = random.chance(70)
            recognizer.delaysTouchesBegan = random.chance(20)
            recognizers.append(recognizer)
        }
        let points: [CGPoint] = [
            CGPoint(x: 1, y: 400), CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 300), CGPoint(x: 300, y: 500),
            CGPoint(x: 30, y: 70), CGPoint(x: 500, y: 900), CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity),
        ]
        var touches: [UITouch] = []
        var log: [String] = []
        var failures: [String] = []
        for step in 0..<Self.steps where failures.isEmpty {
            let operation = random.below(12)
            log.append("\(operation)")
            let nonFiniteTouchDown = touches.contains(where: Self.isNonFinite)
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                switch operation {
                case 0, 1: touches.append(window.beginTouch(at: random.pick(points)))
                case 2, 3:
                    if !touches.isEmpty { window.moveTouch(random.pick(touches), to: random.pick(points)) }
                case 4:
                    if !touches.isEmpty { window.endTouch(touches.remove(at: random.below(touches.count))) }
                case 5:
                    if !touches.isEmpty { window.cancelTouch(touches.remove(at: random.below(touches.count))) }
                case 6: TestClock.advance(by: random.pick([0.01, 0.2, 0.4, 0.6]))
                case 7: random.pick(views).removeFromSuperview()
                case 8:
                    let recognizer = random.pick(recognizers)
                    recognizer.isEnabled.toggle()
                case 9:
                    let recognizer = random.pick(recognizers)
                    if random.chance(50) {
                        recognizer.view?.removeGestureRecognizer(recognizer)
                    } else {
                        random.pick(views).addGestureRecognizer(recognizer)
                    }
                case 10: window.edgeSwipe(from: .left, distance: random.pick([50, 200, 300]), duration: 0.2, framesPerSecond: 20)
                default: window.tap(at: CGPoint(x: random.pick([20, 200, 370]), y: random.pick([60, 70, 820])))
                }
            }
            failures += AllowedReport.unexpected(
                reports, allowed: Self.allowed(operation, nonFiniteTouchDown: nonFiniteTouchDown), seed: seed, step: step,
                operation: "operation \(operation)")
            let problems = window.invariantViolations(settled: false)
            if !problems.isEmpty { failures.append("seed \(seed) step \(step) (\(log.joined(separator: " "))): \(problems)") }
        }
        let nonFiniteTouchDown = touches.contains(where: Self.isNonFinite)
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            for touch in touches { window.endTouch(touch) }
            TestClock.settle()
        }
        failures += AllowedReport.unexpected(
            reports, allowed: Self.allowed(4, nonFiniteTouchDown: nonFiniteTouchDown), seed: seed, step: Self.steps,
            operation: "every touch ends")
        let problems = window.invariantViolations(settled: true)
        if failures.isEmpty, !problems.isEmpty { failures.append("seed \(seed) settled (\(log.joined(separator: " "))): \(problems)") }
        window.isHidden = true
        window.rootViewController = nil
        TestClock.settle()
        return failures
    }
}
