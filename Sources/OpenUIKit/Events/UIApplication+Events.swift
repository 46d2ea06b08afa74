import Foundation

/// Event dispatch to windows, with the checks for touches a program made wrong.
extension UIApplication {
    /// Sends each window of `event`'s touches the event, in the order the
    /// touches name the windows; a touch at a location that is not finite,
    /// or in a hidden window, is reported and left out.
    func _sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event._touches {
            if !touch._location.x.isFinite || !touch._location.y.isFinite {
                diagnostics.report(
                    .misuse,
                    "A touch at (\(touch._location.x), \(touch._location.y)) is not at a finite location; \(touch.phase == .began ? "it is ignored" : "it stays at its previous location")."
                )
                if touch.phase == .began || !touch._previousLocation.x.isFinite || !touch._previousLocation.y.isFinite {
                    touch._isIgnored = true
                } else {
                    touch._location = touch._previousLocation
                }
            }
            guard let window = touch.window, !windows._containsIdentical(window) else { continue }
            windows.append(window)
        }
        for window in windows {
            guard window._isShowing else {
                diagnostics.report(.misuse, "A touch was sent to \(window._shortDescription), which is hidden; the window gets no events.")
                continue
            }
            window.sendEvent(event)
        }
    }
}
