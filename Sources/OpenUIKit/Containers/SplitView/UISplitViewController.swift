import Foundation

/// A container that shows two or three columns of content side by side
/// when the width is regular, and collapses them onto one navigation stack
/// (or shows a dedicated compact controller) when it is compact.
///
/// A column-style split view controller (``init(style:)`` with
/// `.doubleColumn` or `.tripleColumn`) takes its controllers with
/// ``setViewController(_:for:)``; one that is not a navigation controller is
/// wrapped in one, as UIKit does. A classic one (``style`` `.unspecified`,
/// ``init(nibName:bundle:)``) takes a primary and a secondary controller in
/// ``viewControllers``. Every column controller is a child; only the
/// columns the display mode shows have their views in the split view's view.
///
/// The machinery lives in `UISplitViewController+Columns.swift` (setting
/// columns, the display mode), `+Layout.swift` (column widths and frames),
/// `+Collapse.swift` (collapsing and expanding) and `+Classic.swift`.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The value that lets the split view choose a width (UIKit's
    /// `UISplitViewControllerAutomaticDimension`): the most negative `Float`,
    /// the default `maximumPrimaryColumnWidth` reads as on iOS 18
    /// (siteline/swiftui-introspect issue 449: -3.4028234663852886e+38).
    nonisolated public static let automaticDimension = -CGFloat(Float.greatestFiniteMagnitude)

    /// The number of columns, fixed at creation.
    public let style: Style
    /// The delegate asked when the split view collapses, expands or changes its display mode.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The column-style columns, by `Column.rawValue`: what was set, and the child that holds it.
    var _slots: [_SplitColumnSlot?] = [nil, nil, nil, nil]
    /// The classic style's controllers: the primary, then the secondary.
    var _classic: [UIViewController] = []
    var _isCollapsed = false
    /// What collapsing moved onto the primary's stack, to give back on expanding.
    var _collapseRecord: _SplitCollapseRecord?
    /// A display mode chosen by `show(_:)`, `hide(_:)` or the delegate on expanding.
    var _displayModeOverride: DisplayMode?
    /// The display mode the delegate last heard of (nil before the first layout).
    var _reportedDisplayMode: DisplayMode?
    var _preferredDisplayMode: DisplayMode = .automatic
    var _preferredSplitBehavior: SplitBehavior = .automatic
    var _displayModeButtonItem: UIBarButtonItem?
    var _primaryWidths = _SplitColumnWidths()
    var _supplementaryWidths = _SplitColumnWidths()

    /// Creates a classic split view controller (``style`` `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller with the given number of columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Controllers

    /// The controllers: expanded, the primary, (the supplementary,) the
    /// secondary; collapsed, the one shown. Setting it on a classic split
    /// view replaces its primary and secondary controllers.
    open var viewControllers: [UIViewController] {
        get { _viewControllers }
        set { _setViewControllers(newValue) }
    }

    /// Puts `vc` in `column` (column style), wrapped in a navigation
    /// controller unless it is one; nil empties the column.
    open func setViewController(_ vc: UIViewController?, for column: Column) { _setColumn(vc, for: column) }

    /// The controller set for `column`: the one given to
    /// ``setViewController(_:for:)``, not its navigation controller.
    open func viewController(for column: Column) -> UIViewController? { _viewController(for: column) }

    /// Shows `column`, changing the display mode to the nearest one that shows it.
    open func show(_ column: Column) { _showColumn(column) }

    /// Hides `column`, changing the display mode to the nearest one that hides it.
    open func hide(_ column: Column) { _hideColumn(column) }

    /// A bar button item that shows or hides the primary column; put it in a
    /// navigation item. (OpenUIKit draws no bar items yet; its action runs
    /// through `UIBarButtonItem._performPrimaryAction()`.)
    open var displayModeButtonItem: UIBarButtonItem { _lazyDisplayModeButtonItem }

    /// Whether the split view shows one controller only (its width is compact).
    open var isCollapsed: Bool { _isCollapsed }

    // MARK: Display mode and behaviour

    /// The display mode you prefer; `.automatic` lets the split view choose.
    open var preferredDisplayMode: DisplayMode {
        get { _preferredDisplayMode }
        set { _setPreferredDisplayMode(newValue) }
    }
    /// The display mode in effect.
    open var displayMode: DisplayMode { _resolvedDisplayMode }
    /// The split behaviour you prefer; `.automatic` lets the split view choose.
    open var preferredSplitBehavior: SplitBehavior {
        get { _preferredSplitBehavior }
        set { _setPreferredSplitBehavior(newValue) }
    }
    /// The split behaviour in effect.
    open var splitBehavior: SplitBehavior { _resolvedSplitBehavior }
    /// The edge the primary column sits along.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { _view?.setNeedsLayout() }
    }
    /// Whether a swipe shows and hides the side columns (stored: OpenUIKit has no gestures yet).
    open var presentsWithGesture = true
    /// Whether the button that shows only the secondary column appears.
    open var showsSecondaryOnlyButton = false
    /// When the display mode button appears.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// The background of the primary column.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    // MARK: Column widths (see UISplitViewController+Layout.swift)

    /// The primary column's width you prefer, in points, or ``automaticDimension``.
    open var preferredPrimaryColumnWidth: CGFloat {
        get { _primaryWidths.preferred }
        set { _setWidth(\.preferred, of: \._primaryWidths, to: newValue, name: "preferredPrimaryColumnWidth") }
    }
    /// The primary column's width you prefer, as a fraction of the split view's, or ``automaticDimension``.
    open var preferredPrimaryColumnWidthFraction: CGFloat {
        get { _primaryWidths.fraction }
        set { _setWidth(\.fraction, of: \._primaryWidths, to: newValue, name: "preferredPrimaryColumnWidthFraction") }
    }
    /// The narrowest the primary column may be, or ``automaticDimension``.
    open var minimumPrimaryColumnWidth: CGFloat {
        get { _primaryWidths.minimum }
        set { _setWidth(\.minimum, of: \._primaryWidths, to: newValue, name: "minimumPrimaryColumnWidth") }
    }
    /// The widest the primary column may be, or ``automaticDimension``.
    open var maximumPrimaryColumnWidth: CGFloat {
        get { _primaryWidths.maximum }
        set { _setWidth(\.maximum, of: \._primaryWidths, to: newValue, name: "maximumPrimaryColumnWidth") }
    }
    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { _columnWidths().primary }
    /// The supplementary column's width you prefer, in points, or ``automaticDimension``.
    open var preferredSupplementaryColumnWidth: CGFloat {
        get { _supplementaryWidths.preferred }
        set { _setWidth(\.preferred, of: \._supplementaryWidths, to: newValue, name: "preferredSupplementaryColumnWidth") }
    }
    /// The supplementary column's width you prefer, as a fraction, or ``automaticDimension``.
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { _supplementaryWidths.fraction }
        set { _setWidth(\.fraction, of: \._supplementaryWidths, to: newValue, name: "preferredSupplementaryColumnWidthFraction") }
    }
    /// The narrowest the supplementary column may be, or ``automaticDimension``.
    open var minimumSupplementaryColumnWidth: CGFloat {
        get { _supplementaryWidths.minimum }
        set { _setWidth(\.minimum, of: \._supplementaryWidths, to: newValue, name: "minimumSupplementaryColumnWidth") }
    }
    /// The widest the supplementary column may be, or ``automaticDimension``.
    open var maximumSupplementaryColumnWidth: CGFloat {
        get { _supplementaryWidths.maximum }
        set { _setWidth(\.maximum, of: \._supplementaryWidths, to: newValue, name: "maximumSupplementaryColumnWidth") }
    }
    /// The supplementary column's width now (zero in a double-column split view).
    open var supplementaryColumnWidth: CGFloat { _columnWidths().supplementary }

    // MARK: Overrides

    /// The split view's own view: it lays the shown columns out.
    open override func loadView() {
        view = _SplitContainerView(frame: UIScreen.main.bounds) { [weak self] in self?._layoutColumns() }
    }

    /// Shows `vc` as the primary controller (see ``UISplitViewControllerDelegate``).
    open override func show(_ vc: UIViewController, sender: Any?) { _splitShow(vc, sender: sender) }

    /// Shows `vc` as the secondary controller: expanded, in the secondary
    /// column; collapsed, pushed on the collapsed navigation stack.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { _splitShowDetail(vc, sender: sender) }

    override func _handlesRoutingAction(_ action: Selector) -> Bool {
        action == .showViewController || action == .showDetailViewController
    }

    override func _forwardingAppearance(_ phase: _AppearanceForwardingPhase) {
        if case .willBegin(appearing: true, _) = phase { _installColumnViews() }
    }

    override func _traitsDidChange() { _updateCollapsedState() }

    override func _childDidLeave(_ child: UIViewController) { _forgetChild(child) }
}
