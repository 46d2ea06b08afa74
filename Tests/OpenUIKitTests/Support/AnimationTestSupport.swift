import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Runs `body` with a view of `frame` shown in a test window (see
/// `withTestWindow`); the view leaves the window afterwards.
@MainActor
@discardableResult
func withShownView<Result>(
    frame: CGRect = .zero,
    _ body: (UIWindow, UIView) throws -> Result
) rethrows -> Result {
    try withTestWindow { window in
        let view = UIView(frame: frame)
        window.addSubview(view)
        defer { view.removeFromSuperview() }
        return try body(window, view)
    }
}
