import Foundation

extension UIStackView {
    /// How arranged subviews share the space along the stack's axis, with
    /// UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; hugging decides which grows and
        /// compression resistance which shrinks.
        case fill = 0
        /// The views fill the axis with equal sizes.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their sizes; the gaps between them are equal.
        case equalSpacing = 3
        /// The views keep their sizes; their centers are equally far apart.
        case equalCentering = 4
    }

    /// How arranged subviews are placed across the stack's axis, with UIKit's
    /// raw values (`top` is `leading` and `bottom` is `trailing`).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// Vertical stacks: the views' leading edges meet the stack's.
        case leading = 1
        /// Horizontal stacks: the views' first baselines line up.
        case firstBaseline = 2
        /// The views' centers meet the stack's center line.
        case center = 3
        /// Vertical stacks: the views' trailing edges meet the stack's.
        case trailing = 4
        /// Horizontal stacks: the views' last baselines line up.
        case lastBaseline = 5

        /// Horizontal stacks: the views' top edges meet the stack's (the same value as ``leading``).
        public static let top = Alignment.leading
        /// Horizontal stacks: the views' bottom edges meet the stack's (the same value as ``trailing``).
        public static let bottom = Alignment.trailing
    }

    /// As a custom spacing: use the stack's ``spacing`` (UIKit's `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// As a spacing: use the system spacing between siblings (UIKit's `FLT_MIN`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Sets the spacing after `arrangedSubview`, in place of ``spacing``;
    /// ``spacingUseDefault`` goes back to ``spacing``.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard _arrangedSubviews._containsIdentical(arrangedSubview) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "setCustomSpacing(_:after:): \(arrangedSubview._shortDescription) is not an arranged subview of \(_shortDescription); no spacing set."
            )
            return
        }
        guard spacing == UIStackView.spacingUseDefault || Self._isUsableSpacing(spacing, "setCustomSpacing(_:after:)", on: self) else {
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let old = _customSpacing[key]
        _customSpacing[key] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        if _customSpacing[key] != old { _setNeedsArrangementUpdate() }
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The points between an arranged subview and the next visible one.
    func _resolvedSpacing(after view: UIView) -> CGFloat {
        let value = _customSpacing[ObjectIdentifier(view)] ?? _spacing
        return value == UIStackView.spacingUseSystem ? UIView._systemSpacing : value
    }
}

extension UIStackView {
    /// Whether `spacing` can be a constraint constant; if not, says so.
    static func _isUsableSpacing(_ spacing: CGFloat, _ api: String, on stack: UIStackView) -> Bool {
        guard !_LayoutEngine.takes(spacing) else { return true }
        UIApplication.shared.diagnostics.report(
            .misuse,
            "\(api): the spacing \(spacing) of \(stack._shortDescription) is not a finite number within ±1e30; the spacing is unchanged."
        )
        return false
    }
}
