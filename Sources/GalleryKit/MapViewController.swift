import Observation

#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// One map of the Tunnel sample: it knows where it is (``currentLocation``,
/// which its parent may observe) and shows an annotation where it is told to
/// (``updateAnnotationLocation(_:)``).
///
/// The controller is itself `@Observable`, the Swift counterpart of the
/// sample's key-value-observable `currentLocation`: a parent reads the
/// property inside `withObservationTracking` and hears of the next change.
/// Only ``currentLocation`` and ``annotationLocation`` are tracked.
///
/// A map is a self-contained child: it builds and lays out its own view tree
/// (the annotation marker) and exposes nothing of it to its parent.
@Observable
public final class MapViewController: UIViewController {
    /// The kind of map a controller draws.
    public enum Style: String, Sendable {
        case standard
        case satellite
    }

    /// Where the map is centred: the user's location (the kid with the shovel).
    public var currentLocation: Coordinate

    /// Where the annotation sits, once a parent placed one.
    public private(set) var annotationLocation: Coordinate?

    /// How the map draws.
    @ObservationIgnored public let style: Style

    /// Map tiles kept in memory; a memory warning drops them.
    @ObservationIgnored public private(set) var cachedTileCount = 0

    @ObservationIgnored private let annotationView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))

    /// Creates a map centred on `location`.
    public init(location: Coordinate, style: Style = .standard) {
        currentLocation = location
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "MapViewController is built in code")
    public required init?(coder: NSCoder) {
        fatalError("MapViewController is built in code")
    }

    /// Moves the annotation to `location` (the sample's
    /// `updateAnnotationLocation:`); the marker moves at the next layout.
    public func updateAnnotationLocation(_ location: Coordinate) {
        guard location != annotationLocation else { return }
        annotationLocation = location
        cachedTileCount += 1
        viewIfLoaded?.setNeedsLayout()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = style == .satellite ? .darkGray : .secondarySystemBackground
        annotationView.backgroundColor = .red
        annotationView.isHidden = true
        view.addSubview(annotationView)
        cachedTileCount += 4
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let annotationLocation else { return }
        // An equirectangular projection of the whole globe onto the view.
        let bounds = view.bounds
        let x = bounds.width * CGFloat((annotationLocation.longitude + 180) / 360)
        let y = bounds.height * CGFloat((90 - annotationLocation.latitude) / 180)
        annotationView.center = CGPoint(x: x.rounded(), y: y.rounded())
        annotationView.isHidden = false
    }

    public override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        cachedTileCount = 0
    }
}
