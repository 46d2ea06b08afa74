import Foundation
import OpenUIKit
import Testing

/// Compares what `view` shows with the reference file beside the test, in
/// Swift Testing: a mismatch, or a missing reference, is recorded as an
/// issue at the call (`Issue.record`), with what differs.
///
/// The reference is `<the test file's folder>/__Snapshots__/<the test
/// file's name without .swift>/<name>.png` (or `.svg`); `name` defaults to
/// the test function's name (its parentheses dropped), so a test with two
/// snapshots names at least one.
///
/// - Recording: with `OPENUIKIT_RECORD_SNAPSHOTS=1` in the environment
///   (and `CI` unset) the reference is written instead, and the assertion
///   passes; review the new files like code. With `CI` set nothing is ever
///   written: a missing reference fails with a message saying how to
///   record it locally.
/// - PNG: the view's hierarchy drawn at `scale` (2 by default: keep
///   references small); equal bytes pass; else the pixels are compared and
///   up to `tolerance` differing pixels pass (0 by default: exact). A
///   failure writes the actual picture and a difference image (the actual
///   faded, differing pixels red) to a folder in the temporary directory
///   and names them, with the count of differing pixels.
/// - SVG: ``UIView/svgRepresentation()``; a failure shows the first lines
///   that differ with three lines of context around them.
///
/// Works from Swift Testing tests only (it records issues with
/// `Issue.record`); from XCTest, call ``verifySnapshot(of:as:reference:scale:tolerance:environment:failureDirectory:)``
/// and assert that its message is nil.
@MainActor
public func assertSnapshot(
    of view: UIView,
    as format: SnapshotFormat,
    named name: String? = nil,
    scale: CGFloat = 2,
    tolerance: Int = 0,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = URL(fileURLWithPath: filePath)
    let stem = file.deletingPathExtension().lastPathComponent
    let base = name ?? String(function.prefix { $0 != "(" })
    let reference = file.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(stem)
        .appendingPathComponent(base + "." + format.fileExtension)
    let failures = FileManager.default.temporaryDirectory
        .appendingPathComponent("OpenUIKitSnapshotFailures").appendingPathComponent(stem)
    if let message = verifySnapshot(
        of: view, as: format, reference: reference, scale: scale, tolerance: tolerance, failureDirectory: failures)
    {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Compares what `view` shows with the file at `reference` (or records it,
/// as `environment` says) and returns why they differ, or nil when they
/// match or the reference was recorded. See
/// ``assertSnapshot(of:as:named:scale:tolerance:filePath:function:sourceLocation:)``.
@MainActor
public func verifySnapshot(
    of view: UIView,
    as format: SnapshotFormat,
    reference: URL,
    scale: CGFloat = 2,
    tolerance: Int = 0,
    environment: SnapshotEnvironment = .current,
    failureDirectory: URL? = nil
) -> String? {
    let actual: Data
    var picture: UIImage?
    switch format {
    case .svg:
        actual = view.svgData()
    case .png:
        let image = _snapshotPicture(of: view, scale: scale)
        guard let data = image.pngData() else {
            return "The view \(view) has nothing to draw at scale \(scale) (its bounds are empty), so there is no PNG to compare."
        }
        picture = image
        actual = data
    }
    let manager = FileManager.default
    if environment.records {
        do {
            try manager.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: reference)
            return nil
        } catch {
            return "Could not record the snapshot at \(reference.path): \(error.localizedDescription)"
        }
    }
    guard let expected = manager.contents(atPath: reference.path) else {
        if environment.isCI {
            return
                "No reference snapshot at \(reference.path). CI is set, and snapshots are never recorded on CI: record it locally with OPENUIKIT_RECORD_SNAPSHOTS=1 swift test --filter <the test>, review it, and commit it."
        }
        return
            "No reference snapshot at \(reference.path). Record it with OPENUIKIT_RECORD_SNAPSHOTS=1 swift test --filter <the test>, review it, and commit it."
    }
    guard expected != actual else { return nil }
    switch format {
    case .svg:
        return "The SVG differs from \(reference.path):\n" + _lineDifference(expected: expected, actual: actual)
    case .png:
        return _pixelDifference(
            expected: expected, actual: actual, picture: picture, reference: reference, tolerance: tolerance,
            failureDirectory: failureDirectory)
    }
}

/// `view`'s hierarchy drawn at `scale`.
@MainActor
func _snapshotPicture(of view: UIView, scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
}
