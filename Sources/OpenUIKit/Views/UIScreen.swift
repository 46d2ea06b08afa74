import Foundation

/// A display: its size in points, its scale and the idiom of its device.
///
/// UIKit's screens come from the system; here ``main`` is an iPhone-sized
/// portrait screen (390 × 844 points at 3×) and ``init(bounds:scale:idiom:)``
/// makes others, such as an iPad's.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen windows use unless given another.
    public static var main: UIScreen { _main }
    nonisolated(unsafe) private static var _mainStorage: UIScreen?
    private static var _main: UIScreen {
        if let screen = _mainStorage { return screen }
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3, idiom: .phone)
        _mainStorage = screen
        return screen
    }

    /// Replaces the main screen (OpenUIKit: for tests of other devices).
    public static func setMain(_ screen: UIScreen) { _mainStorage = screen }

    /// The screen's rectangle in points, in portrait.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The device idiom.
    public let idiom: UIUserInterfaceIdiom

    /// The screen's native size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    public var nativeScale: CGFloat { scale }

    /// Creates a screen. Bounds that are not finite and non-negative become
    /// zero, and a scale that is not positive and finite becomes 1, reported:
    /// every window on the screen sizes its pixels by them.
    public init(bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        let diagnostics = UIApplication.shared.diagnostics
        let values = [bounds.origin.x, bounds.origin.y, bounds.width, bounds.height]
        if values.allSatisfy(\.isFinite), bounds.width >= 0, bounds.height >= 0 {
            self.bounds = bounds
        } else {
            diagnostics.report(
                .misuse,
                "UIScreen(bounds:scale:idiom:): bounds \(UIView._format(bounds)) are not a finite, non-negative rectangle; using (0 0; 0 0)."
            )
            self.bounds = .zero
        }
        if scale.isFinite, scale > 0 {
            self.scale = scale
        } else {
            diagnostics.report(
                .misuse, "UIScreen(bounds:scale:idiom:): scale \(UIView._format(scale)) is not a positive, finite number; using 1.")
            self.scale = 1
        }
        self.idiom = idiom
    }

    /// The safe-area insets of a full-screen window of `size` on this screen:
    /// on a phone (a notched iPhone) 47 points of sensor housing and status
    /// bar and 34 of home indicator in portrait, 47 on each side and 21 at the
    /// bottom in landscape; on other idioms 24 points of status bar and 20 of
    /// home indicator.
    open func safeAreaInsets(forWindowSize size: CGSize) -> UIEdgeInsets {
        switch idiom {
        case .phone:
            size.width > size.height
                ? UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
                : UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        default:
            UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        }
    }

    /// The traits of a full-screen window of `size` on this screen.
    ///
    /// Phones are compact in width except in landscape on phones whose short
    /// side is 414 points or more (the Plus, Max and XR sizes), and compact in
    /// height in landscape (Apple's size-class table); iPads
    /// are regular in both, except a width below 678 points (a narrow
    /// multitasking column), which is compact.
    open func traits(forWindowSize size: CGSize) -> UITraitCollection {
        let landscape = size.width > size.height
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        switch idiom {
        case .phone:
            horizontal = landscape && min(bounds.width, bounds.height) >= 414 ? .regular : .compact
            vertical = landscape ? .compact : .regular
        default:
            horizontal = size.width >= 678 ? .regular : .compact
            vertical = .regular
        }
        return UITraitCollection(
            horizontal: horizontal, vertical: vertical, scale: scale, idiom: idiom,
            direction: .leftToRight, style: .light)
    }
}
