extension UIImage {
    /// The orientation of an image's pixels, with UIKit's raw values.
    /// OpenUIKit's images are always `.up`.
    public enum Orientation: Int, Sendable, Hashable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }
}
