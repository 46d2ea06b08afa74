import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Measurement is UIKit's: ``intrinsicContentSize``, ``sizeThatFits(_:)``
/// and the first and last baselines Auto Layout aligns come from the text
/// laid out in the label's font and line breaking. The text is drawn in
/// ``textColor``, centred vertically in the bounds, as UIKit draws it; the
/// label redraws when its bounds change size (``UIView/ContentMode/redraw``).
@preconcurrency @MainActor
open class UILabel: UIView {
    var _text: String?
    var _attributedText: NSAttributedString?
    var _font = UIFont.systemFont(ofSize: 17)
    var _textColor = UIColor.label

    /// Creates a label with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Creates a label from an archive (none exist on Linux: an empty label).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// The text shown; setting it replaces ``attributedText``.
    open var text: String? {
        get { _attributedText?.string ?? _text }
        set {
            _text = newValue
            _attributedText = nil
            _textDidChange()
        }
    }

    /// The styled text shown; setting it replaces ``text``. Ranges without
    /// a font take the label's ``font``.
    open var attributedText: NSAttributedString? {
        get {
            if let _attributedText { return _attributedText }
            guard let _text else { return nil }
            return NSAttributedString(string: _text, attributes: [.font: _font, .foregroundColor: _textColor])
        }
        set {
            _attributedText = newValue.map { NSAttributedString(attributedString: $0) }
            _text = nil
            _textDidChange()
        }
    }

    /// The font of the text (the 17-point system font by default; `nil` restores it).
    open var font: UIFont! {
        get { _font }
        set {
            _font = newValue ?? UIFont.systemFont(ofSize: 17)
            _textDidChange()
        }
    }

    /// The colour of the text (``UIColor/label`` by default; `nil` restores it).
    open var textColor: UIColor! {
        get { _textColor }
        set {
            _textColor = newValue ?? .label
            setNeedsDisplay()
        }
    }

    /// How the lines are aligned (natural by default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { _textDidChange() }
    }

    /// The most lines shown; 0 for as many as the text needs (1 by default).
    /// A negative number is taken as 0, as UIKit does.
    open var numberOfLines = 1 {
        didSet { _textDidChange() }
    }

    /// How the text is wrapped or shortened (truncating the tail by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { _textDidChange() }
    }

    /// The width a multiline label wraps at for its intrinsic size (0: its own width).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            _refuse(&preferredMaxLayoutWidth, unless: 0...CGFloat.greatestFiniteMagnitude, "preferredMaxLayoutWidth", "a width")
            _textDidChange()
        }
    }

    /// Whether the label draws its text in a smaller font, down to
    /// ``minimumScaleFactor`` of its size, when the text does not fit its
    /// bounds (see `UILabel+FontScaling.swift`).
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest fraction of the font size the text shrinks to (0, the
    /// default: the text does not shrink).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            _refuse(&minimumScaleFactor, unless: 0...1, "minimumScaleFactor", "between 0 and 1")
            setNeedsDisplay()
        }
    }

    /// Whether a single-line label draws its characters closer together
    /// before it truncates its text; false by default.
    open var allowsDefaultTighteningForTruncation = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text is drawn enabled.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// The size of the text: its widest line and its lines' height, rounded
    /// up to the screen's pixels; a multiline label wraps at
    /// ``preferredMaxLayoutWidth`` (or its width). An empty label is 0 × 0.
    open override var intrinsicContentSize: CGSize {
        guard !(text ?? "").isEmpty else { return .zero }
        return _pixelCeiling(_layout(width: _wrappingWidth).size)
    }

    /// The size the label needs in `size`: the text wrapped at its width
    /// (a single-line label does not wrap), rounded up to pixels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard !(text ?? "").isEmpty else { return .zero }
        let width = numberOfLines == 1 || !size.width.isFinite || size.width <= 0 ? CGFloat.infinity : size.width
        return _pixelCeiling(_layout(width: width).size)
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines`
    /// lines (0: no limit), at the top-left of the bounds.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard !(text ?? "").isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let size = _pixelCeiling(_layout(width: bounds.width, lines: numberOfLines).size)
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, max(0, bounds.width)), height: size.height))
    }

    /// Draws the text in `rect`: laid out at its width with at most
    /// ``numberOfLines`` lines (those that fit its height, the last
    /// truncated as ``lineBreakMode`` says), centred vertically, in
    /// ``textColor`` where the attributed text gives no colour.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _drawText(in: rect, context: context)
    }

    /// Draws the label's text in its bounds (through ``drawText(in:)``).
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
