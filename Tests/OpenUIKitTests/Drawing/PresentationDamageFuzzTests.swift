import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Random animations (moves, resizes, fades, colour changes, rotations,
/// paused and scrubbed animators, changes without animation, views added
/// and removed) on a small tree; after every step the backing store,
/// painted incrementally from the damage, must equal a full repaint.
///
/// The expectation is OpenUIKit's own consistency rule (see
/// `DisplayPassTests`): damage covers every pixel whose picture changed,
/// mid-animation too (Apple, `CALayer.presentation()`: what shows while an
/// animation runs). Seeded and reproducible: a failure names its seed and
/// step; `OPENUIKIT_FUZZ_SEQUENCES=N` runs more (default 40),
/// `OPENUIKIT_FUZZ_SEED=N` replays one.
@MainActor
@Suite(.uikitTest) struct PresentationDamageFuzzTests {
    typealias Generator = RandomizedInvariantTests.Generator

    static let steps = 14
    static let replay = FuzzSeeds.replay
    static var seeds: Range<Int> { FuzzSeeds.seeds(dividedBy: 50) }

    @Test func theStoreMatchesAFullRepaintAfterEveryFrame() {
        var failures: [String] = []
        for seed in Self.seeds where failures.isEmpty {
            failures += run(seed: UInt64(seed))
        }
        #expect(failures.isEmpty, "\(failures.first ?? "")")
    }

    private static let colors: [UIColor] = [.red, .green, .blue, .white, UIColor.black.withAlphaComponent(0.5), .clear]

    private func run(seed: UInt64) -> [String] {
        var random = Generator(state: seed)
        var failures: [String] = []
        withTestWindow(size: CGSize(width: 40, height: 40)) { window in
            window.backgroundColor = .white
            var views: [UIView] = []
            func frame() -> CGRect {
                CGRect(x: random.below(40) - 5, y: random.below(40) - 5, width: random.below(20) + 1, height: random.below(20) + 1)
            }
            for _ in 0..<4 {
                let view = colored(random.pick(Self.colors), frame())
                (views.isEmpty || random.chance(50) ? window : random.pick(views)).addSubview(view)
                views.append(view)
            }
            var animators: [UIViewPropertyAnimator] = []
            TestClock.runUntilIdle()
            for step in 0..<Self.steps {
                let view = random.pick(views)
                let operation = random.below(10)
                if Self.replay != nil {
                    print("seed \(seed) step \(step): operation \(operation) on view \(views.firstIndex { $0 === view } ?? -1)")
                }
                let change: () -> Void
                switch random.below(6) {
                case 0: change = { [f = frame()] in view.center = CGPoint(x: f.minX, y: f.minY) }
                case 1: change = { [w = CGFloat(random.below(30) + 1)] in view.bounds.size.width = w }
                case 2: change = { [a = CGFloat(random.below(5)) / 4] in view.alpha = a }
                case 3: change = { [c = random.pick(Self.colors)] in view.backgroundColor = c }
                case 4: change = { [r = CGFloat(random.below(8)) / 8] in view.transform = CGAffineTransform(rotationAngle: r * .pi) }
                default: change = { [f = frame()] in view.frame = f }
                }
                switch operation {
                case 0, 1, 2:
                    let options: UIView.AnimationOptions = random.chance(50) ? .curveLinear : .curveEaseInOut
                    UIView.animate(
                        withDuration: Double(random.below(8) + 1) / 8, delay: Double(random.below(3)) / 8, options: options,
                        animations: change)
                case 3:
                    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: change)
                    animator.pauseAnimation()
                    animator.fractionComplete = CGFloat(random.below(5)) / 4
                    animators.append(animator)
                case 4:
                    if let animator = animators.last, animator.state == .active {
                        animator.fractionComplete = CGFloat(random.below(5)) / 4
                    }
                case 5:
                    if let animator = animators.popLast(), animator.state == .active {
                        if random.chance(50) { animator.startAnimation() } else { animator.stopAnimation(true) }
                    }
                case 6: change()
                case 7:
                    if view.superview != nil, random.chance(50) {
                        view.removeFromSuperview()
                    } else {
                        window.addSubview(view)
                    }
                default: break
                }
                TestClock.advance(by: Double(random.below(4)) / 16)
                let stored = window.displayedImage()?.pngData()
                if stored != freshPicture(of: window).pngData() {
                    failures.append("seed \(seed) step \(step): the backing store differs from a full repaint")
                    break
                }
            }
            for animator in animators where animator.state == .active { animator.stopAnimation(true) }
            TestClock.settle()
            if window.displayedImage()?.pngData() != freshPicture(of: window).pngData() {
                failures.append("seed \(seed) settled: the backing store differs from a full repaint")
            }
            for view in views { view.removeFromSuperview() }
        }
        return failures
    }
}
