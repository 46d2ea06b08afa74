import Foundation

/// A view that shows an image, fitted to its bounds by its content mode.
///
/// The image is drawn in ``UIView/draw(_:)`` with ``UIImage/draw(in:)``'s
/// machinery, placed by ``UIView/contentMode`` (`.scaleToFill` by
/// default); template images — symbol images, and any image whose
/// rendering mode is `.alwaysTemplate` — take the view's
/// ``UIView/tintColor``. As in UIKit, an image view does not take touches
/// (``UIView/isUserInteractionEnabled`` is false) and its intrinsic size is
/// its image's.
@preconcurrency @MainActor
open class UIImageView: UIView {
    var _image: UIImage?
    var _highlightedImage: UIImage?

    /// An image view with `frame` and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view from an archive (none exist on Linux: an empty image view).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, its frame the image's size at the origin.
    public convenience init(image: UIImage?) {
        self.init(image: image, highlightedImage: nil)
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        _image = image
        _highlightedImage = highlightedImage
        if let image { frame = CGRect(origin: .zero, size: _displaySize(of: image)) }
    }

    /// The image shown (unless highlighted with a highlighted image).
    open var image: UIImage? {
        get { _image }
        set {
            guard newValue !== _image else { return }
            _image = newValue
            _imageDidChange()
        }
    }

    /// The image shown while ``isHighlighted`` is true.
    open var highlightedImage: UIImage? {
        get { _highlightedImage }
        set {
            guard newValue !== _highlightedImage else { return }
            _highlightedImage = newValue
            if isHighlighted { _imageDidChange() }
        }
    }

    /// Whether the view shows ``highlightedImage``; false by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, _highlightedImage != nil { _imageDidChange() } }
    }

    /// The symbol configuration applied over symbol images' own when they are drawn.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration !== oldValue { _imageDidChange() } }
    }

    /// The size of the image shown; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = _shownImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return _displaySize(of: image)
    }

    /// Draws the image shown where the content mode puts it.
    open override func draw(_ rect: CGRect) {
        guard let image = _shownImage else { return }
        let size = _displaySize(of: image)
        let target = contentMode.rect(forContentOf: size, in: bounds)
        _configured(image)._draw(in: target, templateColor: tintColor)
    }

    /// Redraws, when the shown image is a template.
    open override func tintColorDidChange() {
        if let image = _shownImage, image._drawsAsTemplate, image._tintColor == nil { setNeedsDisplay() }
    }

    override func _boundsSizeDidChange(from oldSize: CGSize) {
        super._boundsSizeDidChange(from: oldSize)
        // The image is placed for the bounds' size: place it again.
        setNeedsDisplay()
    }
}
