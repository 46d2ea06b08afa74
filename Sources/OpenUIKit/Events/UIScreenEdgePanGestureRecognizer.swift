import Foundation

/// A pan that begins only near an edge of the screen.
///
/// Apple, `UIScreenEdgePanGestureRecognizer`: it looks for panning that
/// starts near the `edges` of the screen. Apple does not publish how near:
/// OpenUIKit takes touches that come down within ``_edgeRegion`` (20
/// points) of one of the edges of the window.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from; none by default, so the recognizer
    /// recognizes nothing until they are set.
    open var edges: UIRectEdge = []

    /// OpenUIKit's width of the region along an edge where a pan may start, in points.
    static let _edgeRegion: CGFloat = 20

    override func _mayBegin(from start: CGPoint) -> Bool {
        guard let bounds = view?.window?.bounds else { return false }
        let region = Self._edgeRegion
        return (edges.contains(.left) && start.x - bounds.minX <= region)
            || (edges.contains(.right) && bounds.maxX - start.x <= region)
            || (edges.contains(.top) && start.y - bounds.minY <= region)
            || (edges.contains(.bottom) && bounds.maxY - start.y <= region)
    }
}
