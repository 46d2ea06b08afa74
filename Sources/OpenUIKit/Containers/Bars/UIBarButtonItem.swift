import Foundation

/// A button on a navigation bar or a toolbar: a title, an image, one of
/// UIKit's system items, a space, or a view of your own.
///
/// Selectors do not exist on Linux, so the `target`/`action` initializers
/// are missing; UIKit's closure-based ones are here. Touches arrive in a
/// later release: until then ``_performPrimaryAction()`` performs the item's
/// ``primaryAction`` as a tap would. The bars compute where each item sits
/// (``UINavigationBar/_frame(for:)``, ``UIToolbar/_frame(for:)``) and
/// draw them.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    var _systemItem: SystemItem?
    var _width: CGFloat = 0
    var _customView: UIView?
    /// The bar or navigation item that holds the item (the last one it was given to).
    weak var _holder: (any _BarButtonItemHolder)?

    /// How the item's title shows.
    open var style: Style = .plain {
        didSet { if style != oldValue { _barItemDidChange() } }
    }
    /// The set of titles the item may show, so that it can be sized for the longest.
    open var possibleTitles: Set<String>?
    /// The color of the item's title and image; nil inherits the bar's.
    open var tintColor: UIColor?
    /// Whether the item shows as selected.
    open var isSelected = false
    /// Whether the item is left out of its bar.
    open var isHidden = false {
        didSet { if isHidden != oldValue { _holder?._barButtonItemDidChange(self) } }
    }
    /// The menu the item shows.
    open var menu: UIMenu?

    /// The action performed when the item is tapped. Setting one on an item
    /// that is not a system item takes the action's title and image.
    open var primaryAction: UIAction? {
        didSet { _takeTitleAndImageFromPrimaryAction() }
    }

    /// A new primary action gives its title and image to an item that is not a system item.
    private func _takeTitleAndImageFromPrimaryAction() {
        guard _systemItem == nil, let action = primaryAction else { return }
        title = action.title
        image = action.image
    }

    /// Creates a plain item with no title, image or action.
    public override init() {
        _systemItem = nil
        super.init()
    }

    /// Creates an item from an archive (nothing is read: archives are not supported).
    public required init?(coder: NSCoder) {
        _systemItem = nil
        super.init()
    }

    /// Creates a plain item with a title, an image, an action and a menu; a
    /// given action's title and image take precedence.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(_systemItem: nil)
        self.title = title
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
        _takeTitleAndImageFromPrimaryAction()
    }

    /// Creates a plain item that takes its title and image from `primaryAction`.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// Creates one of UIKit's system items; the action's title and image are not used.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(_systemItem: systemItem)
        self.menu = menu
        self.primaryAction = primaryAction
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init(_systemItem: nil)
        self.customView = customView
    }

    /// A fixed space of `width` points, for a toolbar.
    ///
    /// UIKit returns `Self`; OpenUIKit returns a `UIBarButtonItem` (a
    /// `Self` result would make an initializer `required`, which every
    /// subclass would then have to write).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(_systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space: the spaces of a toolbar share what its other items leave.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(_systemItem: .flexibleSpace)
    }

    init(_systemItem: SystemItem?) {
        self._systemItem = _systemItem
        super.init()
    }

    /// The item's width, or 0 to size it to its content. NaN, infinite or
    /// negative widths are refused and reported.
    open var width: CGFloat {
        get { _width }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "UIBarButtonItem.width must be a finite number of at least 0; \(UIView._format(newValue)) was refused and the width stays \(UIView._format(_width))."
                )
                return
            }
            _width = newValue
            _holder?._barButtonItemDidChange(self)
        }
    }

    /// A view the item shows instead of a title or an image. A view that
    /// is already in a view hierarchy is reported (a view has one place; the
    /// bar would take it from there).
    open var customView: UIView? {
        get { _customView }
        set {
            if let view = newValue, view !== _customView, let superview = view._superview {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "The custom view \(view._shortDescription) of a UIBarButtonItem is already a subview of \(superview._shortDescription); a view has one superview, so the bar would take it from there."
                )
            }
            _customView = newValue
            _holder?._barButtonItemDidChange(self)
        }
    }

    override func _barItemDidChange() { _holder?._barButtonItemDidChange(self) }

    /// Performs ``primaryAction`` (with the item as its sender) as a tap
    /// would; nothing when the item is disabled or has no action.
    ///
    /// OpenUIKit only, until touches arrive.
    public func _performPrimaryAction() {
        guard isEnabled, !isHidden, let action = primaryAction else { return }
        action._perform(sender: self)
    }
}
