import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The example on the README's first screen, with the output it shows: the
/// test reads both from README.md, checks that the code between its
/// markers is the README's example line for line, and compares the trace
/// the code makes with the README's output.
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
@Suite(.uikitTest) struct ReadmeExampleTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced blocks of README.md, in order, each as its lines.
    private static func readmeBlocks() throws -> [[String]] {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Code lines compared without indentation, blank lines and the
    /// spacing before a trailing comment (swift-format's, not the README's).
    private static func normalized(_ lines: some Sequence<String>) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("import ") }
            .map { $0.replacingOccurrences(of: #"\s+//"#, with: " //", options: .regularExpression) }
    }

    @Test func theCodeIsTheReadmesExample() throws {
        let blocks = try Self.readmeBlocks()
        // The README's example starts with `import UIKit` (OpenUIKit's module of that name on Linux).
        let example = try #require(blocks.first { $0.first?.hasPrefix("import UIKit") == true })
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(source.firstIndex { $0.hasSuffix("// --- README example ---") })
        let end = try #require(source.firstIndex { $0.hasSuffix("// --- end ---") })
        #expect(Self.normalized(source[(start + 1)..<end]) == Self.normalized(example))
    }

    @Test func readmeExample() throws {
        var output: [String] = []
        let trace = UIApplication.shared.lifecycleTrace
        let token = trace.addObserver { output.append($0.description) }
        defer { trace.removeObserver(token) }
        TestClock.useManualTime()

        // --- README example ---
        let window = UIWindow(frame: UIScreen.main.bounds)
        let container = UIViewController()
        let child = UIViewController()
        UIApplication.shared.lifecycleTrace.setName("Container", for: container)
        UIApplication.shared.lifecycleTrace.setName("Child", for: child)
        window.rootViewController = container
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        container.addChild(child)
        child.view.frame = container.view.bounds
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        UIApplication.shared.runUntilIdle() // the end of the run-loop turn
        // --- end ---

        // The README's output, whose order has the sources named above;
        // order not fixed by any source found: viewSafeAreaInsetsDidChange
        // and viewLayoutMarginsDidChange before viewIsAppearing (both
        // controllers), and the child's viewWillAppear inside addSubview with
        // didMove(toParent:) before viewDidAppear (ours, DESIGN.md "Time").
        let shown = try #require(try Self.readmeBlocks().first { $0.first == "Container.loadView()" })
        #expect(output == shown.filter { !$0.isEmpty })
        #expect(output.count == 22)
        window.isHidden = true
        window.rootViewController = nil
    }
}
