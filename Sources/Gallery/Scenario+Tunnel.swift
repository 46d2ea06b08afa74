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

/// The steps of the `tunnel` scenario.
@MainActor
struct TunnelScript {
    let session: ScenarioSession
    let app = UIApplication.shared

    let paris = Coordinate(latitude: 48.85, longitude: 2.35)

    func run() {
        let startMap = MapViewController(location: paris)
        let endMap = MapViewController(location: paris.antipode)
        let tunnel = TunnelViewController(startMap: startMap, oppositeMap: endMap)
        session.name(tunnel, "Tunnel")
        session.name(startMap, "StartMap")
        session.name(endMap, "EndMap")

        // 1
        session.section("Launch: the tunnel container becomes the root")
        session.action("let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))")
        let window = session.makeWindow(size: CGSize(width: 390, height: 844))
        session.action("window.rootViewController = tunnel")
        window.rootViewController = tunnel
        session.action("window.makeKeyAndVisible()")
        window.makeKeyAndVisible()
        session.action("UIApplication.shared.runUntilIdle()")
        app.runUntilIdle()
        session.state("window \(Format.size(window.bounds.size)), \(window.interfaceOrientation)")
        describeLayout(of: tunnel)
        describeLocations(of: tunnel)

        // 2
        session.section("Digging: the start map moves, the tunnel's far end follows")
        let dig = [
            Coordinate(latitude: 48.86, longitude: 2.34),
            Coordinate(latitude: 48.87, longitude: 2.33),
            Coordinate(latitude: 48.88, longitude: 2.32),
        ]
        for location in dig.dropLast() {
            move(startMap, to: location)
            session.action("UIApplication.shared.runUntilIdle()")
            app.runUntilIdle()
            describeLocations(of: tunnel)
        }
        session.state("two moves in one turn make one update:")
        move(startMap, to: Coordinate(latitude: 48.90, longitude: 2.30))
        move(startMap, to: dig[dig.count - 1])
        session.action("UIApplication.shared.runUntilIdle()")
        app.runUntilIdle()
        describeLocations(of: tunnel)

        // 3
        session.section("Transition: the right-hand map becomes a satellite map")
        let satelliteMap = MapViewController(location: paris.antipode, style: .satellite)
        session.name(satelliteMap, "SatelliteMap")
        session.action("tunnel.switchRightController(to: satelliteMap)  // willMove(nil), addChild, transition(from:to:duration: 0.3…)")
        tunnel.switchRightController(to: satelliteMap)
        session.action("UIApplication.shared.clock.advance(by: 0.1)")
        app.clock.advance(by: 0.1)
        session.state("mid-transition: tunnel's view holds \(names(tunnel.view.subviews, among: [startMap, endMap, satelliteMap]))")
        session.state("presentation alpha: EndMap \(Format.number(endMap.view.presentationValues.alpha)), SatelliteMap \(Format.number(satelliteMap.view.presentationValues.alpha))")
        session.action("UIApplication.shared.clock.advance(by: 0.2)  // completion: removeFromParent, didMove(toParent:)")
        app.clock.advance(by: 0.2)
        session.state("children: [\(tunnel.children.map(session.displayName(of:)).joined(separator: ", "))]")
        session.state("EndMap: parent \(endMap.parent == nil ? "nil" : "set"), view \(endMap.viewIfLoaded?.superview == nil ? "removed" : "still in a tree")")
        describeLayout(of: tunnel)
        describeLocations(of: tunnel)
        move(startMap, to: Coordinate(latitude: 48.89, longitude: 2.31))
        session.action("UIApplication.shared.runUntilIdle()")
        app.runUntilIdle()
        describeLocations(of: tunnel)

        // 4
        session.section("Add and remove a child: a compass overlay (listings 5-1 and 5-2)")
        let compass = CompassViewController()
        session.name(compass, "Compass")
        session.action("tunnel.displayOverlay(compass)  // addChild, view.addSubview, didMove(toParent:)")
        tunnel.displayOverlay(compass)
        session.action("UIApplication.shared.runUntilIdle()")
        app.runUntilIdle()
        session.state("Compass at \(Format.rect(compass.view.frame)), state \(compass.appearanceState)")
        session.action("tunnel.hideOverlay()  // willMove(toParent: nil), removeFromSuperview, removeFromParent")
        tunnel.hideOverlay()
        session.action("UIApplication.shared.runUntilIdle()")
        app.runUntilIdle()
        session.state("children: [\(tunnel.children.map(session.displayName(of:)).joined(separator: ", "))]")

        // 5
        session.section("Memory warning")
        let before = tileCounts(tunnel)
        session.action("UIApplication.shared.simulateMemoryWarning()")
        app.simulateMemoryWarning()
        session.state("cached tiles: \(before) before, \(tileCounts(tunnel)) after")

        // 6
        session.section("Rotation to landscape")
        session.action("window.rotate(to: .landscapeLeft)")
        let rotated = window.rotate(to: .landscapeLeft)
        session.state("rotated: \(rotated); window \(Format.size(window.bounds.size)) at once, animation 0.4 s")
        session.action("UIApplication.shared.clock.advance(by: 0.5)")
        app.clock.advance(by: 0.5)
        session.state("window \(Format.size(window.bounds.size)), \(window.interfaceOrientation)")
        describeLayout(of: tunnel)
        describeLocations(of: tunnel)

        // 7
        session.section("Final hierarchy")
        session.action("tunnel.hierarchyDescription()")
        session.dump(tunnel.hierarchyDescription())
        session.action("window.recursiveDescription()")
        session.dump(window.recursiveDescription())
        session.state("\(Format.seconds(session.elapsed)) of manual time")
    }

    private func move(_ map: MapViewController, to location: Coordinate) {
        session.action("startMap.currentLocation = \(location)")
        map.currentLocation = location
    }

    private func describeLayout(of tunnel: TunnelViewController) {
        for child in tunnel.children {
            session.state("\(session.displayName(of: child)) frame \(Format.rect(child.view.frame))")
        }
    }

    private func describeLocations(of tunnel: TunnelViewController) {
        let annotation = tunnel.oppositeMap?.annotationLocation.map(\.description) ?? "none"
        session.state("start map at \(tunnel.startMap.currentLocation) → opposite annotation at \(annotation)")
    }

    private func tileCounts(_ tunnel: TunnelViewController) -> String {
        tunnel.children.compactMap { $0 as? MapViewController }
            .map { "\(session.displayName(of: $0)) \($0.cachedTileCount)" }
            .joined(separator: ", ")
    }

    /// The names of the controllers whose root views `views` are.
    private func names(_ views: [UIView], among controllers: [UIViewController]) -> String {
        "[" + views.map { view in
            controllers.first { $0.viewIfLoaded === view }.map(session.displayName(of:)) ?? "\(type(of: view))"
        }.joined(separator: ", ") + "]"
    }
}
