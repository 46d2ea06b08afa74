import GalleryKit
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The scenario machinery, with small scenarios made up here.
@MainActor
@Suite(.uikitTest) struct ScenarioTests {
    @Test func diagnosticsAreReturnedAndEndTheTranscript() {
        let misuse = Scenario(name: "misuse", summary: "adds a controller as its own child") { session in
            session.section("Misuse")
            let orphan = UIViewController()
            session.name(orphan, "Orphan")
            session.action("orphan.addChild(orphan)")
            orphan.addChild(orphan)
        }
        var lines: [String] = []
        let diagnostics = misuse.run { lines.append($0) }
        #expect(diagnostics.map(\.kind) == [.misuse])
        #expect(lines.count == 5)
        #expect(lines.prefix(4) == ["== 1. Misuse ==", "> orphan.addChild(orphan)", "", "== 2. Diagnostics =="])
        #expect(lines.last?.hasPrefix("  [misuse] <UIViewController: ") == true)
        #expect(lines.last?.hasSuffix("cannot be added as a child of itself.") == true)
    }

    /// The final frame is taken after the last turn (layout and display),
    /// while the window is still shown, and leaves the transcript alone.
    @Test func theFinalFrameSeesTheWindowAsTheScenarioEnds() {
        let scenario = Scenario(name: "colours", summary: "shows a red view on blue") { session in
            let window = session.makeWindow(size: CGSize(width: 4, height: 2))
            window.backgroundColor = .blue
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
            red.backgroundColor = .red
            window.addSubview(red)
            window.makeKeyAndVisible()
        }
        var picture: UIImage?
        var shown = false
        let transcript = scenario.transcript()
        scenario.run(
            log: { _ in },
            picture: { window in
                shown = !window.isHidden
                picture = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                    window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
                }
            })
        #expect(shown)
        #expect(picture?.pixel(x: 1, y: 1)?.red == 255)
        #expect(picture?.pixel(x: 10, y: 1)?.blue == 255)
        var lines: [String] = []
        scenario.run(log: { lines.append($0) }, picture: { _ in })
        #expect(lines.joined(separator: "\n") + "\n" == transcript)
    }

    /// A scenario's picture step takes the picture there, not as it ends,
    /// and writes the same transcript whether or not a picture is wanted.
    @Test func aPictureStepTakesThePictureThere() {
        let scenario = Scenario(name: "recolour", summary: "turns a red view green after its picture") { session in
            let window = session.makeWindow(size: CGSize(width: 2, height: 2))
            window.backgroundColor = .red
            window.makeKeyAndVisible()
            session.takePicture()
            window.backgroundColor = .green
        }
        var pictures: [UIImage] = []
        var lines: [String] = []
        scenario.run(
            log: { lines.append($0) },
            picture: { window in
                pictures.append(
                    UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                        window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
                    })
            })
        #expect(pictures.count == 1)
        #expect(pictures.first?.pixel(x: 1, y: 1)?.red == 255)
        #expect(lines.first == "  picture: the frame `gallery --png` writes")
        #expect(lines.joined(separator: "\n") + "\n" == scenario.transcript())
    }

    @Test func onlyNamedControllersAreTraced() {
        let scenario = Scenario(name: "names", summary: "loads two views, one of them named") { session in
            let named = UIViewController()
            let unnamed = UIViewController()
            session.name(named, "Named")
            named.loadViewIfNeeded()
            unnamed.loadViewIfNeeded()
        }
        #expect(
            scenario.transcript() == """
                Named.loadView()
                Named.viewDidLoad()

                == 1. Diagnostics ==
                  none

                """)
    }
}
