import OpenUIKit

extension UIImage {
    /// Whether the pixel at (x, y) points is `expected` (red, green, blue),
    /// within one step of rounding.
    func shows(_ x: Int, _ y: Int, _ expected: (Int, Int, Int)) -> Bool {
        let scale = Int(self.scale)
        guard let p = pixel(x: x * scale, y: y * scale) else { return false }
        return abs(Int(p.red) - expected.0) <= 1 && abs(Int(p.green) - expected.1) <= 1 && abs(Int(p.blue) - expected.2) <= 1
    }
}
