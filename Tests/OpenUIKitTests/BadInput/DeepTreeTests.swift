import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Trees far deeper than any screen: every walk over them (membership,
/// layout, display, traits, dumps, invariants, moves, deallocation) must
/// work without recursion that the stack could not hold. Each runs in a
/// child process, so that a stack overflow fails the test, not the run.
@MainActor
@Suite(.uikitTest) struct DeepTreeTests {
    static let depth = 20_000

    /// A chain of 20,000 nested views on a visible window.
    @Test func aViewChain20000Deep() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let depth = DeepTreeTests.depth
                    let app = UIApplication.shared
                    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    window.makeKeyAndVisible()
                    app.runUntilIdle()
                    probe("building the chain")
                    var top: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                    var last = top!
                    for index in 1..<depth {
                        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                        view.tag = index
                        last.addSubview(view)
                        last = view
                    }
                    last.backgroundColor = .red
                    last.alpha = 0.5
                    weak let deepest = last
                    probe("adding it to a visible window")
                    window.addSubview(top!)
                    probe("layout and display")
                    app.runUntilIdle()
                    require(window.displayedImage()?.pixel(x: 10, y: 10)?.red == 255, "the deepest view is painted")
                    probe("a change at the bottom")
                    last.setNeedsLayout()
                    last.setNeedsUpdateConstraints()
                    last.setNeedsDisplay()
                    last.backgroundColor = .blue
                    app.runUntilIdle()
                    require(window.displayedImage()?.pixel(x: 10, y: 10)?.blue == 255, "repainted")
                    probe("viewWithTag")
                    require(window.viewWithTag(depth - 1) === last, "viewWithTag")
                    probe("recursiveDescription")
                    let lines = window.recursiveDescription().split(separator: "\n")
                    require(lines.count == depth + 1, "\(lines.count) lines")
                    require(
                        lines.last!.hasPrefix(String(repeating: "   | ", count: 100) + "[depth \(depth)] <UIView; frame"),
                        "\(lines.last!.suffix(80))")
                    probe("invariants")
                    requireSound(window, "the deep chain")
                    probe("traits change (another screen)")
                    window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366), scale: 2, idiom: .pad)
                    app.runUntilIdle()
                    require(last.traitCollection.userInterfaceIdiom == .pad, "traits reached the bottom")
                    probe("drawHierarchy and a snapshot of the deep view")
                    _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                        _ = window.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true)
                    }
                    probe("moving it to another window")
                    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
                    other.makeKeyAndVisible()
                    other.addSubview(top!)
                    app.runUntilIdle()
                    require(last.window === other, "moved")
                    requireSound(other, "after the move")
                    probe("removing it")
                    top!.removeFromSuperview()
                    app.runUntilIdle()
                    require(last.window == nil, "removed")
                    probe("deallocating it")
                    top = nil
                    require(deepest != nil, "the deepest view is still held by `last`")
                    last = UIView()
                    require(deepest == nil, "the chain was deallocated")
                    window.isHidden = true
                    other.isHidden = true
                }
            })
    }

    /// A chain of 20,000 controllers, each the child of the one before,
    /// each child's view inside its parent's view, shown in a window.
    @Test func aControllerChain20000Deep() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let depth = DeepTreeTests.depth
                    let app = UIApplication.shared
                    probe("building the chain")
                    var root: UIViewController? = UIViewController()
                    var last = root!
                    for _ in 1..<depth {
                        let child = UIViewController()
                        last.addChild(child)
                        child.view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                        last.view.addSubview(child.view)
                        child.didMove(toParent: last)
                        last = child
                    }
                    weak let deepest = last
                    probe("showing it")
                    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    window.rootViewController = root
                    window.makeKeyAndVisible()
                    app.runUntilIdle()
                    require(last.appearanceState == "appeared", "the deepest is \(last.appearanceState)")
                    probe("invariants and dumps")
                    requireSound(window, "the controller chain")
                    require(root!.hierarchyDescription().split(separator: "\n").count == depth, "hierarchyDescription")
                    probe("a memory warning")
                    app.simulateMemoryWarning()
                    probe("hiding and showing the window")
                    window.isHidden = true
                    require(last.appearanceState == "disappeared", "hidden: \(last.appearanceState)")
                    window.isHidden = false
                    app.runUntilIdle()
                    require(last.appearanceState == "appeared", "shown: \(last.appearanceState)")
                    probe("traits change (another screen)")
                    window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366), scale: 2, idiom: .pad)
                    app.runUntilIdle()
                    require(last.traitCollection.userInterfaceIdiom == .pad, "traits reached the deepest")
                    probe("rotating (size transitions forward through each controller's viewWillTransition(to:with:))")
                    let messages = reports {
                        window.rotate(to: .landscapeLeft, animated: false)
                        UIApplication.shared.clock.advance(by: 1)
                    }
                    require(
                        messages.count == 2
                            && messages.allSatisfy { $0.contains("was forwarded through 1000 levels of child view controllers") },
                        "\(messages)")
                    require(last.view.window === window, "still shown")
                    probe("removing the chain from the window and deallocating it")
                    window.rootViewController = nil
                    app.runUntilIdle()
                    require(last.appearanceState == "disappeared", "removed: \(last.appearanceState)")
                    root = nil
                    last = UIViewController()
                    require(deepest == nil, "the chain was deallocated")
                    window.isHidden = true
                }
            })
    }

    /// Releasing a chain of owned objects recurses in Swift (each deinit
    /// releases the next): views and controllers take their chains apart
    /// iteratively, so that even 100,000 levels deallocate.
    @Test func deallocatingChains100000Deep() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    probe("a view chain")
                    var top: UIView? = UIView()
                    var last = top!
                    for _ in 1..<100_000 {
                        let view = UIView()
                        last.addSubview(view)
                        last = view
                    }
                    weak let deepestView = last
                    last = UIView()
                    top = nil
                    require(deepestView == nil, "the view chain was deallocated")
                    probe("a controller chain")
                    var root: UIViewController? = UIViewController()
                    var child = root!
                    for _ in 1..<100_000 {
                        let next = UIViewController()
                        child.addChild(next)
                        child = next
                    }
                    weak let deepestController = child
                    child = UIViewController()
                    root = nil
                    require(deepestController == nil, "the controller chain was deallocated")
                }
            })
    }
}
