import Foundation
internal import _OpenUIKitShared

/// The base of the objects that turn a sequence of touches into a gesture.
///
/// A recognizer attached to a view (``UIView/addGestureRecognizer(_:)``)
/// sees the touches that begin in that view or its subviews before the view
/// does (Apple, "About the gesture recognizer state machine" and
/// `cancelsTouchesInView`). Its state moves as ``State`` describes;
/// competing recognizers are arbitrated in `UIGestureRecognizer+Arbitration.swift`.
///
/// UIKit's `init(target:action:)` and `addTarget(_:action:)` send an
/// Objective-C selector, which Linux cannot: OpenUIKit takes a closure
/// instead (``init(handler:)``, ``addHandler(_:)``), run where UIKit would
/// send the action: on `.began`, `.changed`, `.ended` (recognized) and
/// `.cancelled`, never on `.failed`.
///
/// Subclasses override the touch methods, set ``state`` and override
/// ``reset()``, as with UIKit's `UIGestureRecognizerSubclass.h`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    let _serial = ObjectSerial.next()
    var _state: State = .possible
    weak var _view: UIView?
    var _handlers: [(UIGestureRecognizer) -> Void] = []
    /// The active touches since the last reset, in the order they began.
    var _touches: [UITouch] = []
    /// The recognizers this one waits for to fail (``require(toFail:)``).
    var _failureRequirements: [UIGestureRecognizer] = []
    /// The state asked for while waiting for other recognizers to fail.
    var _pendingState: State?
    /// A built-in condition for leaving `.possible`, asked before the delegate.
    var _shouldBeginCheck: (() -> Bool)?
    var _stateObservers: [(UIGestureRecognizer) -> Void] = []

    /// Creates a recognizer that runs `handler`, if any, at each action.
    public init(handler: ((UIGestureRecognizer) -> Void)? = nil) {
        if let handler { _handlers.append(handler) }
        super.init()
    }

    /// Runs `handler` too whenever the recognizer sends its action.
    public func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) { _handlers.append(handler) }

    /// OpenUIKit only: runs `observer` after every change of ``state``,
    /// `.failed` and the reset to `.possible` included, before the action
    /// (where UIKit programs observe `state` with key-value observing).
    public func _observeState(_ observer: @escaping (UIGestureRecognizer) -> Void) { _stateObservers.append(observer) }

    /// The recognizer's state; subclasses set it as the touches come.
    ///
    /// Setting it follows the state machine: a move it does not allow is
    /// reported and ignored; leaving `.possible` may wait for other
    /// recognizers to fail or be refused by the delegate.
    open var state: State {
        get { _state }
        set { _requestState(newValue) }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { _view }

    /// Whether the recognizer takes touches; turning it off during a gesture cancels the gesture.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { _abandon() } }
    }

    /// The recognizer's delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether a recognized gesture cancels the touches for the view; true by default.
    open var cancelsTouchesInView = true
    /// Whether the view gets its touches only after the gesture failed; false by default.
    open var delaysTouchesBegan = false
    /// Whether the view gets its touches' end only after the gesture failed; true by default.
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { _activeTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (the
    /// window's when nil); `.zero` when it tracks none.
    open func location(in view: UIView?) -> CGPoint { _centroid(in: view) }

    /// The location of the touch at `touchIndex` in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { _location(ofTouch: touchIndex, in: view) }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails
    /// before it recognizes; it fails if the other one recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self, !_failureRequirements._containsIdentical(otherGestureRecognizer) else { return }
        _failureRequirements.append(otherGestureRecognizer)
    }

    // MARK: Subclass override points (UIGestureRecognizerSubclass.h)

    /// Touches began; the base does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved; the base does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended; the base does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled; the base moves an active gesture to `.cancelled` and fails a possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }
    /// Puts the subclass's own state back; called after the gesture ended,
    /// once no tracked touch is down.
    open func reset() {}
    /// Stops tracking `touch` for this gesture.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        if let index = _touches._lastIndex(ofIdentical: touch) { _touches.remove(at: index) }
    }
    /// Whether recognizing this gesture can fail `preventedGestureRecognizer`; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing can fail this one; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    open override var description: String {
        _readingMainActorState {
            let base = ObjectSerial.describe(self, serial: _serial)
            return "\(base.dropLast()); state = \(_state)\(_view.map { "; view = \($0._shortDescription)" } ?? "")>"
        }
    }
}
