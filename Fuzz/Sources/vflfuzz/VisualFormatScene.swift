import Foundation
import OpenUIKit

/// The window, views and metrics every fuzz input runs against, and the
/// checks that the state is sound after each call.
///
/// Views: `a`, `b`, `c` are siblings in `s` (the window's only subview;
/// `c` lays out right to left, the others left to right);
/// `d` is their cousin (inside a box in `s`); `e` has no superview; `w` is
/// the window; `_` and `A_1` are second names for `a` and `b`; `g` is a
/// layout guide, `x` a string and `n` an `NSNull` (none of them a view).
/// Metrics: ordinary numbers of several types, zero, negatives, values past
/// the solver's limit, NaN, infinities, integer extremes, and values that are
/// no numbers; `c` is a metric as well as a view.
@MainActor
final class VisualFormatScene {
    /// The scene inputs run against now.
    private static var current = VisualFormatScene()

    /// How many inputs one scene takes before a new one replaces it. The
    /// solver never reuses a symbol id, so its per-symbol storage grows by
    /// some 50 bytes with each constraint activated and deactivated (about
    /// 1 GB in a 10-minute run); a new window and views, and so a new
    /// engine, keep a long run's memory flat.
    static let inputsPerScene = 100_000
    private var inputCount = 0

    /// Runs one input against the current scene, replacing it when it has had its share.
    static func exercise(_ input: FuzzInput) {
        if current.inputCount == inputsPerScene {
            current.window.isHidden = true
            UIApplication.shared.runUntilIdle()
            current = VisualFormatScene()
        }
        current.inputCount += 1
        current.exercise(input)
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let root = UIView()
    let a = UIView(), b = UIView(), c = UIView()
    let box = UIView(), d = UIView()
    let loose = UIView()
    let guide = UILayoutGuide()

    let views: [String: Any]
    let metrics: [String: Any] = [
        "m": 10, "z": 0, "neg": -20.5, "half": CGFloat(0.5), "f": Float(3), "p": 750, "low": 1, "req": 1000,
        "big": 1e30, "huge": 1e300, "max": Double.greatestFiniteMagnitude, "tiny": Double.leastNonzeroMagnitude,
        "nan": Double.nan, "inf": Double.infinity, "ninf": -Double.infinity, "fnan": Float.nan, "finf": Float.infinity,
        "imax": Int.max, "imin": Int.min, "u64": UInt64.max, "i8": Int8(-3),
        "ns": NSNumber(value: 42.5), "nsnan": NSNumber(value: Double.nan),
        "yes": true, "str": "wide", "list": [1, 2], "c": 30,
    ]

    /// Whether to print each input's outcome (`VFLFUZZ_TRACE=1`, for replaying a few inputs).
    let tracing = ProcessInfo.processInfo.environment["VFLFUZZ_TRACE"] == "1"

    /// The inputs this scene ran before this one (the latest last), kept for
    /// `VFLFUZZ_HISTORY`: a failure that needs the state earlier inputs left
    /// is replayed by running them in order in one process.
    private var history: [[UInt8]] = []
    private static let historyLength = 256

    /// Every view the returned constraints may name.
    let allViews: [UIView]
    /// How many constraints each of ``allViews`` holds between inputs.
    private(set) var baseline: [Int] = []

    private init() {
        views = [
            "a": a, "b": b, "c": c, "d": d, "e": loose, "s": root, "w": window,
            "_": a, "A_1": b, "g": guide, "x": "not a view", "n": NSNull(),
        ]
        allViews = [window, root, a, b, c, box, d, loose]
        let app = UIApplication.shared
        if app.clock.mode != .manual { app.clock.useManualTime() }
        // Every call below records its diagnostics; silence them besides, so
        // that nothing the harness misses floods stderr.
        app.diagnostics.silencedKinds = [
            .hierarchyInconsistency, .unbalancedAppearanceTransition, .unsatisfiableConstraints,
            .ambiguousLayout, .layoutFeedbackLoop, .detachedViewController, .misuse,
        ]
        root.frame = window.bounds
        window.addSubview(root)
        for view in [a, b, c, box] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        d.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(d)
        loose.translatesAutoresizingMaskIntoConstraints = false
        // Leading and trailing are mirrored for c alone.
        c.semanticContentAttribute = .forceRightToLeft
        root.addLayoutGuide(guide)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        baseline = allViews.map(\.constraints.count)
    }

    /// Parses the input's format; checks the answer; activates what it
    /// made, lays out, deactivates, lays out, and checks the state each time.
    private func exercise(_ input: FuzzInput) {
        if history.count == Self.historyLength { history.removeFirst() }
        history.append(input.bytes)
        let diagnostics = UIApplication.shared.diagnostics
        let (made, reports) = diagnostics.recording {
            NSLayoutConstraint.constraints(
                withVisualFormat: input.format, options: input.options,
                metrics: metrics, views: views)
        }
        if tracing { trace(input, made, reports) }
        checkDefaultOrientation(made, reports, input)
        // Constraints come alone, or with one report per constant that was
        // too large (each constraint substitutes UIKit's limit for it).
        let substituted =
            !reports.isEmpty
            && reports.allSatisfy { report in
                report.kind == .misuse
                    && report.message.hasPrefix("This NSLayoutConstraint is being configured with a constant that exceeds internal limits.")
            }
        guard reports.isEmpty || (substituted && !made.isEmpty) else {
            checkRefusal(made, reports, input)
            return
        }
        checkConstraints(made, input)
        layOut(made, input)
    }

    /// Activates, lays out, deactivates and lays out again: frames stay
    /// finite, the trees valid, and every view ends with the constraints it began with.
    private func layOut(_ made: [NSLayoutConstraint], _ input: FuzzInput) {
        let app = UIApplication.shared
        let (_, activating) = app.diagnostics.recording {
            NSLayoutConstraint.activate(made)
            app.runUntilIdle()
        }
        if tracing {
            for report in activating { say("  layout \(report)".replacingOccurrences(of: "\n", with: "\n    ")) }
            for view in allViews { say("  frame \(view.frame)") }
        }
        checkLayoutReports(activating, made, "after activation", input)
        checkFrames("after activation", input)
        let (_, deactivating) = app.diagnostics.recording {
            NSLayoutConstraint.deactivate(made)
            app.runUntilIdle()
        }
        checkLayoutReports(deactivating, [], "after deactivation", input)
        checkFrames("after deactivation", input)
        guard !app.hasPendingWork else { unsound("work still pending after the turn", input) }
        guard made.allSatisfy({ !$0.isActive }) else { unsound("a deactivated constraint is active", input) }
        let counts = allViews.map(\.constraints.count)
        guard counts == baseline else { unsound("views hold \(counts) constraints, not \(baseline)", input) }
    }

    private func trace(_ input: FuzzInput, _ made: [NSLayoutConstraint], _ reports: [UIDiagnostic]) {
        say("format \(input.format.debugDescription), options 0x\(String(input.options.rawValue, radix: 16)):")
        for constraint in made { say("  made \(constraint)") }
        for report in reports { say("  parse \(report)".replacingOccurrences(of: "\n", with: "\n    ")) }
    }

    /// Writes a line of the trace to (unbuffered) standard error, so that it
    /// is all there when a failure stops the process.
    func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    func unsound(_ why: String, _ input: FuzzInput) -> Never {
        if let folder = ProcessInfo.processInfo.environment["VFLFUZZ_HISTORY"] {
            // Numbered so that `vflfuzz folder/*` runs them in the same order.
            let run = URL(fileURLWithPath: folder).appendingPathComponent("history-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
            for (index, bytes) in history.enumerated() {
                let name = String(repeating: "0", count: 3 - String(index).count) + String(index)
                try? Data(bytes).write(to: run.appendingPathComponent(name))
            }
            say("vflfuzz: the last \(history.count) inputs, this one last: \(run.path)")
        }
        fatalError("vflfuzz: \(why)\n  options: 0x\(String(input.options.rawValue, radix: 16))\n  format: \(input.format.debugDescription)")
    }
}
