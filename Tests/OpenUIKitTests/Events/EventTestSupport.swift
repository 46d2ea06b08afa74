import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A view that logs each touch method it gets into `log` as
/// `"name.touchesBegan(n)"`, and passes the touches on (`super`) when
/// `forwards` is true.
@MainActor
final class TouchLogView: UIView {
    let name: String
    let log: TouchLog
    var forwards = false

    init(_ name: String, _ log: TouchLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.lines.append("\(name).touchesBegan(\(touches.count))")
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.lines.append("\(name).touchesMoved(\(touches.count))")
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.lines.append("\(name).touchesEnded(\(touches.count))")
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.lines.append("\(name).touchesCancelled(\(touches.count))")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// Lines logged by views, controllers and recognizers in a test, in order.
@MainActor
final class TouchLog {
    var lines: [String] = []

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// A controller that logs the touch methods that reach it.
@MainActor
final class TouchLogController: UIViewController {
    var log: TouchLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.lines.append("controller.touchesBegan(\(touches.count))")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.lines.append("controller.touchesEnded(\(touches.count))")
        super.touchesEnded(touches, with: event)
    }
}

/// Logs every state a recognizer's handler sees and every state it passes
/// through (failed included) as `"name: state"`.
@MainActor
func logStates<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, into log: TouchLog) -> R {
    recognizer.addHandler { log.lines.append("\(name).action(\($0.state))") }
    return recognizer
}

/// `recognizer`, with every change of its state (failures and resets too,
/// which send no action) logged as `"label.state = …"`.
@MainActor
func logged<R: UIGestureRecognizer>(_ recognizer: R, _ label: String, _ log: TouchLog) -> R {
    recognizer._observeState { log.lines.append("\(label).state = \($0.state)") }
    return recognizer
}

/// A delegate with answers set per test.
@MainActor
final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    var requiresFailureOf: UIGestureRecognizer?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiresFailureOf }
}
