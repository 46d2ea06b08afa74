import Foundation

/// A control that performs an action when tapped: a title, an image, or
/// both, drawn in one of the system's styles.
///
/// Two ways to describe a button, as in UIKit: a ``Configuration`` (iOS 15's
/// button system: `UIButton(configuration: .filled())`), or the older
/// per-state API (``setTitle(_:for:)``, ``setTitleColor(_:for:)``, …) on a
/// button made with ``init(type:)``. A tap sends `touchUpInside` then
/// `primaryActionTriggered`; a single tap on a button wins over a tap
/// recognizer of a view around it (Apple, "Attaching gesture recognizers to
/// UIKit controls"). The look is made of plain
/// views and labels (`UIButton+Look.swift`), so every renderer draws it.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The closure type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The button's kind, fixed when it is made.
    public let buttonType: ButtonType

    var _titles = _PerState<String>()
    var _attributedTitles = _PerState<NSAttributedString>()
    var _titleColors = _PerState<UIColor>()
    var _images = _PerState<UIImage>()
    let _background = _ControlPart()
    var _titleLabel: UILabel?
    var _subtitleLabel: UILabel?
    var _imageView: UIImageView?
    var _needsConfigurationUpdate = true
    var _isUpdatingConfiguration = false

    /// Creates a custom button with the given frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        _setUpParts()
    }

    /// Creates a custom button from an archive (none exist on Linux).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        _setUpParts()
    }

    /// Creates a button of `buttonType`; glyph buttons (info, add, close) take their size.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        _setUpParts()
        if _glyph != nil { frame.size = intrinsicContentSize }
    }

    /// Creates a button of `buttonType` that performs `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a system button described by `configuration`, performing `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Configuration

    /// The button's configuration; nil for a button using the per-state API.
    open var configuration: Configuration? {
        didSet {
            if _isUpdatingConfiguration { return }
            invalidateIntrinsicContentSize()
            setNeedsUpdateConfiguration()
        }
    }

    /// Runs when the button's state changes or an update is requested, after
    /// ``updateConfiguration()``; it usually sets ``configuration``.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the state's effect on the configuration is applied
    /// automatically (true by default).
    open var automaticallyUpdatesConfiguration = true

    /// Asks for a configuration update before the next layout.
    open func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Brings the look up to date with the configuration and the state;
    /// override to change the configuration for the state (call super).
    open func updateConfiguration() {}

    // MARK: Parts

    /// The label showing the title, made the first time it is asked for.
    open var titleLabel: UILabel? { _ensureTitleLabel() }

    /// The image view showing the image, made the first time it is asked for.
    open var imageView: UIImageView? { _ensureImageView() }

    /// A menu the button shows (stored; OpenUIKit does not present menus yet).
    open var menu: UIMenu?

    /// Whether the button shows its selected menu entry as its title; false by default.
    open var changesSelectionAsPrimaryAction = false

    // MARK: Size and layout (rules in UIButton+Look.swift)

    open override var intrinsicContentSize: CGSize { _contentSize() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { _contentSize() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _updateConfigurationIfNeeded()
        _applyLook()
    }

    override func _stateDidChange() {
        super._stateDidChange()
        setNeedsUpdateConfiguration()
    }

    override func _defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _isSingleTap(gestureRecognizer)
    }

    override var _sendsPrimaryActionOnTouchUpInside: Bool { true }
}
