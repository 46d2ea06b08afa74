import GalleryKit
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// The whole `tunnel` transcript, against its golden file.
///
/// The golden file (`__Snapshots__/TunnelScenarioTests/transcriptMatchesTheGoldenFile.1.txt`, compared byte for byte, so
/// its sources are named here) was recorded from our own output (524b26c)
/// and re-recorded three times with its orders checked against no new
/// outside source: be1b830 (EndMap and Compass now hear the memory warning;
/// the landscape size class, which does have a source), 823292a (every
/// viewSafeAreaInsetsDidChange line), 8533b7e (every
/// viewLayoutMarginsDidChange line). Sources per section, as named in
/// ContainmentLifecycleTests and TraitAndSizeTransitionTests:
/// - 1 Launch: the root's view loading inside `makeKeyAndVisible()`, not in
///   the `rootViewController` setter (device backtraces of a root's
///   viewDidLoad under `-[UIWindow addRootViewControllerViewIfPossible]` ←
///   `-[UIWindow makeKeyAndVisible]`: faisalmemon/ios-crash-dump-analysis-book,
///   `markdown/zh/CrashReport.md`; re-recorded for it in issue 9);
///   parent's viewWillAppear/viewDidAppear before its children's
///   (Jianshu post at 39.103.169.235/p/ad86ca978747); viewIsAppearing after
///   the superview's layout and before viewDidAppear (Apple,
///   `viewIsAppearing(_:)`); the safe-area call before viewWillLayoutSubviews
///   (Apple, `viewSafeAreaInsetsDidChange()`; haomeiwen.com/subject/aedzsqtx.html).
///   order not fixed by any source found: both children's safe-area and
///   margin calls before the first child's viewIsAppearing, and margins
///   before viewIsAppearing at all (ours).
/// - 2 Digging: layout top-down (WWDC 2015 session 219). order not fixed by
///   any source found: that only EndMap lays out again (ours).
/// - 3 Transition: Apple's listing 5-3 and
///   `transition(from:to:duration:options:animations:completion:)`; seed 003
///   (objc.io issue 1). order not fixed by any source found: old
///   will-disappear before new will-appear, the did-callbacks before the
///   completion block's containment calls, and the layout after it (ours).
/// - 4 Add and remove: listings 5-1 and 5-2 (seeds 000/004), Apple
///   `willMove(toParent:)`, the Jianshu post for the appearance callbacks.
///   order not fixed by any source found: viewWillAppear inside addSubview
///   with didMove(toParent:) before viewDidAppear (ours).
/// - 5 Memory warning: seed 001 (every controller hears it). order not
///   fixed by any source found: the whole order, removed controllers last
///   (ours).
/// - 6 Rotation: Apple `willTransition(to:with:)` and
///   `viewWillTransition(to:with:)`; AsyncDisplayKit pull request 2115 and
///   firefox-ios pull request 10987 (traits notice, then size notice, then
///   traitCollectionDidChange). order not fixed by any source found: one
///   pass over the tree per callback, and the layout interleaving after it.
///
/// The golden file lists `updateViewConstraints()` in each controller's first
/// appearance in a window that uses constraints; sources as in
/// `MailScenarioTests` and `ConstraintUpdateLifecycleTests`.
@MainActor
@Suite(.uikitTest) struct TunnelScenarioTests {
    @Test func transcriptMatchesTheGoldenFile() throws {
        assertSnapshot(of: Scenario.tunnel.transcript(), as: .lines)
    }

    @Test func transcriptIsTheSameOnEveryRun() {
        #expect(Scenario.tunnel.transcript() == Scenario.tunnel.transcript())
    }

    @Test func scenarioReportsNoDiagnostics() {
        var lines: [String] = []
        let diagnostics = Scenario.tunnel.run { lines.append($0) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lines.suffix(2) == ["== 8. Diagnostics ==", "  none"])
    }

    @Test func transcriptStartsWithTheLaunchSection() {
        let first = Scenario.tunnel.transcript().split(separator: "\n").first
        #expect(first == "== 1. Launch: the tunnel container becomes the root ==")
    }

    @Test func scenarioLeavesNothingOnScreen() {
        let before = UIApplication.shared.windows.count
        Scenario.tunnel.run { _ in }
        #expect(UIApplication.shared.windows.count == before)
        #expect(!UIApplication.shared.hasPendingWork)
    }
}
