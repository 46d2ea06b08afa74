import Foundation

extension UIImage {
    /// The size of a symbol image relative to its point size, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable, Hashable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3

        /// How much larger than the point size a symbol of this scale is.
        /// Value not fixed by any source found: our choice (small and large
        /// about a fifth and a third from medium, as SF Symbols look).
        var _factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            default: return 1
            }
        }
    }
}
