import Foundation

/// The state a view's layer shares with its view, seen from the layer.
///
/// In UIKit a view keeps its geometry and appearance in its layer; in
/// OpenUIKit the view keeps them, and its layer reads and writes them
/// through this protocol, so that the layer tree knows nothing of views.
/// `UIView` conforms; a layer made alone has no host and keeps the values
/// itself.
@MainActor
package protocol _CALayerHost: AnyObject {
    /// The view's bounds.
    var _hostBounds: CGRect { get set }
    /// The view's center.
    var _hostCenter: CGPoint { get set }
    /// The view's frame.
    var _hostFrame: CGRect { get set }
    /// The view's background colour.
    var _hostBackgroundColor: CGColor? { get set }
    /// The view's alpha.
    var _hostAlpha: CGFloat { get set }
    /// The view's `isHidden`.
    var _hostIsHidden: Bool { get set }
    /// The view's `clipsToBounds`.
    var _hostClipsToBounds: Bool { get set }
    /// Whether the view waits for `draw(_:)`.
    var _hostNeedsDisplay: Bool { get }
    /// Marks the view for `draw(_:)`.
    func _hostSetNeedsDisplay()
    /// Called before any change to how the layer shows: the view repaints
    /// where it was and where it will be.
    func _hostAppearanceWillChange()
}
