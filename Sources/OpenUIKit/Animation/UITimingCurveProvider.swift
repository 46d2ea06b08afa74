import Foundation

/// The timing an animator follows: a cubic curve, a spring, or both.
///
/// ``UICubicTimingParameters`` and ``UISpringTimingParameters`` adopt it; an
/// object of your own may too, answering with one of them.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below describe the timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for the builtin, cubic and composed types.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for the spring and composed types.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// The curve and (for a physical spring) the duration a provider gives.
@MainActor
struct _ProvidedTiming {
    let curve: _TimingCurve
    /// The duration the timing itself sets, overriding the animator's.
    let duration: TimeInterval?

    /// Reads `provider`, fitting a spring to `duration` unless the spring
    /// sets its own duration (mass, stiffness and damping).
    init(_ provider: any UITimingCurveProvider, duration: TimeInterval) {
        switch provider.timingCurveType {
        case .spring, .composed:
            if let spring = provider.springTimingParameters {
                (curve, self.duration) = spring._curve(fittedTo: duration)
                return
            }
        case .builtin, .cubic:
            break
        }
        curve = provider.cubicTimingParameters?._curve ?? .named(.easeInOut)
        self.duration = nil
    }
}
