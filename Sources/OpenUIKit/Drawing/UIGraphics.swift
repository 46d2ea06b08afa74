import Foundation

/// The stack of current graphics contexts: `draw(_:)`, image renderers and
/// ``UIGraphicsPushContext(_:)`` put a context on it.
///
/// UIKit keeps one stack per thread; OpenUIKit's belongs to the main actor.
@MainActor
enum _GraphicsContexts {
    static var stack: [CGContext] = []

    /// Runs `body` with `context` as the current context, and afterwards
    /// leaves the stack as it found it: drawing code that pushed contexts
    /// without popping them, or popped this one, is reported (and must not
    /// take the next drawing's context, nor crash).
    static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        let depth = stack.count
        stack.append(context)
        defer {
            _DrawingMisuse.flush()
            if stack.count > depth + 1 {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "UIGraphicsPushContext(_:) was called \(stack.count - depth - 1) more time(s) than UIGraphicsPopContext() while drawing; the extra contexts were popped."
                )
                stack.removeSubrange((depth + 1)...)
            }
            if stack.count == depth + 1, stack[depth] === context {
                stack.removeLast()
            } else if stack.count <= depth {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "UIGraphicsPopContext() was called while drawing without a matching UIGraphicsPushContext(_:); the drawing's context was already gone."
                )
            }
        }
        return try body()
    }

    /// The current context; without one, `function` is reported as Core
    /// Graphics logs it ("invalid context 0x0").
    static func current(for function: String) -> CGContext? {
        if let context = stack.last { return context }
        UIApplication.shared.diagnostics.report(.misuse, "\(function): invalid context 0x0 (there is no current graphics context).")
        return nil
    }
}

/// The current graphics context: the one `draw(_:)` or an image renderer set
/// up, or the last pushed with ``UIGraphicsPushContext(_:)``.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    _GraphicsContexts.stack.last
}

/// Makes `context` the current graphics context until ``UIGraphicsPopContext()``.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    _GraphicsContexts.stack.append(context)
}

/// Restores the graphics context that was current before the last ``UIGraphicsPushContext(_:)``.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    guard !_GraphicsContexts.stack.isEmpty else {
        UIApplication.shared.diagnostics.report(.misuse, "UIGraphicsPopContext(): no context to pop.")
        return
    }
    _GraphicsContexts.stack.removeLast()
}

/// Fills `rect` with the current context's fill color.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    _GraphicsContexts.current(for: "UIRectFill(_:)")?.fill(rect)
}

/// Draws a one-point frame just inside `rect` in the current context's fill color.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = _GraphicsContexts.current(for: "UIRectFrame(_:)") else { return }
    let r = rect.standardized
    let inside = r.insetBy(dx: 1, dy: 1)
    context._fill(_Shape(outer: .init(r), hole: inside.isEmpty ? nil : .init(inside)), color: context._state.fillColor)
}
