import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The runtime's user-facing switches: fatal diagnostics, trace printing,
/// the key window.
@MainActor
@Suite(.uikitTest) struct RuntimeTests {
    /// A kind made fatal stops the process at its first report, as UIKit's
    /// exceptions do.
    @Test func aFatalKindStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.shared.diagnostics.fatalKinds = [.misuse]
                let lone = UIViewController()
                lone.addChild(lone)
            }
        }
    }

    @Test func theTracePrintsOneReadableLinePerCallback() {
        let trace = UIApplication.shared.lifecycleTrace
        var printed: [String] = []
        let wasPrinting = trace.isPrinting
        let oldPrinter = trace.printLine
        trace.printLine = { printed.append($0) }
        trace.isPrinting = true
        let parent = Container()
        let child = Content()
        trace.setName("Parent", for: parent)
        trace.setName("Child", for: child)
        parent.addChild(child)
        child.didMove(toParent: parent)
        trace.isPrinting = wasPrinting
        trace.printLine = oldPrinter
        // Apple, `willMove(toParent:)`: addChild(_:) calls it; the
        // didMove(toParent:) is this test's own call.
        #expect(printed == ["Child.willMove(toParent: Parent)", "Child.didMove(toParent: Parent)"])
    }

    @Test func aRecorderPrintsItsLinesAsSwiftSource() {
        let child = Content()
        let trace = recorder((child, "Child"))
        _ = child.view
        // Apple, `viewDidLoad()`: called after the controller's view is
        // loaded into memory, so after loadView().
        #expect(
            trace.swiftSource == """
                [
                    "Child.loadView()",
                    "Child.viewDidLoad()",
                ]
                """)
    }

    @Test func keyWindowAndWindowList() {
        withTestWindow { first in
            #expect(first.isKeyWindow)
            #expect(UIApplication.shared.windows.contains(first))
            let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(!UIApplication.shared.windows.contains(second))
            second.makeKeyAndVisible()
            #expect(second.isKeyWindow && !first.isKeyWindow)
            second.isHidden = true
            #expect(first.isKeyWindow)
            #expect(!UIApplication.shared.windows.contains(second))
            #expect(second.window === second)
        }
    }

    @Test func responderChain() {
        let container = Container()
        let child = Content()
        withTestWindow(root: container) { window in
            container.displayContentController(child)
            let label = UIView()
            child.view.addSubview(label)
            #expect(label.next === child.view)
            #expect(child.view.next === child)
            #expect(child.next === container.view)
            #expect(container.view.next === container)
            #expect(container.next === window)
            #expect(window.next === UIApplication.shared)
        }
    }

    @Test func aLoadViewThatSetsNoViewIsReported() {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        let controller = Forgetful()
        let (_, reports) = UIApplication.shared.diagnostics.recording { _ = controller.view }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(controller.isViewLoaded)
    }
}
