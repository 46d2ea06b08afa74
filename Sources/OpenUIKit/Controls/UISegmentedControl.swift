import Foundation

/// A row of segments, each a title, an image or an action, of which one
/// is selected.
///
/// A tap on an enabled segment selects it and sends `.valueChanged` (and
/// performs the segment's action, when it has one); a momentary control
/// does not show the selection. Setting ``selectedSegmentIndex`` from code
/// sends nothing. Indexes past the end given to the insert methods are
/// pinned to the end (Apple, `insertSegment(withTitle:at:animated:)`);
/// other bad indexes are reported and change nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index that means no segment is selected.
    public static let noSegment = -1

    struct _Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    var _segments: [_Segment] = []
    var _selectedIndex = UISegmentedControl.noSegment
    var _touchedIndex: Int?
    let _track = _ControlPart()
    let _selection = _ControlPart()
    let _content = _ControlPart()

    /// Creates an empty segmented control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpParts()
    }

    /// Creates an empty segmented control from an archive (none exist on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpParts()
    }

    /// Creates a control with one segment per item: a `String` or a
    /// `UIImage` (other items are reported and left out).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                _segments.append(_Segment(title: title))
            } else if let image = item as? UIImage {
                _segments.append(_Segment(image: image))
            } else {
                UIApplication.shared.diagnostics.report(
                    .misuse, "UISegmentedControl(items:): \(type(of: item)) is neither a String nor a UIImage; it was left out.")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with one segment per action, showing the action's
    /// title or image and performing it when the segment is selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            _segments.append(_Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action))
        }
    }

    /// How many segments there are.
    open var numberOfSegments: Int { _segments.count }

    /// The selected segment's index, or ``noSegment``.
    open var selectedSegmentIndex: Int {
        get { _selectedIndex }
        set {
            guard newValue == Self.noSegment || _segments.indices.contains(newValue) else {
                _reportBadIndex(newValue, "selectedSegmentIndex")
                return
            }
            _selectedIndex = newValue
            setNeedsLayout()
        }
    }

    /// Whether segments go back to unselected-looking after a tap; false by default.
    open var isMomentary = false {
        didSet { setNeedsLayout() }
    }

    /// The colour of the selected segment; nil for white.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// Whether segments take widths by their content instead of equal ones; false by default.
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    open override var intrinsicContentSize: CGSize { _intrinsicSize() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { _intrinsicSize() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = _segmentIndex(at: touch.location(in: self)), _segments[index].isEnabled else { return false }
        _touchedIndex = index
        setNeedsLayout()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            _touchedIndex = nil
            setNeedsLayout()
        }
        guard let touch, let index = _segmentIndex(at: touch.location(in: self)), _segments[index].isEnabled,
            _isInsideTrackingArea(touch)
        else { return }
        let changed = index != _selectedIndex || isMomentary
        _selectedIndex = index
        guard changed else { return }
        if let action = _segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        _touchedIndex = nil
        setNeedsLayout()
    }

    override func _defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _isSingleTap(gestureRecognizer)
    }
}
