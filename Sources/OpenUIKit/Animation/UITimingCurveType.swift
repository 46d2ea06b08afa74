/// The kinds of timing a ``UITimingCurveProvider`` gives, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve through two control points.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}
