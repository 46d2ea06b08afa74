import Foundation

/// A column's width settings, each a number of points (a fraction for
/// `fraction`) or `UISplitViewController.automaticDimension`.
struct _SplitColumnWidths {
    var preferred = UISplitViewController.automaticDimension
    var fraction = UISplitViewController.automaticDimension
    var minimum = UISplitViewController.automaticDimension
    var maximum = UISplitViewController.automaticDimension
}

/// The split view controller's own view: it lays the columns out after its own layout.
final class _SplitContainerView: UIView {
    private let layoutColumns: () -> Void

    init(frame: CGRect, layoutColumns: @escaping () -> Void) {
        self.layoutColumns = layoutColumns
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutColumns()
    }
}

extension UISplitViewController {
    /// The width of a column when nothing is set: 320 points for the
    /// primary and the supplementary columns. No source found gives UIKit's
    /// numbers for every size (docs/Coverage.md); these are OpenUIKit's.
    static let _defaultColumnWidth: CGFloat = 320

    /// Stores a width setting: finite and not negative, or
    /// ``automaticDimension``; a fraction at most 1. Anything else is
    /// reported and ignored.
    func _setWidth(
        _ setting: WritableKeyPath<_SplitColumnWidths, CGFloat>,
        of column: ReferenceWritableKeyPath<UISplitViewController, _SplitColumnWidths>,
        to value: CGFloat, name: String
    ) {
        let isFraction = name.hasSuffix("Fraction")
        guard value == Self.automaticDimension || (value.isFinite && value >= 0 && (!isFraction || value <= 1)) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(name) of \(_shortDescription): \(UIView._format(value)) is not \(isFraction ? "a fraction from 0 to 1" : "a finite, non-negative width") or UISplitViewController.automaticDimension; ignored."
            )
            return
        }
        self[keyPath: column][keyPath: setting] = value
        _view?.setNeedsLayout()
    }

    /// The split behaviour in effect: the preferred one, or for
    /// `.automatic` tile when the view is wider than tall, else overlay
    /// (double column) or displace (triple column).
    var _resolvedSplitBehavior: SplitBehavior {
        if _preferredSplitBehavior != .automatic { return _preferredSplitBehavior }
        let size = _view?.bounds.size ?? UIScreen.main.bounds.size
        if size.width > size.height { return .tile }
        return style == .tripleColumn ? .displace : .overlay
    }

    /// The display mode in effect: one chosen by `show(_:)`/`hide(_:)`, the
    /// preferred one, or for `.automatic` (wider than tall) every side
    /// column beside the secondary, (taller than wide) the secondary only
    /// for a double-column split view and the supplementary beside it for
    /// a triple-column one.
    var _resolvedDisplayMode: DisplayMode {
        var mode = _displayModeOverride ?? _preferredDisplayMode
        if mode == .automatic {
            let size = _view?.bounds.size ?? UIScreen.main.bounds.size
            let wide = size.width > size.height
            if style == .tripleColumn {
                mode = wide ? .twoBesideSecondary : .oneBesideSecondary
            } else {
                mode = wide ? .oneBesideSecondary : .secondaryOnly
            }
        }
        // A double-column split view has one side column: the "two" modes are the "one" modes.
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        return mode
    }

    /// A column's width for a split view `total` points wide: the preferred
    /// width, else the fraction of `total`, else the default, kept between
    /// the minimum and the maximum and within `total`.
    private func _width(of settings: _SplitColumnWidths, in total: CGFloat) -> CGFloat {
        let automatic = Self.automaticDimension
        var width = Self._defaultColumnWidth
        if settings.preferred != automatic {
            width = settings.preferred
        } else if settings.fraction != automatic {
            width = (settings.fraction * total).rounded()
        }
        if settings.maximum != automatic { width = min(width, settings.maximum) }
        if settings.minimum != automatic { width = max(width, settings.minimum) }
        return max(0, min(width, total))
    }

    /// The primary and supplementary widths for the view's width now.
    func _columnWidths() -> (primary: CGFloat, supplementary: CGFloat) {
        let total = _view?.bounds.width ?? UIScreen.main.bounds.width
        let primary = _width(of: _primaryWidths, in: total)
        guard style == .tripleColumn else { return (primary, 0) }
        return (primary, _width(of: _supplementaryWidths, in: max(0, total - primary)))
    }

    /// Each shown column's child and frame, back to front.
    func _columnFrames() -> [(child: UIViewController, frame: CGRect)] {
        guard let view = _view else { return [] }
        let bounds = view.bounds
        if style == .unspecified { return _classicFrames(in: bounds) }
        if _isCollapsed {
            guard let child = (_slot(.compact) ?? _slot(.primary))?.child else { return [] }
            return [(child, bounds)]
        }
        let (primaryWidth, supplementaryWidth) = _columnWidths()
        let mode = _resolvedDisplayMode
        let triple = style == .tripleColumn
        let sides = _sideColumnWidths(mode: mode, primary: primaryWidth, supplementary: supplementaryWidth)
        var secondaryX: CGFloat = 0
        var secondaryWidth = bounds.width
        switch mode {
        case .oneBesideSecondary, .twoBesideSecondary:
            secondaryX = sides.total
            secondaryWidth = bounds.width - sides.total
        case .twoDisplaceSecondary:
            // The side columns push the secondary aside; it keeps the width it has beside the supplementary alone.
            secondaryX = sides.total
            secondaryWidth = bounds.width - (triple ? supplementaryWidth : primaryWidth)
        default: break
        }
        var result: [(UIViewController, CGRect)] = []
        if let secondary = _slot(.secondary)?.child {
            result.append((secondary, _placed(x: secondaryX, width: max(0, secondaryWidth), in: bounds)))
        }
        if triple, sides.supplementary > 0, let supplementary = _slot(.supplementary)?.child {
            result.append((supplementary, _placed(x: sides.primary, width: sides.supplementary, in: bounds)))
        }
        if sides.primary > 0, let primary = _slot(.primary)?.child {
            result.append((primary, _placed(x: 0, width: sides.primary, in: bounds)))
        }
        return result
    }

    /// The widths the side columns take in `mode`.
    private func _sideColumnWidths(mode: DisplayMode, primary: CGFloat, supplementary: CGFloat)
        -> (primary: CGFloat, supplementary: CGFloat, total: CGFloat)
    {
        let shown = _shownColumns(for: mode)
        let p = shown.contains(.primary) ? primary : 0
        let s = shown.contains(.supplementary) ? supplementary : 0
        return (p, s, p + s)
    }

    /// A column's frame `x` points from the primary edge.
    func _placed(x: CGFloat, width: CGFloat, in bounds: CGRect) -> CGRect {
        let leading = primaryEdge == .leading
        let minX = leading ? bounds.minX + x : bounds.maxX - x - width
        return CGRect(x: minX, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Puts the shown columns' views in, back to front, at their frames,
    /// and takes the others' out.
    func _layoutColumns() {
        guard let view = _view else { return }
        _noteDisplayModeForLayout()
        let frames = _columnFrames()
        var shown: [UIViewController] = []
        for entry in frames { shown.append(entry.child) }
        for child in children where shown._lastIndex(ofIdentical: child) == nil { _removeChildViewIfShown(child) }
        // Front to back (the primary first, so that columns appear in column
        // order), each under the columns in front of it.
        for index in frames.indices.reversed() {
            let entry = frames[index]
            guard entry.child._modal.removedView == nil else { continue }
            let childView = entry.child.view!
            childView.autoresizingMask = []
            childView.frame = entry.frame
            guard childView._superview !== view else { continue }
            var above: UIView?
            for later in frames[(index + 1)...] {
                if let laterView = later.child._view, laterView._superview === view {
                    above = laterView
                    break
                }
            }
            if let above { view.insertSubview(childView, belowSubview: above) } else { view.addSubview(childView) }
        }
    }

    /// Puts the shown columns' views in before the split view appears.
    func _installColumnViews() {
        _layoutColumns()
    }
}
