import Foundation
import OpenUIKit

extension Scenario {
    /// The Tunnel sample: a container with two maps side by side that
    /// observes one and updates the other, then switches a child, shows and
    /// hides an overlay, receives a memory warning and rotates.
    public static let tunnel = Scenario(
        name: "tunnel",
        summary: "a custom container with two child maps: observation, transition, add/remove, memory warning, rotation",
        body: { TunnelScript(session: $0).run() }
    )
}

/// The steps of the `tunnel` scenario, one method per section.
@MainActor
final class TunnelScript {
    private let session: ScenarioSession
    private let app = UIApplication.shared

    private static let paris = Coordinate(latitude: 48.85, longitude: 2.35)

    private let startMap = MapViewController(location: paris)
    private let endMap = MapViewController(location: paris.antipode)
    private let satelliteMap = MapViewController(location: paris.antipode, style: .satellite)
    private let compass = CompassViewController()
    private let tunnel: TunnelViewController
    private let window: UIWindow

    init(session: ScenarioSession) {
        self.session = session
        tunnel = TunnelViewController(startMap: startMap, oppositeMap: endMap)
        window = session.makeWindow(size: CGSize(width: 390, height: 844))
        session.name(tunnel, "Tunnel")
        session.name(startMap, "StartMap")
        session.name(endMap, "EndMap")
        session.name(satelliteMap, "SatelliteMap")
        session.name(compass, "Compass")
    }

    func run() {
        launch()
        dig()
        switchTheRightHandMap()
        showAndHideAnOverlay()
        receiveAMemoryWarning()
        rotate()
        showTheFinalHierarchy()
    }

    private func launch() {
        session.section("Launch: the tunnel container becomes the root")
        session.action("let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))")
        session.action("window.rootViewController = tunnel")
        window.rootViewController = tunnel
        session.action("window.makeKeyAndVisible()")
        window.makeKeyAndVisible()
        runUntilIdle()
        session.state("window \(Format.size(window.bounds.size)), \(window.interfaceOrientation)")
        describeLayout()
        describeLocations()
    }

    /// The kid digs: the start map's location changes, and each change
    /// reaches the opposite map at the end of its turn.
    private func dig() {
        session.section("Digging: the start map moves, the tunnel's far end follows")
        for location in [Coordinate(latitude: 48.86, longitude: 2.34), Coordinate(latitude: 48.87, longitude: 2.33)] {
            moveStartMap(to: location)
            runUntilIdle()
            describeLocations()
        }
        session.state("two moves in one turn make one update:")
        moveStartMap(to: Coordinate(latitude: 48.90, longitude: 2.30))
        moveStartMap(to: Coordinate(latitude: 48.88, longitude: 2.32))
        runUntilIdle()
        describeLocations()
    }

    /// `transition(from:to:…)` in the order of the container guide's listing 5-3.
    private func switchTheRightHandMap() {
        session.section("Transition: the right-hand map becomes a satellite map")
        session.action("tunnel.switchRightController(to: satelliteMap)  // willMove(nil), addChild, transition(from:to:duration: 0.3…)")
        tunnel.switchRightController(to: satelliteMap)
        advance(by: 0.1)
        session.state("mid-transition: tunnel's view holds \(names(of: tunnel.view.subviews))")
        session.state(
            "presentation alpha: EndMap \(Format.number(endMap.view.presentationValues.alpha)), SatelliteMap \(Format.number(satelliteMap.view.presentationValues.alpha))"
        )
        advance(by: 0.2, comment: "completion: removeFromParent, didMove(toParent:)")
        describeChildren()
        session.state(
            "EndMap: parent \(endMap.parent == nil ? "nil" : "set"), view \(endMap.viewIfLoaded?.superview == nil ? "removed" : "still in a tree")"
        )
        describeLayout()
        describeLocations()
        moveStartMap(to: Coordinate(latitude: 48.89, longitude: 2.31))
        runUntilIdle()
        describeLocations()
    }

    /// Listings 5-1 and 5-2 of the container guide.
    private func showAndHideAnOverlay() {
        session.section("Add and remove a child: a compass overlay (listings 5-1 and 5-2)")
        session.action("tunnel.displayOverlay(compass)  // addChild, view.addSubview, didMove(toParent:)")
        tunnel.displayOverlay(compass)
        runUntilIdle()
        session.state("Compass at \(Format.rect(compass.view.frame)), state \(compass.appearanceState)")
        session.action("tunnel.hideOverlay()  // willMove(toParent: nil), removeFromSuperview, removeFromParent")
        tunnel.hideOverlay()
        runUntilIdle()
        describeChildren()
    }

    private func receiveAMemoryWarning() {
        session.section("Memory warning")
        let before = tileCounts()
        session.action("UIApplication.shared.simulateMemoryWarning()")
        app.simulateMemoryWarning()
        session.state("cached tiles: \(before) before, \(tileCounts()) after")
    }

    private func rotate() {
        session.section("Rotation to landscape")
        session.action("window.rotate(to: .landscapeLeft)")
        let rotated = window.rotate(to: .landscapeLeft)
        session.state("rotated: \(rotated); window \(Format.size(window.bounds.size)) at once, animation 0.4 s")
        advance(by: 0.5)
        session.state("window \(Format.size(window.bounds.size)), \(window.interfaceOrientation)")
        describeLayout()
        describeLocations()
    }

    private func showTheFinalHierarchy() {
        session.section("Final hierarchy")
        session.action("tunnel.hierarchyDescription()")
        session.dump(tunnel.hierarchyDescription())
        session.action("window.recursiveDescription()")
        session.dump(window.recursiveDescription())
        session.state("\(Format.seconds(session.elapsed)) of manual time")
    }

    // MARK: Actions

    private func moveStartMap(to location: Coordinate) {
        session.action("startMap.currentLocation = \(location)")
        startMap.currentLocation = location
    }

    private func runUntilIdle() { session.runUntilIdle() }

    private func advance(by seconds: TimeInterval, comment: String? = nil) {
        session.advance(by: seconds, comment: comment)
    }

    // MARK: State

    private func describeLayout() {
        for child in tunnel.children {
            session.state("\(session.displayName(of: child)) frame \(Format.rect(child.view.frame))")
        }
    }

    private func describeLocations() {
        let annotation = tunnel.oppositeMap?.annotationLocation.map(\.description) ?? "none"
        session.state("start map at \(tunnel.startMap.currentLocation) → opposite annotation at \(annotation)")
    }

    private func describeChildren() {
        session.state("children: [\(tunnel.children.map(session.displayName(of:)).joined(separator: ", "))]")
    }

    private func tileCounts() -> String {
        tunnel.children.compactMap { $0 as? MapViewController }
            .map { "\(session.displayName(of: $0)) \($0.cachedTileCount)" }
            .joined(separator: ", ")
    }

    /// The names of the controllers whose root views `views` are.
    private func names(of views: [UIView]) -> String {
        let controllers: [UIViewController] = [startMap, endMap, satelliteMap, compass]
        return "["
            + views.map { view in
                controllers.first { $0.viewIfLoaded === view }.map(session.displayName(of:)) ?? "\(type(of: view))"
            }.joined(separator: ", ") + "]"
    }
}
