import Foundation

/// A control for picking a value from a continuous range by dragging a
/// knob along a track.
///
/// The value stays within ``minimumValue``…``maximumValue`` (Apple,
/// `value`: values beyond the range are pinned to it); moving a bound
/// past the value moves the value (Apple, `minimumValue`/`maximumValue`).
/// A touch that begins on the knob drags it, sending `.valueChanged` as it
/// moves (``isContinuous``, the default) or once when it lifts; setting
/// the value from code sends nothing (Apple, `isContinuous`, `setValue(_:animated:)`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    let _minimumTrack = _ControlPart()
    let _maximumTrack = _ControlPart()
    let _thumb = _ControlPart()
    var _value: Float = 0
    var _minimumValue: Float = 0
    var _maximumValue: Float = 1
    var _dragStart: (point: CGFloat, value: Float)?
    var _valueAtTouchDown: Float = 0

    /// Creates a slider with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpParts()
    }

    /// Creates a slider from an archive (none exist on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpParts()
    }

    /// The value, within the bounds; 0 by default. NaN is refused; other
    /// values are pinned to the range.
    open var value: Float {
        get { _value }
        set { _setValue(newValue, property: "value") }
    }

    /// Sets ``value``; OpenUIKit moves the knob at once either way.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The lowest value; 0 by default.
    open var minimumValue: Float {
        get { _minimumValue }
        set { _setBound(newValue, minimum: true) }
    }

    /// The highest value; 1 by default.
    open var maximumValue: Float {
        get { _maximumValue }
        set { _setBound(newValue, minimum: false) }
    }

    /// Whether a drag sends `.valueChanged` as it goes (true, the default) or once at the end.
    open var isContinuous = true

    /// The colour of the track left of the knob; nil for the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The colour of the track right of the knob; nil for a light grey.
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The knob's colour; nil for white.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self._height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, Self._thumbSide) : Self._thumbSide, height: Self._height)
    }

    /// The rectangle of the track, in the slider's coordinates.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self._trackHeight / 2, width: bounds.width, height: Self._trackHeight)
    }

    /// The rectangle of the knob for `value` on `rect` (the track), in the slider's coordinates.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = Self._thumbSide
        let range = _maximumValue - _minimumValue
        let fraction = range > 0 && range.isFinite ? CGFloat((value - _minimumValue) / range) : 0
        let travel = max(0, rect.width - side)
        return CGRect(x: rect.minX + travel * min(1, max(0, fraction)), y: bounds.midY - side / 2, width: side, height: side)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        guard thumb.insetBy(dx: -Self._thumbSlop, dy: -Self._thumbSlop).contains(point) else { return false }
        _dragStart = (point.x, _value)
        _valueAtTouchDown = _value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = _dragStart else { return false }
        let x = touch.location(in: self).x
        guard x.isFinite else { return true }
        let travel = max(1, trackRect(forBounds: bounds).width - Self._thumbSide)
        let before = _value
        _value = _clamped(start.value + Float((x - start.point) / travel) * (_maximumValue - _minimumValue))
        setNeedsLayout()
        if isContinuous, _value != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        _dragStart = nil
        if !isContinuous, _value != _valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        _dragStart = nil
        if !isContinuous, _value != _valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    override func _defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let point = gestureRecognizer.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        return thumb.insetBy(dx: -Self._thumbSlop, dy: -Self._thumbSlop).contains(point) && _isSwipeOrPanAlongTrack(gestureRecognizer)
    }
}
