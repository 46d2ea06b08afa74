import OpenUIKit
import OpenUIKitTesting
import Testing

/// The example on the README's first screen, with the output it shows.
/// If this test changes, update README.md.
///
/// The trace is the one of `ContainmentLifecycleTests`, and has the same
/// sources (named there): Apple's container guide (seeds 000/004) and
/// `willMove(toParent:)` docs for the containment calls; the Jianshu post at
/// 39.103.169.235/p/ad86ca978747 for the child's appearance callbacks when
/// its view is added; Apple's `viewIsAppearing(_:)` for viewIsAppearing
/// after the superview's layout and before viewDidAppear; Apple's
/// `viewSafeAreaInsetsDidChange()` and haomeiwen.com/subject/aedzsqtx.html
/// for the safe-area call before viewWillLayoutSubviews.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() {
        var output: [String] = []
        let trace = UIApplication.shared.lifecycleTrace
        let token = trace.addObserver { output.append($0.description) }
        defer { trace.removeObserver(token) }
        TestClock.useManualTime()

        // --- README example ---
        let window = UIWindow(frame: UIScreen.main.bounds)
        let container = UIViewController()
        let child = UIViewController()
        trace.setName("Container", for: container)
        trace.setName("Child", for: child)
        window.rootViewController = container
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        container.addChild(child)
        child.view.frame = container.view.bounds
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        UIApplication.shared.runUntilIdle() // the end of the run-loop turn
        // --- end ---

        // order not fixed by any source found: viewSafeAreaInsetsDidChange
        // and viewLayoutMarginsDidChange before viewIsAppearing (both
        // controllers), and the child's viewWillAppear inside addSubview with
        // didMove(toParent:) before viewDidAppear (ours, DESIGN.md "Time").
        #expect(
            output == [
                "Container.loadView()",
                "Container.viewDidLoad()",
                "Container.viewWillAppear(animated: false)",
                "Container.viewSafeAreaInsetsDidChange()",
                "Container.viewLayoutMarginsDidChange()",
                "Container.viewIsAppearing(animated: false)",
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
                "Container.viewDidAppear(animated: false)",
                "Child.willMove(toParent: Container)",
                "Child.loadView()",
                "Child.viewDidLoad()",
                "Child.viewWillAppear(animated: false)",
                "Child.didMove(toParent: Container)",
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
                "Child.viewSafeAreaInsetsDidChange()",
                "Child.viewLayoutMarginsDidChange()",
                "Child.viewIsAppearing(animated: false)",
                "Child.viewWillLayoutSubviews()",
                "Child.viewDidLayoutSubviews()",
                "Child.viewDidAppear(animated: false)",
            ])
        window.isHidden = true
        window.rootViewController = nil
    }
}
