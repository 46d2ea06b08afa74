import Foundation

extension UIImageView {
    /// The image drawn now: the highlighted image while highlighted, if any.
    var _shownImage: UIImage? {
        if isHighlighted, let highlighted = _highlightedImage { return highlighted }
        return _image
    }

    /// `image` with ``preferredSymbolConfiguration`` applied (symbols only).
    func _configured(_ image: UIImage) -> UIImage {
        guard image.isSymbolImage, let preferred = preferredSymbolConfiguration else { return image }
        return image.withConfiguration(preferred)
    }

    /// The size `image` is shown at, in points.
    func _displaySize(of image: UIImage) -> CGSize { _configured(image).size }

    /// The shown image changed: redraw, and measure again.
    func _imageDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }
}
