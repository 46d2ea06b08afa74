import Foundation

extension UIView {
    /// The layer the view draws with, made on first use; the view is its
    /// `CALayer/delegate` and shares with it its background colour, alpha,
    /// `isHidden`, `clipsToBounds` and geometry (see `CALayer`).
    public var layer: CALayer {
        if let layer = _display.layer { return layer }
        let made = CALayer()
        made._host = self
        made.delegate = self
        _display.layer = made
        return made
    }
}

// UIKit's views are their layers' delegates.
extension UIView: CALayerDelegate {}

// What a view's layer reads and writes of its view.
extension UIView: _CALayerHost {
    package var _hostBounds: CGRect {
        get { bounds }
        set { bounds = newValue }
    }

    package var _hostCenter: CGPoint {
        get { center }
        set { center = newValue }
    }

    package var _hostFrame: CGRect {
        get { frame }
        set { frame = newValue }
    }

    package var _hostBackgroundColor: CGColor? {
        get { backgroundColor?.cgColor }
        set { backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    package var _hostAlpha: CGFloat {
        get { alpha }
        set { alpha = newValue }
    }

    package var _hostIsHidden: Bool {
        get { isHidden }
        set { isHidden = newValue }
    }

    package var _hostClipsToBounds: Bool {
        get { clipsToBounds }
        set { clipsToBounds = newValue }
    }

    package var _hostNeedsDisplay: Bool { _display.needsDisplay }

    package func _hostSetNeedsDisplay() { setNeedsDisplay() }

    package func _hostAppearanceWillChange() { _displayWillChange() }
}
