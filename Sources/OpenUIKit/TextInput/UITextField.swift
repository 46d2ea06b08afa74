import Foundation

/// A control that shows one line of editable text.
///
/// Editing follows UIKit: a tap makes the field first responder (asking
/// the delegate first), typed keys arrive through ``UIKeyInput`` (each
/// change asked of the delegate's
/// ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)``),
/// the return key asks ``UITextFieldDelegate/textFieldShouldReturn(_:)``,
/// and resigning ends editing. Each step sends its control event and posts
/// its notification; `UITextField+Editing.swift` has the order and its
/// sources. The field draws its border, its text (or placeholder, or dots
/// for secure entry), a caret while editing and the clear button in
/// ``UIView/draw(_:)``; left and right views are subviews.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    var _text: String?
    var _attributedText: NSAttributedString?
    var _placeholder: NSAttributedString?
    /// The body style's font (Apple, `UITextField.font`: "the body style of the system font").
    var _font = UIFont.preferredFont(forTextStyle: .body)
    var _textColor = UIColor.label
    var _isEditing = false

    /// A text field with `frame`, empty and without a border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A text field from an archive (none exist on Linux: an empty text field).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text

    /// The text shown; nil by default (Apple). Setting it replaces
    /// ``attributedText`` and sends no events, as in UIKit.
    open var text: String? {
        get { _attributedText?.string ?? _text }
        set {
            _text = newValue
            _attributedText = nil
            _contentDidChange()
        }
    }

    /// The styled text shown; ranges without a font or color take the field's.
    open var attributedText: NSAttributedString? {
        get { _attributedText ?? _text.map { NSAttributedString(string: $0, attributes: _defaultAttributes) } }
        set {
            _attributedText = newValue.map { NSAttributedString(attributedString: $0) }
            _text = nil
            _contentDidChange()
        }
    }

    /// The grey text shown while the field is empty; nil by default.
    open var placeholder: String? {
        get { _placeholder?.string }
        set {
            _placeholder = newValue.map { NSAttributedString(string: $0, attributes: _placeholderAttributes) }
            _contentDidChange()
        }
    }

    /// The styled placeholder.
    open var attributedPlaceholder: NSAttributedString? {
        get { _placeholder }
        set {
            _placeholder = newValue.map { NSAttributedString(attributedString: $0) }
            _contentDidChange()
        }
    }

    /// The font of the text and placeholder (the body style, 17 points, by default; nil restores it).
    open var font: UIFont? {
        get { _font }
        set {
            _font = newValue ?? UIFont.preferredFont(forTextStyle: .body)
            _contentDidChange()
        }
    }

    /// The color of the text (`.label` by default; nil restores it).
    open var textColor: UIColor? {
        get { _textColor }
        set {
            _textColor = newValue ?? .label
            setNeedsDisplay()
        }
    }

    /// How the text lines up in the field; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    // MARK: Appearance

    /// The border drawn; `.none` by default (Apple, `borderStyle`).
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { _contentDidChange() } }
    }

    /// When the clear button shows; `.never` by default.
    open var clearButtonMode: ViewMode = .never {
        didSet { _contentDidChange() }
    }

    /// A view shown at the field's left edge, per ``leftViewMode``.
    open var leftView: UIView? {
        didSet { _overlayViewDidChange(from: oldValue, to: leftView) }
    }

    /// When ``leftView`` shows; `.never` by default.
    open var leftViewMode: ViewMode = .never {
        didSet { _contentDidChange() }
    }

    /// A view shown at the field's right edge, per ``rightViewMode``.
    open var rightView: UIView? {
        didSet { _overlayViewDidChange(from: oldValue, to: rightView) }
    }

    /// When ``rightView`` shows; `.never` by default.
    open var rightViewMode: ViewMode = .never {
        didSet { _contentDidChange() }
    }

    /// Whether the font shrinks (to ``minimumFontSize`` at least) so the text fits; false by default.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest size ``adjustsFontSizeToFitWidth`` may shrink to; 0 by default.
    open var minimumFontSize: CGFloat = 0 {
        didSet { if !minimumFontSize.isFinite || minimumFontSize < 0 { minimumFontSize = 0 } }
    }

    // MARK: Editing

    /// The delegate, held weakly; nil by default.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is editing (it is the first responder).
    open var isEditing: Bool { _isEditing }

    /// Whether beginning to edit removes the text; false by default.
    open var clearsOnBeginEditing = false

    // MARK: UITextInputTraits

    /// The keyboard layout (stored: there is no on-screen keyboard).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization (stored); `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the text shows as dots; false by default.
    open var isSecureTextEntry = false {
        didSet { _contentDidChange() }
    }

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts `text` at the end (the insertion point), asking the delegate
    /// first; a newline is the return key.
    open func insertText(_ text: String) { _insertText(text) }

    /// Deletes the last character (grapheme cluster: an emoji or a letter
    /// with its marks is one), asking the delegate first.
    open func deleteBackward() { _deleteBackward() }

    // MARK: Responder

    /// A field that is enabled can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, becomes first responder, then
    /// tells (see `UITextField+Editing.swift`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { _beginEditing() }

    /// Ends editing: asks the delegate, resigns, then tells.
    @discardableResult
    open override func resignFirstResponder() -> Bool { _endEditing() }

    // MARK: Geometry

    /// The rectangle of the border.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle of the text when not editing: inside the border's
    /// padding, beside the overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect { _textArea(in: bounds, editing: false) }

    /// The rectangle of the placeholder.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the text while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { _textArea(in: bounds, editing: true) }

    /// The rectangle of the clear button.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { _clearButtonRect(in: bounds) }

    /// The rectangle of the left view: at the left edge, its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { _overlayRect(leftView, in: bounds, atLeft: true) }

    /// The rectangle of the right view: at the right edge, its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { _overlayRect(rightView, in: bounds, atLeft: false) }

    /// Draws the text (or its dots) in `rect`.
    open func drawText(in rect: CGRect) { _drawText(in: rect) }

    /// Draws the placeholder in `rect`.
    open func drawPlaceholder(in rect: CGRect) { _drawPlaceholder(in: rect) }

    /// The size of the text (or placeholder) and the border's padding; the
    /// rounded-rect style is 34 points high at the default font.
    open override var intrinsicContentSize: CGSize { _intrinsicSize() }

    /// Draws the border, the text or placeholder, the caret and the clear button.
    open override func draw(_ rect: CGRect) { _drawField() }

    /// Places the left and right views, shown or hidden per their modes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutOverlayViews()
    }

    /// A tap begins editing, or clears the text on the clear button.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        _tapEnded(touches)
    }

    /// A field taken out of its window while editing ends editing without
    /// asking (UIKit's header: "may be called if forced even if
    /// shouldEndEditing returns NO (e.g. view removed from window)").
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, _isEditing { _finishEditing() }
    }

    /// Redraws the caret in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _isEditing { setNeedsDisplay() }
    }

    override func _boundsSizeDidChange(from oldSize: CGSize) {
        super._boundsSizeDidChange(from: oldSize)
        setNeedsDisplay()
    }
}
