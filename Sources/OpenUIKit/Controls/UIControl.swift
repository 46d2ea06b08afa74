import Foundation

/// The base class of the views that turn touches into actions: buttons,
/// switches, sliders, segmented controls, steppers and text fields.
///
/// A control keeps its state (enabled, selected, highlighted), tracks the
/// touch that began in it, and performs the ``UIAction``s added for the
/// ``Event``s that touch produces (`Controls/UIControl+Tracking.swift` has
/// the rules, `Controls/UIControl+Actions.swift` the actions). Selectors do
/// not exist on Linux, so `addTarget(_:action:for:)` is left out: closures
/// (``addAction(_:for:)``) take its place.
@preconcurrency @MainActor
open class UIControl: UIView {
    struct _Entry {
        var action: UIAction
        var events: Event
    }

    /// The actions, in the order they were first added, with their events.
    var _entries: [_Entry] = []
    var _isTracking = false
    var _isTouchInside = false

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive (none exist on Linux: an empty control).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control that performs `primaryAction` for ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control responds to touches; true by default. A disabled
    /// control is passed over by hit testing, so its touches go to the views
    /// behind it.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { _stateDidChange() } }
    }

    /// Whether the control is selected; false by default.
    open var isSelected = false {
        didSet { if isSelected != oldValue { _stateDidChange() } }
    }

    /// Whether the control is highlighted: true while a touch that began in
    /// it is down inside its tracking area.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { _stateDidChange() } }
    }

    /// The control's state, made of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var result: State = []
        if isHighlighted { result.insert(.highlighted) }
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        return result
    }

    /// How the control places its content across its width; centred by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { _stateDidChange() } }
    }

    /// How the control places its content across its height; centred by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { _stateDidChange() } }
    }

    /// The horizontal alignment in effect: leading and trailing resolved to
    /// left or right by the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Whether the control shows its context menu on a long press; false by default.
    open var isContextMenuInteractionEnabled = false

    /// Whether a tap shows the control's menu instead of performing its
    /// primary action; false by default.
    open var showsMenuAsPrimaryAction = false

    /// Called after ``isEnabled``, ``isSelected``, ``isHighlighted``, an
    /// alignment or the tint changes: the control lays its parts out and
    /// redraws (a subclass may do more).
    func _stateDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _stateDidChange()
    }

    // MARK: Tracking (rules in UIControl+Tracking.swift)

    /// Whether the control is tracking a touch.
    open var isTracking: Bool { _isTracking }

    /// Whether the tracked touch is inside the control's tracking area.
    open var isTouchInside: Bool { _isTouchInside }

    /// Starts tracking `touch`, which began in the control; returns whether
    /// to keep tracking it (true by default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Follows the tracked `touch` as it moves; returns whether to keep
    /// tracking it (true by default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Ends tracking when the tracked touch lifts; does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Ends tracking when the tracked touch is cancelled; does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _trackingTouchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _trackingTouchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _trackingTouchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _trackingTouchesCancelled(touches, with: event)
    }

    /// A disabled control is not hit: its touches go to the views behind it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// Refuses a recognizer of another view whose gesture is the control's
    /// own default action (a single tap on a button, for example), so the
    /// control wins over it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self || !_defaultActionOverlaps(gestureRecognizer)
    }

    /// Whether `gestureRecognizer`'s gesture is the control's default
    /// action; false for a plain control, which has none.
    func _defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether a touch lifted inside also sends ``Event/primaryActionTriggered``
    /// (a button's does); false for a plain control.
    var _sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Actions (rules in UIControl+Actions.swift)

    /// Performs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) { action._perform(sender: self) }

    /// Performs the actions added for any of `controlEvents`, in the order
    /// they were added, each once.
    open func sendActions(for controlEvents: Event) { _sendActions(for: controlEvents) }
}
