import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The `mail` scenario's touches: where a user would tap, type or drag,
/// the script does, through `UIApplication.sendEvent(_:)` (OpenUIKitTesting's
/// `tap`, `drag` and `type`: hit testing, the controls' tracking and the
/// bars' buttons run as for a finger); each touch is written as the action
/// it is (`> tap "Inbox" row 2`), and the turn runs after each event.
extension MailScript {
    /// Taps the inbox's row at `index` (written 1-based, as a user counts).
    func tapRow(_ index: Int) {
        guard inbox.rows.indices.contains(index) else {
            session.state("the inbox has no row \(index + 1)")
            return
        }
        tap(inbox.rows[index], as: "\"Inbox\" row \(index + 1)")
    }

    /// Taps the centre of `view`.
    func tap(_ view: UIView, as description: String) {
        session.action("tap \(description)")
        window.tap(view)
    }

    /// Taps the navigation bar's back button.
    func tapBackButton() {
        let bar = navigation.navigationBar
        guard let back = bar._backButton else {
            session.state("the navigation bar shows no back button")
            return
        }
        session.action("tap the back button \"\(back.title)\"")
        window.tap(at: bar.convert(CGPoint(x: back.frame.midX, y: back.frame.midY), to: nil))
    }

    /// Taps `item` in `bar` (a navigation bar's bar button item).
    func tap(_ item: UIBarButtonItem, in bar: UINavigationBar, as description: String) {
        guard let frame = bar._frame(for: item) else {
            session.state("\(description) is not in the bar")
            return
        }
        session.action("tap \(description)")
        window.tap(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
    }

    /// Taps `item` in the tab bar.
    func tapTab(_ item: UITabBarItem) {
        let bar = tabs.tabBar
        guard let frame = bar._frame(for: item) else {
            session.state("the tab bar has no item \"\(item.title ?? "")\"")
            return
        }
        session.action("tap the \"\(item.title ?? "")\" tab")
        window.tap(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
    }

    /// Drags the thumb of `slider` by `distance` points along its track, in 0.3 s.
    func dragThumb(of slider: UISlider, by distance: CGFloat, as description: String) {
        let bounds = slider.bounds
        let thumb = slider.thumbRect(forBounds: bounds, trackRect: slider.trackRect(forBounds: bounds), value: slider.value)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        session.action("drag the \(description) slider's thumb \(Format.number(distance)) points right")
        window.drag(from: start, to: CGPoint(x: start.x + distance, y: start.y), duration: 0.3)
    }

    /// Types `text` into the first responder, one key each 0.1 s.
    func typeKeys(_ text: String) {
        session.action("type \"\(text)\"")
        window.type(text)
    }
}
