#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif
import Observation

/// The Tunnel sample's container: two maps side by side, the start of the
/// tunnel on the left and its far end on the right.
///
/// The container does only what a container should: it sizes and places its
/// children's root views, and it talks to them through their API. It
/// observes the start map's ``MapViewController/currentLocation`` and passes
/// the antipode to the map on the right through
/// ``MapViewController/updateAnnotationLocation(_:)``.
///
/// Observation is wired in `TunnelViewController+Observation.swift`; the
/// containment moves (switching the right-hand child, an overlay) in
/// `TunnelViewController+Containment.swift`.
public final class TunnelViewController: UIViewController {
    /// The map where the kid digs.
    public let startMap: MapViewController

    /// The controller on the right: the map the tunnel comes out on, until
    /// ``switchRightController(to:completion:)`` replaces it.
    public internal(set) var rightController: UIViewController

    /// The map that shows where the tunnel comes out, when the right-hand
    /// controller is one.
    public var oppositeMap: MapViewController? { rightController as? MapViewController }

    /// The overlay shown above the maps, if any.
    public internal(set) var overlay: UIViewController?

    /// Whether the start map's location changed since the opposite map last
    /// heard of it. While it is false, exactly one observation of the start
    /// map is registered; it starts true, so the first layout registers it.
    var needsLocationUpdate = true

    /// Creates the container with its two maps.
    public init(startMap: MapViewController, oppositeMap: MapViewController) {
        self.startMap = startMap
        rightController = oppositeMap
        super.init(nibName: nil, bundle: nil)
        title = "Tunnel"
    }

    @available(*, unavailable, message: "TunnelViewController is built in code")
    public required init?(coder: NSCoder) {
        fatalError("TunnelViewController is built in code")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        // Listing 5-1 for each map: add the child, add its view, tell it.
        for child in [startMap, rightController] {
            addChild(child)
            child.view.frame = frame(forSlot: child === startMap ? 0 : 1, in: view.bounds)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateOppositeLocationIfNeeded()
        // A container sizes and places its children's root views, nothing inside them.
        startMap.view.frame = frame(forSlot: 0, in: view.bounds)
        if let rightView = rightController.viewIfLoaded, rightView.superview === view {
            rightView.frame = frame(forSlot: 1, in: view.bounds)
        }
        if let overlayView = overlay?.viewIfLoaded, overlayView.superview === view {
            overlayView.frame = frameForOverlay(in: view.bounds)
        }
    }

    /// Each child gets half of the container, in portrait as in landscape.
    public override func size(forChildContentContainer container: any UIContentContainer,
                              withParentContainerSize parentSize: CGSize) -> CGSize {
        if let overlay, container === overlay { return frameForOverlay(in: CGRect(origin: .zero, size: parentSize)).size }
        return CGSize(width: (parentSize.width / 2).rounded(.down), height: parentSize.height)
    }

    /// The frame of the left (0) or right (1) half of `bounds`.
    func frame(forSlot slot: Int, in bounds: CGRect) -> CGRect {
        let width = (bounds.width / 2).rounded(.down)
        return CGRect(x: bounds.minX + CGFloat(slot) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// A small box centred at the bottom of `bounds`, for the overlay.
    func frameForOverlay(in bounds: CGRect) -> CGRect {
        let size = CGSize(width: 120, height: 44)
        return CGRect(x: (bounds.midX - size.width / 2).rounded(), y: bounds.maxY - size.height - 24,
                      width: size.width, height: size.height)
    }
}
