import Foundation

/// The animated properties of a view as they show now (its presentation
/// layer's), each nil where no animation moves it: the model value shows.
///
/// A class, so that a view that no animation moves pays one reference in
/// its display state (`_ViewDisplayState.presented`), not the values.
final class _PresentedValues: Equatable {
    var center: CGPoint?
    var bounds: CGRect?
    var transform: CGAffineTransform?
    var alpha: CGFloat?
    /// The background colour that shows, when an animation moves it (the
    /// inner nil: clear).
    var backgroundColor: UIColor??

    /// Whether no animation moves anything.
    var isEmpty: Bool { center == nil && bounds == nil && transform == nil && alpha == nil && backgroundColor == nil }

    static func == (lhs: _PresentedValues, rhs: _PresentedValues) -> Bool {
        lhs.center == rhs.center && lhs.bounds == rhs.bounds && lhs.transform == rhs.transform && lhs.alpha == rhs.alpha
            && lhs.backgroundColor == rhs.backgroundColor
    }
}

extension Animator {
    /// The values of `view`'s animated properties at `now`; see
    /// ``presentationValue(of:_:now:)``.
    func presentedValues(of view: UIView, now: TimeInterval) -> _PresentedValues {
        let values = _PresentedValues()
        if case .point(let p)? = presentationValue(of: view, .center, now: now) { values.center = p }
        if case .rect(let r)? = presentationValue(of: view, .bounds, now: now) { values.bounds = r }
        if case .transform(let t)? = presentationValue(of: view, .transform, now: now) { values.transform = t }
        // A spring may carry opacity past its ends; a layer's stays in 0...1.
        if case .scalar(let a)? = presentationValue(of: view, .alpha, now: now) { values.alpha = min(max(a, 0), 1) }
        if case .color(let c)? = presentationValue(of: view, .backgroundColor, now: now) { values.backgroundColor = .some(c) }
        return values
    }
}
