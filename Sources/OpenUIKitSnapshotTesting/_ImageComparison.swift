import Foundation
import OpenUIKit

/// The pixel comparison of ``Diffing/image(precision:perceptualPrecision:scale:)``.
enum _ImageComparison {
    /// The images' straight RGBA bytes, top row first, and their size in pixels.
    static func bytes(_ image: UIImage) -> (width: Int, height: Int, rgba: [UInt8]) {
        let width = Int((image.size.width * image.scale).rounded())
        let height = Int((image.size.height * image.scale).rounded())
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var index = 0
        for y in 0..<height {
            for x in 0..<width {
                if let p = image.pixel(x: x, y: y) {
                    rgba[index] = p.red
                    rgba[index + 1] = p.green
                    rgba[index + 2] = p.blue
                    rgba[index + 3] = p.alpha
                }
                index += 4
            }
        }
        return (width, height, rgba)
    }

    /// Why `new` does not match `old`, or nil when it does.
    static func difference(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        let a = bytes(old)
        let b = bytes(new)
        guard b.width > 0, b.height > 0 else { return "Newly-taken snapshot is empty." }
        guard a.width == b.width, a.height == b.height else {
            return
                "Newly-taken snapshot@\(new.size) (\(b.width)×\(b.height) pixels) does not match reference@\(old.size) (\(a.width)×\(a.height) pixels)."
        }
        if a.rgba == b.rgba { return nil }
        var firstDifference: (x: Int, y: Int)?
        var differingPixels = 0
        var differingBytes = 0
        var perceptuallyDiffering = 0
        var largestDeltaE = 0.0
        let threshold = Double(1 - perceptualPrecision) * 100
        for pixel in 0..<(a.width * a.height) {
            let i = pixel * 4
            var same = true
            for k in i..<(i + 4) where a.rgba[k] != b.rgba[k] {
                differingBytes += 1
                same = false
            }
            if same { continue }
            differingPixels += 1
            if firstDifference == nil { firstDifference = (pixel % a.width, pixel / a.width) }
            if perceptualPrecision < 1 {
                let deltaE = _DeltaE.cie94(Array(a.rgba[i..<(i + 4)]), Array(b.rgba[i..<(i + 4)]))
                largestDeltaE = max(largestDeltaE, deltaE)
                if deltaE > threshold { perceptuallyDiffering += 1 }
            }
        }
        let where_ = firstDifference.map { " The first is at (\($0.x), \($0.y)) in pixels." } ?? ""
        if perceptualPrecision < 1 {
            let matching = 1 - Float(perceptuallyDiffering) / Float(a.width * a.height)
            guard matching < precision else { return nil }
            return """
                The percentage of pixels that match \(matching) is less than required \(precision)
                The lowest perceptual color precision \(1 - min(largestDeltaE / 100, 1)) is less than required \(perceptualPrecision)
                \(differingPixels) of \(a.width * a.height) pixels differ.\(where_)
                """
        }
        let matching = 1 - Float(differingBytes) / Float(a.rgba.count)
        if precision >= 1 {
            return "Newly-taken snapshot does not match reference: \(differingPixels) of \(a.width * a.height) pixels differ.\(where_)"
        }
        guard matching < precision else { return nil }
        return
            "Actual image precision \(matching) is less than required \(precision): \(differingPixels) of \(a.width * a.height) pixels differ.\(where_)"
    }
}
