import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A missing or damaged font file is reported and measured with the
/// fallback (every character half an em wide), never a trap: each case in
/// a child process, whose fonts are read from the folder
/// `OPENUIKIT_FONT_DIRECTORY` names, set before the first measurement.
@Suite(.uikitTest) struct MissingFontTests {
    @Test func aMissingFontIsReportedAndMeasuredWithTheFallback() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                setenv("OPENUIKIT_FONT_DIRECTORY", "/nonexistent/openuikit-fonts", 1)
                let (size, reports) = UIApplication.shared.diagnostics.recording {
                    "abcd".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
                }
                guard size == CGSize(width: 20, height: UIFont.systemFont(ofSize: 10).lineHeight) else { exit(2) }
                guard reports.count == 4, reports.allSatisfy({ $0.message.contains("is missing") }) else { exit(3) }
            }
        }
    }

    @Test func aDamagedFontIsReportedAndMeasuredWithTheFallback() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-damaged-fonts-\(getpid())")
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for face in ["Regular", "Medium", "Bold", "Italic"] {
                    // A font cut off inside its table directory.
                    let bytes: [UInt8] = [0, 1, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0x68, 0x65]
                    _ = FileManager.default.createFile(
                        atPath: folder.appendingPathComponent("Roboto-\(face).ttf").path, contents: Data(bytes))
                }
                setenv("OPENUIKIT_FONT_DIRECTORY", folder.path, 1)
                let (label, reports) = UIApplication.shared.diagnostics.recording { () -> UILabel in
                    let label = UILabel()
                    label.text = "ab"
                    _ = label.intrinsicContentSize
                    return label
                }
                try? FileManager.default.removeItem(at: folder)
                guard label.intrinsicContentSize.width == 17 else { exit(2) }
                guard reports.count == 4, reports.allSatisfy({ $0.message.contains("cannot be read") }) else { exit(3) }
            }
        }
    }
}
