import Foundation
import OpenUIKit
import UIKitWorkloads

// Prints the per-node cost of the view-layer workloads at growing sizes, so
// that linearity shows at a glance. Release builds only:
//   swift run -c release --package-path Benchmarks uikitbench [navigation [SIZES…]]

@MainActor
func measure(repeats: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    return samples.sorted()[samples.count / 2]
}

/// The median of `repeats` runs of `body`, each on a fresh workload made
/// and taken down outside the timed part.
@MainActor
func measureFresh<Workload>(
    repeats: Int, setUp: () -> Workload, _ body: (Workload) -> Void, tearDown: (Workload) -> Void
) -> Double {
    var samples: [Double] = []
    for _ in 0..<repeats {
        let workload = setUp()
        let start = DispatchTime.now().uptimeNanoseconds
        body(workload)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        tearDown(workload)
    }
    return samples.sorted()[samples.count / 2]
}

@MainActor
func run() {
    let sizes = [1_000, 10_000, 100_000]
    print("workload                                      nodes   median ms   ns/node")
    for count in sizes {
        let workload = UIKitWorkloads.Children(count: count)
        let ns = measure(repeats: count >= 100_000 ? 3 : 9) { workload.addAndRemoveAll() }
        workload.tearDown()
        print(String(format: "add + remove children (the container guide)  %6d  %10.2f  %8.0f", count, ns / 1e6, ns / Double(count)))
    }
    for count in sizes {
        let workload = UIKitWorkloads.Tree(viewCount: count)
        let ns = measure(repeats: count >= 100_000 ? 3 : 9) { workload.disappearAndAppear() }
        workload.tearDown()
        print(String(format: "appearance transition over a view tree      %6d  %10.2f  %8.0f", count, ns / 1e6, ns / Double(count)))
    }
    for count in [100, 1_000, 10_000] {
        var screen: UIKitWorkloads.Screen?
        let first = measure(repeats: count >= 10_000 ? 3 : 7) {
            screen?.tearDown()
            screen = UIKitWorkloads.Screen(viewCount: count)
            screen!.firstLayout()
        }
        let relayout = measure(repeats: 21) { screen!.relayoutAfterOneConstantChange() }
        screen!.tearDown()
        print(String(format: "Auto Layout screen: first layout              %6d  %10.2f  %8.0f", count, first / 1e6, first / Double(count)))
        print(
            String(
                format: "Auto Layout screen: re-layout, one constant   %6d  %10.3f  %8.1f", count, relayout / 1e6, relayout / Double(count))
        )
    }
    runPresentations()
    runNavigation()
    runSplitView()
    runDisplay()
    runText()
    runEdgeSwipe()
}

/// Text: measuring strings, and a screen of labels (first layout, and
/// re-layout after one label's text changes) against one 120 Hz frame
/// (8.3 ms).
@MainActor
func runText(counts: [Int] = [100, 1_000]) {
    print("text                                          count   median ms   µs/item")
    for count in counts {
        let ns = measure(repeats: 7) { _ = UIKitWorkloads.measureStrings(count) }
        print(String(format: "boundingRect of a wrapping string             %6d  %10.3f  %8.2f", count, ns / 1e6, ns / Double(count) / 1e3))
    }
    for count in counts {
        var screen: UIKitWorkloads.LabelScreen?
        let first = measure(repeats: 5) {
            screen?.tearDown()
            screen = UIKitWorkloads.LabelScreen(labelCount: count)
            screen!.firstLayout()
        }
        let relayout = measure(repeats: 21) { screen!.relayoutAfterOneTextChange() }
        let repainted = screen!.lastRecompositedPixels
        screen!.tearDown()
        print(
            String(
                format: "label screen: first layout                    %6d  %10.3f  %8.2f", count, first / 1e6, first / Double(count) / 1e3)
        )
        print(
            String(
                format: "label screen: re-layout after one text change %6d  %10.3f  %8.2f  (%d pixels painted again)", count,
                relayout / 1e6, relayout / Double(count) / 1e3, repainted))
    }
}

/// An edge swipe popping a screen of labels at 120 frames per second: the
/// cost of each frame's turn (the touch event, the interactive transition's
/// update, layout, display) while the finger drags, and while the pop
/// finishes after it lifts, against one 120 Hz frame (8.3 ms).
@MainActor
func runEdgeSwipe(rows: [Int] = [10, 40]) {
    print("edge-swipe pop at 120 fps (rows per screen)      rows   frames   median ms   max ms")
    for count in rows {
        let swipe = UIKitWorkloads.EdgeSwipe(rowsPerScreen: count)
        var dragging: [Double] = []
        var settling: [Double] = []
        for _ in 0..<5 {
            swipe.pushSecondList()
            let frames = swipe.swipeBack { work -> Double in
                let start = DispatchTime.now().uptimeNanoseconds
                work()
                return Double(DispatchTime.now().uptimeNanoseconds - start)
            }
            guard swipe.popped else { preconditionFailure("the edge swipe did not pop the second list") }
            dragging += frames.dragging
            settling += frames.settling
        }
        swipe.tearDown()
        for (name, samples) in [("dragging", dragging), ("finishing", settling)] where !samples.isEmpty {
            let sorted = samples.sorted()
            print(
                "  " + name.padding(toLength: 46, withPad: " ", startingAt: 0)
                    + String(format: "%6d  %7d  %10.3f  %7.3f", count, samples.count, sorted[sorted.count / 2] / 1e6, sorted.last! / 1e6))
        }
    }
}

/// Presenting and dismissing one controller after another: the cost per
/// presentation should stay flat as the count grows.
@MainActor
func runPresentations() {
    print("presentation (present + dismiss, one after another)   count   median ms   µs/presentation")
    let cases: [(String, UIModalPresentationStyle, Bool)] = [
        ("full screen, not animated", .fullScreen, false),
        ("page sheet, not animated ", .pageSheet, false),
        ("full screen, animated    ", .fullScreen, true),
    ]
    for (name, style, animated) in cases {
        for count in [1_000, 10_000] {
            let workload = UIKitWorkloads.Presentations(count: count, style: style)
            let ns = measure(repeats: count >= 10_000 ? 3 : 7) {
                if animated { workload.presentAndDismissAllAnimated() } else { workload.presentAndDismissAll() }
            }
            workload.tearDown()
            print(name + String(format: "                   %6d  %10.2f  %10.2f", count, ns / 1e6, ns / 1e3 / Double(count)))
        }
    }
}

/// Pushing controllers one after another, a turn after each, then popping
/// to the root: the cost per controller should not grow with the depth.
@MainActor
func runNavigation(sizes: [Int] = [100, 1_000, 10_000]) {
    for animated in [false, true] {
        for count in sizes {
            let ns = measureFresh(
                repeats: count >= 10_000 ? 3 : 7,
                setUp: { UIKitWorkloads.NavigationStack(depth: count, animated: animated) },
                { $0.pushAllAndPopToRoot() },
                tearDown: { $0.tearDown() })
            let label = animated ? "navigation: push N, pop to root, animated    " : "navigation: push N, a turn each, pop to root "
            print(label + String(format: "%6d  %10.2f  %8.0f", count, ns / 1e6, ns / Double(count)))
        }
    }
}

/// Collapsing a double-column split view (its secondary stack pushed onto
/// the primary one) and expanding it again, with both stacks `depth` deep.
@MainActor
func runSplitView(depths: [Int] = [10, 100, 1_000]) {
    print("split view: collapse + expand, both stacks N deep       N   median ms   µs/controller")
    for depth in depths {
        let probe = UIKitWorkloads.SplitView(depth: depth)
        let check = probe.checkedCollapseAndExpand()
        probe.tearDown()
        let ns = measureFresh(
            repeats: depth >= 1_000 ? 5 : 9,
            setUp: { UIKitWorkloads.SplitView(depth: depth) },
            { $0.collapseAndExpand() },
            tearDown: { $0.tearDown() })
        print(
            String(
                format: "split view: collapse + expand                      %6d  %10.3f  %10.2f", depth, ns / 1e6,
                ns / 1e3 / Double(2 * depth)) + "  (\(check))")
    }
}

/// Re-layout plus display with coloured cells, against one 120 Hz frame
/// (8.3 ms); and, for scale, repainting the whole window.
@MainActor
func runDisplay() {
    print("display (390×844 pt window at 3×)                nodes   median ms   pixels painted   of a 120 Hz frame")
    for count in [100, 1_000, 10_000] {
        let screen = UIKitWorkloads.PaintedScreen(viewCount: count)
        let relayout = measure(repeats: 21) { screen.relayoutAndDisplayAfterOneConstantChange() }
        let rowPixels = screen.lastRecompositedPixels
        let everything = measure(repeats: 7) { screen.repaintEverything() }
        let allPixels = screen.lastRecompositedPixels
        screen.tearDown()
        printDisplayRow("re-layout + display after one constant change ", count, relayout, rowPixels)
        printDisplayRow("display: the whole window repainted            ", count, everything, allPixels)
    }
    runLayers()
}

/// One row of the display table: `nanoseconds` as milliseconds and as a share of a 120 Hz frame.
func printDisplayRow(_ label: String, _ count: Int, _ nanoseconds: Double, _ pixels: Int) {
    let frame = 1000.0 / 120
    print(label + String(format: " %6d  %10.3f  %15d  %15.1f%%", count, nanoseconds / 1e6, pixels, nanoseconds / 1e6 / frame * 100))
}

/// The whole window repainted when every cell has rounded corners and a shadow.
@MainActor
func runLayers(counts: [Int] = [1_000]) {
    for count in counts {
        let screen = UIKitWorkloads.PaintedScreen(viewCount: count, roundedWithShadows: true)
        let everything = measure(repeats: 7) { screen.repaintEverything() }
        let allPixels = screen.lastRecompositedPixels
        screen.tearDown()
        printDisplayRow("display: whole window, rounded cells, shadows  ", count, everything, allPixels)
    }
}

/// `uikitbench --once children|tree|screen|display|labels|swipe|push|push-animated|split N`: one
/// run of one workload, for profilers
/// (`valgrind --tool=callgrind --toggle-collect='*addAndRemoveAll*'`;
/// `*pushAllAndPopToRoot*` for `push`, `*collapseAndExpand*` for `split`).
@MainActor
func runOnce(_ workload: String, _ count: Int) {
    switch workload {
    case "split":
        let split = UIKitWorkloads.SplitView(depth: count)
        split.collapseAndExpand()
        split.tearDown()
    case "push", "push-animated":
        let stack = UIKitWorkloads.NavigationStack(depth: count, animated: workload == "push-animated")
        stack.pushAllAndPopToRoot()
        stack.tearDown()
    case "display":
        let screen = UIKitWorkloads.PaintedScreen(viewCount: count)
        screen.relayoutAndDisplayAfterOneConstantChange()
        screen.tearDown()
    case "screen":
        let screen = UIKitWorkloads.Screen(viewCount: count)
        screen.firstLayout()
        screen.relayoutAfterOneConstantChange()
        screen.tearDown()
    case "labels":
        let screen = UIKitWorkloads.LabelScreen(labelCount: count)
        screen.firstLayout()
        screen.relayoutAfterOneTextChange()
        screen.tearDown()
    case "swipe":
        let swipe = UIKitWorkloads.EdgeSwipe(rowsPerScreen: count)
        swipe.pushSecondList()
        _ = swipe.swipeBack { $0() }
        swipe.tearDown()
    case "children":
        let children = UIKitWorkloads.Children(count: count)
        children.addAndRemoveAll()
        children.tearDown()
    default:
        let tree = UIKitWorkloads.Tree(viewCount: count)
        tree.disappearAndAppear()
        tree.tearDown()
    }
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--once", let count = Int(arguments[3]) {
    MainActor.assumeIsolated { runOnce(arguments[2], count) }
} else if arguments.count >= 2, arguments[1] == "navigation" {
    // The navigation rows alone, at the sizes given (100, 1,000, 10,000 by default).
    let sizes = arguments.dropFirst(2).compactMap { Int($0) }
    MainActor.assumeIsolated {
        print("workload                                      nodes   median ms   ns/node")
        runNavigation(sizes: sizes.isEmpty ? [100, 1_000, 10_000] : sizes)
    }
} else if arguments.count >= 2, arguments[1] == "text" {
    // The text rows alone, at the counts given (100 and 1,000 by default).
    let counts = arguments.dropFirst(2).compactMap { Int($0) }
    MainActor.assumeIsolated { runText(counts: counts.isEmpty ? [100, 1_000] : counts) }
} else if arguments.count >= 2, arguments[1] == "swipe" {
    // The edge-swipe rows alone, at the rows per screen given (10 and 40 by default).
    let rows = arguments.dropFirst(2).compactMap { Int($0) }
    MainActor.assumeIsolated { runEdgeSwipe(rows: rows.isEmpty ? [10, 40] : rows) }
} else if arguments.count >= 2, arguments[1] == "split" {
    // The split view rows alone, at the depths given (10, 100, 1,000 by default).
    let depths = arguments.dropFirst(2).compactMap { Int($0) }
    MainActor.assumeIsolated { runSplitView(depths: depths.isEmpty ? [10, 100, 1_000] : depths) }
} else if arguments.count >= 2, arguments[1] == "layers" {
    // The rounded-and-shadowed display row alone, at the sizes given (1,000 by default).
    let counts = arguments.dropFirst(2).compactMap { Int($0) }
    MainActor.assumeIsolated { runLayers(counts: counts.isEmpty ? [1_000] : counts) }
} else {
    MainActor.assumeIsolated { run() }
}
