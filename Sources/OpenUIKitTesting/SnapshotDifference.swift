import Foundation
import OpenUIKit

/// The first lines that differ between two texts, with three lines of
/// context: `-` the reference's, `+` the actual's, two spaces both's.
func _lineDifference(expected: Data, actual: Data) -> String {
    let old = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
    let new = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
    var first = 0
    while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > first, newEnd > first, old[oldEnd - 1] == new[newEnd - 1] {
        oldEnd -= 1
        newEnd -= 1
    }
    var lines: [String] = ["@@ line \(first + 1) (reference: \(old.count) lines, actual: \(new.count)) @@"]
    for index in max(0, first - 3)..<first { lines.append("  " + old[index]) }
    let shown = 12
    for index in first..<min(oldEnd, first + shown) { lines.append("- " + old[index]) }
    if oldEnd - first > shown { lines.append("- … \(oldEnd - first - shown) more") }
    for index in first..<min(newEnd, first + shown) { lines.append("+ " + new[index]) }
    if newEnd - first > shown { lines.append("+ … \(newEnd - first - shown) more") }
    for index in oldEnd..<min(old.count, oldEnd + 3) { lines.append("  " + old[index]) }
    return lines.joined(separator: "\n")
}

/// Compares the pixels of two PNGs; nil when at most `tolerance` differ
/// (and the sizes agree). Otherwise writes the actual picture and a
/// difference image into `failureDirectory` and says where.
@MainActor
func _pixelDifference(
    expected: Data, actual: Data, picture: UIImage?, reference: URL, tolerance: Int, failureDirectory: URL?
) -> String? {
    guard let old = _SnapshotPNG.decode(expected) else {
        return "The reference \(reference.path) is not a PNG this assertion reads (8-bit RGBA); record it again."
    }
    guard let new = _SnapshotPNG.decode(actual), let picture else { return "The view's picture could not be read back." }
    var differing = 0
    var places: [(x: Int, y: Int)] = []
    let width = max(old.width, new.width)
    let height = max(old.height, new.height)
    for y in 0..<height {
        for x in 0..<width {
            let inOld = x < old.width && y < old.height
            let inNew = x < new.width && y < new.height
            var same = inOld && inNew
            if same {
                let i = (y * old.width + x) * 4
                let j = (y * new.width + x) * 4
                same = old.rgba[i..<(i + 4)] == new.rgba[j..<(j + 4)]
            }
            if !same {
                differing += 1
                if places.count < 200_000 { places.append((x, y)) }
            }
        }
    }
    let sizes = old.width == new.width && old.height == new.height
    if sizes, differing <= tolerance { return nil }
    var message =
        sizes
        ? "\(differing) pixels differ from \(reference.path) (tolerance \(tolerance))."
        : "The picture is \(new.width)×\(new.height) pixels, the reference \(reference.path) \(old.width)×\(old.height) (\(differing) pixels differ)."
    guard let failureDirectory else { return message }
    let name = reference.deletingPathExtension().lastPathComponent
    let actualURL = failureDirectory.appendingPathComponent(name + "-actual.png")
    let differenceURL = failureDirectory.appendingPathComponent(name + "-difference.png")
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let difference = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).pngData(actions: { context in
        let cg = context.cgContext
        cg.setAlpha(0.3)
        picture.draw(in: CGRect(x: 0, y: 0, width: new.width, height: new.height))
        cg.setAlpha(1)
        cg.setFillColor(UIColor.red.cgColor)
        for place in places { cg.fill(CGRect(x: place.x, y: place.y, width: 1, height: 1)) }
    })
    do {
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        try actual.write(to: actualURL)
        try difference.write(to: differenceURL)
        message += " The actual picture is at \(actualURL.path), the differing pixels (red) at \(differenceURL.path)."
    } catch {
        message += " (The difference image could not be written: \(error.localizedDescription).)"
    }
    return message
}
