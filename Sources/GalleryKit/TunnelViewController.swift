import Observation

#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// The Tunnel sample's container: two maps side by side, the start of the
/// tunnel on the left and its far end on the right.
///
/// The container does only what a container should: it sizes and places its
/// children's root views — with Auto Layout constraints on those root views
/// only (``pin(_:toSlot:)``) — and it talks to them through their API. It
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
        // Listing 5-1 for each map: add the child, add its view, constrain
        // the view once it is in the tree, tell the child.
        for (slot, child) in [startMap, rightController].enumerated() {
            addChild(child)
            view.addSubview(child.view)
            pin(child.view, toSlot: slot)
            child.didMove(toParent: self)
        }
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateOppositeLocationIfNeeded()
    }

    /// Pins a child's root view — and only its root view — to the left (0)
    /// or right (1) half of the container with Auto Layout.
    func pin(_ childView: UIView, toSlot slot: Int) {
        childView.translatesAutoresizingMaskIntoConstraints = false
        var constraints = [
            childView.topAnchor.constraint(equalTo: view.topAnchor),
            childView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            childView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
        ]
        if slot == 0 {
            constraints.append(childView.leadingAnchor.constraint(equalTo: view.leadingAnchor))
        } else {
            constraints.append(childView.trailingAnchor.constraint(equalTo: view.trailingAnchor))
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Pins the overlay's root view centred near the bottom of the container.
    func pinOverlay(_ overlayView: UIView) {
        overlayView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            overlayView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            overlayView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -24),
            overlayView.widthAnchor.constraint(equalToConstant: Self.overlaySize.width),
            overlayView.heightAnchor.constraint(equalToConstant: Self.overlaySize.height),
        ])
    }

    /// Each child gets half of the container, in portrait as in landscape.
    public override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        if let overlay, container === overlay { return Self.overlaySize }
        return CGSize(width: (parentSize.width / 2).rounded(.down), height: parentSize.height)
    }

    /// The overlay's size (``pinOverlay(_:)`` keeps it).
    static let overlaySize = CGSize(width: 120, height: 44)
}
