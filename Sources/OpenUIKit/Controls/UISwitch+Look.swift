import Foundation

/// A switch's parts: the capsule track and the round knob, 27 points
/// across, 2 points inside the track (value not fixed by any source found:
/// our choice, measured from iOS screenshots at 51 × 31). Off, the track is
/// the light-mode secondary system fill (#787880 at 16 %, Apple's HIG colour
/// table); a disabled switch is drawn at half opacity (our choice).
extension UISwitch {
    static let _offTrack = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    func _setUpParts() {
        addSubview(_track)
        addSubview(_knob)
        _knob.makeKnob()
    }

    /// Whether the knob shows on the right: the value, or where a drag holds it.
    var _showsOn: Bool { _dragging ? _dragIsOn : isOn }

    func _layoutParts() {
        let size = Self._size
        _track.frame = CGRect(origin: .zero, size: size)
        _track.fill(_showsOn ? (onTintColor ?? .systemGreen) : Self._offTrack, cornerRadius: size.height / 2)
        let side = size.height - 2 * Self._knobInset
        let x = _showsOn ? size.width - Self._knobInset - side : Self._knobInset
        _knob.frame = CGRect(x: x, y: Self._knobInset, width: side, height: side)
        _knob.layer.cornerRadius = side / 2
        _knob.backgroundColor = thumbTintColor ?? .white
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        _track.alpha = alpha
        _knob.alpha = alpha
    }
}

extension UIControl {
    /// Whether `gestureRecognizer` is a swipe or pan that runs along a
    /// horizontal track (Apple, "Attaching gesture recognizers to UIKit
    /// controls": a single-finger swipe or pan parallel to a slider's
    /// track or a switch's knob loses to the control).
    func _isSwipeOrPanAlongTrack(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let swipe = gestureRecognizer as? UISwipeGestureRecognizer {
            return !swipe.direction.isDisjoint(with: [.left, .right])
        }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer {
            let translation = pan.translation(in: self)
            return abs(translation.x) >= abs(translation.y)
        }
        return false
    }
}
