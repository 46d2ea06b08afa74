import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What the gallery's committed references show, read from the files in
/// `__Snapshots__/` and checked against sources outside OpenUIKit, so that
/// a recorded picture or transcript is never the only evidence:
///
/// - The mail screens are an iPhone 13's 390 × 844 points (the Human
///   Interface Guidelines' device sizes), drawn at 1×; the switch turned on
///   in Settings is systemGreen (52 199 89) and the selected tab systemBlue
///   (0 122 255), the HIG's light-mode colours.
/// - The transcripts keep UIKit's documented orders: `loadView()` once and
///   before `viewDidLoad()` (Apple, `viewDidLoad()`: "called after the
///   controller's view is loaded into memory"), `viewIsAppearing(_:)` only
///   between `viewWillAppear(_:)` and `viewDidAppear(_:)` (Apple,
///   `viewIsAppearing(_:)`), and `willMove(toParent:)` before
///   `didMove(toParent:)` for the same parent (Apple, "Implementing a
///   container view controller").
@MainActor
@Suite(.uikitTest) struct SnapshotReferenceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    func picture(_ name: String) throws -> UIImage {
        let url = Self.folder.appendingPathComponent("MailScreenSnapshotTests/\(name).1.png")
        let data = try #require(FileManager.default.contents(atPath: url.path))
        return try #require(UIImage(data: data, scale: 1))
    }

    func count(_ image: UIImage, _ color: [UInt8], rows: Range<Int>) -> Int {
        var n = 0
        for y in rows {
            for x in 0..<Int(image.size.width) {
                if let p = image.pixel(x: x, y: y), [p.red, p.green, p.blue] == color { n += 1 }
            }
        }
        return n
    }

    @Test(arguments: ["inbox", "message", "composeTyped", "settings"])
    func mailScreensAreAnIPhone13(_ name: String) throws {
        let image = try picture(name)
        #expect(image.size == CGSize(width: 390, height: 844))
        #expect(
            try String(contentsOf: Self.folder.appendingPathComponent("MailScreenSnapshotTests/\(name).2.svg"), encoding: .utf8)
                .contains("width=\"390\" height=\"844\""))
    }

    @Test func theSelectedTabIsBlueAndTheSwitchGreen() throws {
        // The tab bar: 49 points above the 34-point home indicator.
        #expect(count(try picture("inbox"), [0, 122, 255], rows: (844 - 34 - 49)..<(844 - 34)) > 20)
        #expect(count(try picture("settings"), [52, 199, 89], rows: 0..<844) > 200)
    }

    /// The lines `Name.callback(…)` of a transcript, as (name, callback, argument).
    func calls(_ test: String) throws -> [(name: String, callback: String, argument: String)] {
        let url = Self.folder.appendingPathComponent("\(test)/transcriptMatchesTheGoldenFile.1.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix(">"), !line.hasPrefix("=="), let dot = line.firstIndex(of: "."),
                let open = line.firstIndex(of: "("), dot < open
            else { return nil }
            return (
                String(line[..<dot]), String(line[line.index(after: dot)..<open]),
                String(line[line.index(after: open)...].dropLast())
            )
        }
    }

    @Test(arguments: ["TunnelScenarioTests", "SplitScenarioTests", "MailScenarioTests"])
    func transcriptsKeepUIKitsDocumentedOrders(_ test: String) throws {
        let calls = try calls(test)
        #expect(calls.count > 100)
        var loaded: Set<String> = []
        var didLoad: Set<String> = []
        var appearance: [String: String] = [:]
        var moving: [String: String] = [:]
        for call in calls {
            switch call.callback {
            case "loadView":
                #expect(!loaded.contains(call.name), "\(test): \(call.name) loads its view twice")
                loaded.insert(call.name)
            case "viewDidLoad":
                #expect(loaded.contains(call.name) && !didLoad.contains(call.name), "\(test): \(call.name).viewDidLoad")
                didLoad.insert(call.name)
            case "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear":
                appearance[call.name] = call.callback
            case "viewIsAppearing":
                #expect(appearance[call.name] == "viewWillAppear", "\(test): \(call.name).viewIsAppearing")
            case "willMove":
                moving[call.name] = call.argument
            case "didMove":
                #expect(moving[call.name] == call.argument, "\(test): \(call.name).didMove(\(call.argument))")
                moving[call.name] = nil
            default:
                break
            }
        }
        #expect(!didLoad.isEmpty)
    }
}
