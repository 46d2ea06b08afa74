import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting

/// A pixel in straight (not premultiplied) bytes, printed as Swift source.
struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    static let clear = RGBA(0, 0, 0, 0)
    static let red = RGBA(255, 0, 0)
    static let green = RGBA(0, 255, 0)
    static let blue = RGBA(0, 0, 255)
    static let white = RGBA(255, 255, 255)
    static let black = RGBA(0, 0, 0)

    var description: String { "RGBA(\(r), \(g), \(b), \(a))" }
}

extension UIImage {
    /// The pixel at `(x, y)` in pixels.
    func rgba(_ x: Int, _ y: Int) -> RGBA? {
        pixel(x: x, y: y).map { RGBA($0.red, $0.green, $0.blue, $0.alpha) }
    }

    /// The pixel under the point `(x, y)` (its centre's pixel).
    func rgba(atPoint x: CGFloat, _ y: CGFloat) -> RGBA? {
        rgba(Int(x * scale), Int(y * scale))
    }
}

/// A plain view with a background color.
@MainActor
func colored(_ color: UIColor, _ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}

/// What `view` shows, painted afresh (not from a backing store) at `scale`.
@MainActor
func freshPicture(of view: UIView, scale: CGFloat = 3) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
    }
}

/// The window's backing store after the turn.
@MainActor
func displayedPicture(of window: UIWindow) -> UIImage {
    TestClock.runUntilIdle()
    return window.displayedImage()!
}

/// Writes `image` as `name`.png into the folder named by the environment
/// variable `OPENUIKIT_PICTURES`, when it is set, for a person to look at.
func writePictureIfAsked(_ image: UIImage, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_PICTURES"], let png = image.pngData() else { return }
    do {
        try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    } catch {
        print("could not write \(name).png: \(error)")
    }
}
