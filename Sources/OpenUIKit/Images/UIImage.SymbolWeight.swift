extension UIImage {
    /// The stroke weight of a symbol image, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable, Hashable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The matching font weight.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }

        /// Line width of OpenUIKit's symbol drawings, in units of their
        /// 24-unit grid. Value not fixed by any source found: our choice,
        /// growing by steps as SF Symbols' weights do.
        var _lineWidth: CGFloat {
            switch self {
            case .ultraLight: return 0.7
            case .thin: return 1.0
            case .light: return 1.4
            case .unspecified, .regular: return 1.8
            case .medium: return 2.0
            case .semibold: return 2.2
            case .bold: return 2.5
            case .heavy: return 2.9
            case .black: return 3.3
            }
        }
    }
}
