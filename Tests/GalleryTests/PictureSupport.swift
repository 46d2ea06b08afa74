import GalleryKit
import OpenUIKit

/// The picture `gallery <scenario> --png` writes: the window at the
/// scenario's picture step, drawn at the screen's scale.
@MainActor
func picture(of scenario: Scenario) -> UIImage? {
    var picture: UIImage?
    scenario.run(
        log: { _ in },
        picture: { window in
            picture = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
            }
        })
    return picture
}

extension UIImage {
    /// Whether the pixel at (x, y) points is `expected` (red, green, blue),
    /// within one step of rounding.
    func shows(_ x: Int, _ y: Int, _ expected: (Int, Int, Int)) -> Bool {
        let scale = Int(self.scale)
        guard let p = pixel(x: x * scale, y: y * scale) else { return false }
        return abs(Int(p.red) - expected.0) <= 1 && abs(Int(p.green) - expected.1) <= 1 && abs(Int(p.blue) - expected.2) <= 1
    }
}
