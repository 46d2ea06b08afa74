import Foundation

/// A view that lays out its arranged subviews in a row or a column, with
/// Auto Layout constraints it makes and keeps up to date itself.
///
/// As in UIKit the stack view draws nothing and has no intrinsic size of its
/// own: its size along both axes follows from the constraints it places
/// between itself (or its layout margins) and its arranged subviews, so a
/// stack of fixed-size views fits their sum plus the spacing.
///
/// Every property change asks for ``updateConstraints()``, where the stack
/// computes the constraints its configuration calls for, in a fixed order,
/// and reconciles them with the ones it made last time: constraints that
/// stay are kept (a changed constant is changed in place), stale ones are
/// deactivated and only new ones are activated. The rules live in
/// `UIStackView+Rules.swift`, the reconciliation in
/// `UIStackView+Reconciliation.swift`, the arranged-subview list in
/// `UIStackView+ArrangedSubviews.swift`.
///
/// Hiding or showing an arranged subview asks for a constraint pass (the
/// view tells its superview); the stack also compares what it built with
/// the arranged subviews' current state (and, for `.fillProportionally`,
/// their intrinsic sizes) in ``updateConstraints()`` and ``layoutSubviews()``,
/// and rebuilds when they differ.
@preconcurrency @MainActor
open class UIStackView: UIView {
    var _arrangedSubviews: [UIView] = []
    var _axis: NSLayoutConstraint.Axis = .horizontal
    var _distribution: Distribution = .fill
    var _alignment: Alignment = .fill
    var _spacing: CGFloat = 0
    var _layoutMarginsRelative = false
    var _baselineRelative = false
    /// Custom spacing after an arranged subview, by the subview's identity
    /// (looked up, never iterated).
    var _customSpacing: [ObjectIdentifier: CGFloat] = [:]

    /// The constraints the stack made, in the order its rules list them.
    var _arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of `.equalSpacing` and `.equalCentering`.
    var _spacerGuides: [UILayoutGuide] = []
    /// What the constraints were built from, to notice changes nobody announced.
    var _builtSnapshot: _Snapshot?

    /// Creates a stack view with no arranged subviews.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive (OpenUIKit has none): an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a stack view that arranges `views`, adding them as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Configuration

    /// The axis the arranged subviews are laid out along.
    open var axis: NSLayoutConstraint.Axis {
        get { _axis }
        set {
            guard newValue != _axis else { return }
            _axis = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// How the arranged subviews share the space along ``axis``.
    open var distribution: Distribution {
        get { _distribution }
        set {
            guard newValue != _distribution else { return }
            _distribution = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// How the arranged subviews are placed across ``axis``.
    open var alignment: Alignment {
        get { _alignment }
        set {
            guard newValue != _alignment else { return }
            _alignment = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// The space between adjacent arranged subviews (the least space for
    /// `.equalSpacing` and `.equalCentering`); ``spacingUseSystem`` for the
    /// system spacing.
    open var spacing: CGFloat {
        get { _spacing }
        set {
            guard newValue != _spacing, Self._isUsableSpacing(newValue, "spacing", on: self) else { return }
            _spacing = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// Whether the arranged subviews are placed within the layout margins
    /// rather than the bounds.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { _layoutMarginsRelative }
        set {
            guard newValue != _layoutMarginsRelative else { return }
            _layoutMarginsRelative = newValue
            _setNeedsArrangementUpdate()
        }
    }

    /// Whether a vertical stack measures spacing between baselines (the last
    /// baseline of one view to the first baseline of the next).
    open var isBaselineRelativeArrangement: Bool {
        get { _baselineRelative }
        set {
            guard newValue != _baselineRelative else { return }
            _baselineRelative = newValue
            _setNeedsArrangementUpdate()
        }
    }

    // MARK: Override points

    /// Brings the stack's constraints up to date, then calls super.
    open override func updateConstraints() {
        _updateArrangementConstraints()
        super.updateConstraints()
    }

    /// Rebuilds first when an arranged subview was hidden or shown (or, with
    /// `.fillProportionally`, changed its intrinsic size) since the last
    /// build, solving again so the new frames apply in this pass.
    open override func layoutSubviews() {
        if _arrangementIsStale {
            _updateArrangementConstraints()
            (_autoLayout.itemEngine ?? _treeRoot._autoLayout.treeEngine)?.solveAndDistribute()
        }
        super.layoutSubviews()
    }

    /// An arranged subview leaving the stack (`removeFromSuperview()` or a
    /// move elsewhere) leaves the arranged list too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        _forgetArrangedSubview(subview)
    }

    /// An arranged subview shown or hidden: the stack rebuilds at the next pass.
    override func _subviewDidChangeHidden(_ subview: UIView) {
        if _arrangedSubviews._containsIdentical(subview) { setNeedsUpdateConstraints() }
    }
}
