import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The snapshot assertion itself, in a temporary folder: recording,
/// passing, failing with a readable difference, the CI refusal and the
/// tolerance. The rules are OpenUIKit's (the brief of issue 11 and
/// CONTRIBUTING): record only with `OPENUIKIT_RECORD_SNAPSHOTS=1`, never
/// when `CI` is set; the pixel counts follow from the views' sizes (a
/// 4 × 4-point view at scale 2 covers 8 × 8 = 64 pixels).
@MainActor
@Suite(.uikitTest) struct SnapshotAssertionTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotAssertionTests-\(UUID().uuidString)")
    let record = SnapshotEnvironment(recordRequested: true, isCI: false)
    let compare = SnapshotEnvironment(recordRequested: false, isCI: false)

    /// A 10 × 10 white view with a 4 × 4 square of `color` at (2, 2).
    func view(_ color: UIColor) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        square.backgroundColor = color
        root.addSubview(square)
        return root
    }

    @Test func aRecordedPNGPassesThenAChangeFailsWithADifferenceImage() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = directory.appendingPathComponent("square.png")
        #expect(verifySnapshot(of: view(.red), as: .png, reference: reference, environment: record) == nil)
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(verifySnapshot(of: view(.red), as: .png, reference: reference, environment: compare) == nil)

        let failures = directory.appendingPathComponent("Failures")
        let message = try #require(
            verifySnapshot(of: view(.blue), as: .png, reference: reference, environment: compare, failureDirectory: failures))
        #expect(message.hasPrefix("64 pixels differ from \(reference.path) (tolerance 0)."))
        let difference = failures.appendingPathComponent("square-difference.png")
        #expect(message.contains(difference.path))
        let image = try #require(FileManager.default.contents(atPath: difference.path))
        // A PNG of 20 × 20 pixels: the IHDR's width and height (PNG specification, 11.2.2).
        #expect(Array(image[16..<24]) == [0, 0, 0, 20, 0, 0, 0, 20])
        #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("square-actual.png").path))
        // Within the tolerance, it passes.
        #expect(verifySnapshot(of: view(.blue), as: .png, reference: reference, tolerance: 64, environment: compare) == nil)
        #expect(verifySnapshot(of: view(.blue), as: .png, reference: reference, tolerance: 63, environment: compare) != nil)
    }

    @Test func aRecordedSVGPassesThenAChangeShowsTheDifferingLines() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = directory.appendingPathComponent("square.svg")
        #expect(verifySnapshot(of: view(.red), as: .svg, reference: reference, environment: record) == nil)
        #expect(verifySnapshot(of: view(.red), as: .svg, reference: reference, environment: compare) == nil)
        let message = try #require(verifySnapshot(of: view(.blue), as: .svg, reference: reference, environment: compare))
        #expect(message.hasPrefix("The SVG differs from \(reference.path):\n@@ line "))
        #expect(message.contains("\n- <rect x=\"0\" y=\"0\" width=\"4\" height=\"4\" fill=\"#FF0000\"/>"))
        #expect(message.contains("\n+ <rect x=\"0\" y=\"0\" width=\"4\" height=\"4\" fill=\"#0000FF\"/>"))
        // Context: the square's group, unchanged, is shown before the change.
        #expect(message.contains("\n  <g data-class=\"UIView\" transform=\"translate(2 2)\">\n- "))
    }

    @Test func aMissingReferenceFailsAndSaysHowToRecordIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = directory.appendingPathComponent("missing.svg")
        let message = try #require(verifySnapshot(of: view(.red), as: .svg, reference: reference, environment: compare))
        #expect(
            message
                == "No reference snapshot at \(reference.path). Record it with OPENUIKIT_RECORD_SNAPSHOTS=1 swift test --filter <the test>, review it, and commit it."
        )
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func onCINothingIsRecorded() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = directory.appendingPathComponent("ci.png")
        let ci = SnapshotEnvironment(recordRequested: true, isCI: true)
        #expect(!ci.records)
        let message = try #require(verifySnapshot(of: view(.red), as: .png, reference: reference, environment: ci))
        #expect(message.contains("CI is set, and snapshots are never recorded on CI"))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func aReferenceOfAnotherSizeFails() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = directory.appendingPathComponent("size.png")
        #expect(verifySnapshot(of: view(.red), as: .png, reference: reference, environment: record) == nil)
        let message = try #require(verifySnapshot(of: view(.red), as: .png, reference: reference, scale: 3, environment: compare))
        #expect(message.hasPrefix("The picture is 30×30 pixels, the reference \(reference.path) 20×20"))
    }
}
