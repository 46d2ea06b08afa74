import Foundation

extension UIModalPresentationStyle {
    /// `.fullScreen` and `.currentContext` take the presenter's view off
    /// (Apple's documentation of each `UIModalPresentationStyle` case).
    var _removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    var _fillsScreen: Bool { self == .fullScreen || self == .overFullScreen }
}

extension UIPresentationController {
    /// Creates the presentation controller UIKit would make for `style`.
    static func _builtIn(
        style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?
    ) -> UIPresentationController {
        let made: UIPresentationController
        switch style {
        case .popover: made = UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .formSheet: made = UISheetPresentationController(style: style, presented: presented, presenting: presenting)
        default:
            made = UIPresentationController(presentedViewController: presented, presenting: presenting)
            made._builtInStyle = style
        }
        return made
    }

    /// The built-in style in effect (adapted or not), or nil for a custom presentation.
    var _effectiveBuiltInStyle: UIModalPresentationStyle? { _adaptedStyle ?? _builtInStyle }

    var _builtInAdaptiveStyle: UIModalPresentationStyle {
        switch _builtInStyle {
        case .pageSheet?, .formSheet?: _builtInStyle ?? .fullScreen
        default: .fullScreen
        }
    }

    /// Where a built-in style puts the presented view; the sizes of sheets
    /// and popovers are OpenUIKit's where no source gives UIKit's numbers
    /// (see ``UISheetPresentationController`` and ``UIPopoverPresentationController``).
    var _builtInFrameOfPresentedView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        switch _effectiveBuiltInStyle {
        case .pageSheet?, .formSheet?:
            return (self as? UISheetPresentationController)?._sheetFrame(in: container) ?? bounds
        case .popover?:
            return (self as? UIPopoverPresentationController)?._popoverFrame(in: container) ?? bounds
        default:
            return bounds
        }
    }

    /// A built-in style keeps the presented view where the style puts it.
    func _placePresentedViewForBuiltInStyle() {
        guard _builtInStyle != nil, let container = containerView, let view = _presented?._view,
            view._superview === container
        else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// Adapts a built-in sheet or popover to a compact width: the delegate's
    /// answer, else ``adaptivePresentationStyle(for:)``; `.none` keeps the
    /// style (Apple, `UIAdaptivePresentationControllerDelegate`). Returns the
    /// style the presentation uses.
    func _adapt(_ style: UIModalPresentationStyle, to traits: UITraitCollection) -> UIModalPresentationStyle {
        _adaptedStyle = nil
        guard traits.horizontalSizeClass == .compact, style == .pageSheet || style == .formSheet || style == .popover,
            _builtInStyle == style
        else { return style }
        let proposed =
            delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? adaptivePresentationStyle(for: traits)
        guard proposed != .none, proposed._resolved != style else { return style }
        _adaptedStyle = proposed._resolved
        return proposed._resolved
    }
}
