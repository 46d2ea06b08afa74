import OpenUIKit
import OpenUIKitTesting
import Testing

/// The example on the README's first screen, with the output it shows.
/// If this test changes, update README.md.
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
        UIApplication.shared.runUntilIdle()   // the end of the run-loop turn
        // --- end ---

        #expect(output == [
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
