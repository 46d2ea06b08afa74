import Foundation
import OpenUIKit
import SnapshotTesting

// swift-snapshot-testing's image diffing (`Snapshotting/UIImage.swift`, iOS
// only there), for OpenUIKit's images: PNG files through
// `UIImage.pngData()` and `UIImage(data:scale:)`, compared pixel by pixel.
extension Diffing where Value == UIImage {
    /// Images that must match exactly. (A `static let` in
    /// swift-snapshot-testing; computed here, as `Diffing` is not `Sendable`.)
    public static var image: Diffing { .image() }

    /// Images compared with a tolerance, as swift-snapshot-testing does on iOS.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixel bytes (RGBA) that must match;
    ///     1 (the default) is all of them.
    ///   - perceptualPrecision: How close a pixel must be to count as
    ///     matching, as 1 − ΔE/100 with ΔE the CIE 1994 colour difference of
    ///     the two pixels in CIELAB (iOS uses Core Image's `CILabDeltaE`);
    ///     0.98 is about what an eye tells apart. 1 (the default) is exact.
    ///   - scale: The scale the reference is read at; nil or 0 is the main screen's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { data in
                MainActor.assumeIsolated {
                    let scale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
                    // A file that is not a PNG reads as an empty picture, which matches nothing.
                    return UIImage(data: data, scale: scale) ?? UIGraphicsImageRenderer(size: .zero).image { _ in }
                }
            }
        ) { old, new -> (String, [DiffAttachment])? in
            guard
                let message = _ImageComparison.difference(
                    old, new, precision: precision, perceptualPrecision: perceptualPrecision)
            else { return nil }
            var attachments: [DiffAttachment] = []
            if let data = old.pngData() { attachments.append(.data(data, name: "reference.png")) }
            if let data = new.pngData() { attachments.append(.data(data, name: "failure.png")) }
            return (message, attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly with a PNG reference.
    public static var image: Snapshotting { .image() }

    /// An image compared with a PNG reference, with a tolerance (see
    /// `Diffing.image(precision:perceptualPrecision:scale:)`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
