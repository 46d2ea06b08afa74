import Foundation

/// The view tree as SVG: OpenUIKit's own, UIKit has nothing like it.
extension UIView {
    /// The view and its subviews as an SVG document (UTF-8 text): what
    /// the display shows, as vector elements — backgrounds, layers,
    /// shadows, what `draw(_:)` draws (run again, into a recording
    /// context), and text as `<text>` elements, one a line, so that a
    /// browser shows it as selectable text. The picture is the view's
    /// bounds, one SVG unit a point.
    ///
    /// Lays the tree out first (``layoutIfNeeded()``). The same tree gives
    /// the same bytes on every run and machine. OpenUIKit only.
    public func svgRepresentation() -> String {
        layoutIfNeeded()
        return _SVGRenderer.document(of: self)
    }

    /// ``svgRepresentation()`` as UTF-8 data, for writing to a file. OpenUIKit only.
    public func svgData() -> Data {
        Data(svgRepresentation().utf8)
    }
}
