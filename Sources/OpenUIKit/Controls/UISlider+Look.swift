import Foundation

/// A slider's parts: a 4-point track, tinted left of the knob and light
/// grey right of it, and a white knob 28 points across with a soft shadow;
/// the slider wants to be 31 points tall (values not fixed by any source
/// found: our choice, measured from iOS 13–17 screenshots). A touch
/// within 10 points of the knob grabs it (our choice).
extension UISlider {
    static let _trackHeight: CGFloat = 4
    static let _thumbSide: CGFloat = 28
    static let _height: CGFloat = 31
    static let _thumbSlop: CGFloat = 10
    static let _maximumTrack = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)

    func _setUpParts() {
        addSubview(_maximumTrack)
        addSubview(_minimumTrack)
        addSubview(_thumb)
        _thumb.makeKnob()
    }

    func _layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        let split = min(track.maxX, max(track.minX, thumb.midX))
        let radius = track.height / 2
        _minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        _maximumTrack.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        let enabledColor = minimumTrackTintColor ?? tintColor ?? UIView._defaultTintColor
        _minimumTrack.fill(isEnabled ? enabledColor : UIColor.systemGray.withAlphaComponent(0.5), cornerRadius: radius)
        _maximumTrack.fill(maximumTrackTintColor ?? Self._maximumTrack, cornerRadius: radius)
        _thumb.frame = thumb
        _thumb.layer.cornerRadius = thumb.width / 2
        _thumb.backgroundColor = thumbTintColor ?? .white
    }
}
