import Foundation

/// A pair of − and + buttons that step a value up and down.
///
/// Defaults (Apple, `UIStepper`): value 0, minimum 0, maximum 100, step 1,
/// `wraps` false, `autorepeat` true, `isContinuous` true. A touch on −
/// or + changes the value when it goes down and sends `.valueChanged`;
/// held, it repeats (``autorepeat``). Apple: `stepValue` must be above 0
/// and `minimumValue` below `maximumValue` ("the system raises an
/// NSInvalidArgumentException"); OpenUIKit reports such values and keeps
/// the old ones. The stepper is 94 × 32 points (iOS 13 and later; see
/// `UIStepper+Look.swift`).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    let _background = _ControlPart()
    var _value: Double = 0
    var _minimumValue: Double = 0
    var _maximumValue: Double = 100
    var _stepValue: Double = 1
    /// The half under the tracked touch: -1 (−), +1 (+), nil.
    var _pressedDirection: Int?
    var _valueAtTouchDown: Double = 0
    let _repeatTimer = _GestureTimer()

    /// Creates a stepper at the frame's origin, 94 × 32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self._size))
        _setUpParts()
    }

    /// Creates a stepper from an archive (none exist on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self._size
        _setUpParts()
    }

    /// The value, within the bounds; 0 by default. NaN is refused.
    open var value: Double {
        get { _value }
        set { _setValue(newValue) }
    }

    /// The lowest value; 0 by default. It must stay below ``maximumValue``.
    open var minimumValue: Double {
        get { _minimumValue }
        set { _setBound(newValue, minimum: true) }
    }

    /// The highest value; 100 by default. It must stay above ``minimumValue``.
    open var maximumValue: Double {
        get { _maximumValue }
        set { _setBound(newValue, minimum: false) }
    }

    /// How much a tap changes the value; 1 by default, and always above 0.
    open var stepValue: Double {
        get { _stepValue }
        set { _setStep(newValue) }
    }

    /// Whether stepping past a bound goes round to the other; false by default.
    open var wraps = false

    /// Whether holding − or + repeats the step; true by default.
    open var autorepeat = true

    /// Whether a held button sends `.valueChanged` at each repeat (true,
    /// the default) or once when it lifts.
    open var isContinuous = true

    open override var intrinsicContentSize: CGSize { Self._size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self._size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard point.x.isFinite else { return false }
        let direction = point.x < bounds.midX ? -1 : 1
        guard _canStep(direction) else { return false }
        _pressedDirection = direction
        _valueAtTouchDown = _value
        setNeedsLayout()
        return true
    }

    /// Sends `touchDown`, then takes the first step (our order: the event
    /// that began the touch comes before the value it changed).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let direction = _pressedDirection else { return }
        _step(direction)
        if autorepeat { _scheduleRepeat(after: Self._repeatDelay) }
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if !_isInsideTrackingArea(touch) { _repeatTimer.cancel() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { _finishTracking() }

    open override func cancelTracking(with event: UIEvent?) { _finishTracking() }

    override func _defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _isSingleTap(gestureRecognizer)
    }
}
