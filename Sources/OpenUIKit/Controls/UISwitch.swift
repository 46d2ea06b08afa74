import Foundation

/// An on/off control: a capsule track with a white knob.
///
/// A switch is 51 × 31 points whatever frame it is given (Apple,
/// `UISwitch.init(frame:)`: "UISwitch overrides this method to enforce a
/// size appropriate for the control"; the 51 × 31 size is the one iOS 7
/// and later report, e.g. Stack Overflow "Change width and height of
/// UISwitch" and Apple's HIG templates). A tap toggles it, a drag of the
/// knob sets it by where the knob ends; either sends `.valueChanged` when the
/// value changed. Setting ``isOn`` from code sends nothing (Apple,
/// `setOn(_:animated:)`). On, the track is ``onTintColor`` (system green by
/// default); off, a light grey fill.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size a switch takes, in points.
    public static let _size = CGSize(width: 51, height: 31)
    static let _knobInset: CGFloat = 2
    /// How far a touch must move before it drags the knob (our choice).
    static let _dragThreshold: CGFloat = 4

    let _track = _ControlPart()
    let _knob = _ControlPart()
    var _touchStart: CGPoint?
    var _dragging = false
    var _dragIsOn = false

    /// Creates a switch at the frame's origin, 51 × 31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self._size))
        _setUpParts()
    }

    /// Creates a switch from an archive (none exist on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self._size
        _setUpParts()
    }

    /// Whether the switch is on; false by default. Setting it sends no action.
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsLayout() } }
    }

    /// Sets ``isOn``; OpenUIKit moves the knob at once either way.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The track's colour when on; nil for system green.
    open var onTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The knob's colour; nil for white.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// A switch keeps its size: the size of a new frame is ignored.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self._size) }
    }

    open override var intrinsicContentSize: CGSize { Self._size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self._size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _touchStart = touch.location(in: self)
        _dragging = false
        _dragIsOn = isOn
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if let start = _touchStart, abs(point.x - start.x) > Self._dragThreshold { _dragging = true }
        if _dragging, point.x.isFinite {
            _dragIsOn = point.x > bounds.midX
            setNeedsLayout()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let inside = touch.map { _isInsideTrackingArea($0) } ?? false
        let newValue = _dragging ? _dragIsOn : (inside ? !isOn : isOn)
        _touchStart = nil
        _dragging = false
        if newValue != isOn {
            isOn = newValue
            sendActions(for: .valueChanged)
        }
        setNeedsLayout()
    }

    open override func cancelTracking(with event: UIEvent?) {
        _touchStart = nil
        _dragging = false
        setNeedsLayout()
    }

    override func _defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _isSingleTap(gestureRecognizer) || _isSwipeOrPanAlongTrack(gestureRecognizer)
    }
}
