import GalleryKit
import Observation
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// The tunnel container observes the start map with Swift Observation and
/// passes the antipode to the opposite map through its API.
@MainActor
@Suite(.uikitTest) struct TunnelObservationTests {
    let paris = Coordinate(latitude: 48.85, longitude: 2.35)

    func makeTunnel() -> TunnelViewController {
        TunnelViewController(
            startMap: MapViewController(location: paris),
            oppositeMap: MapViewController(location: paris.antipode)
        )
    }

    @Test func theFirstLayoutPlacesTheAntipode() {
        let tunnel = makeTunnel()
        withTestWindow(root: tunnel) { _ in
            #expect(tunnel.oppositeMap?.annotationLocation == Coordinate(latitude: -48.85, longitude: -177.65))
        }
    }

    @Test func aNewLocationReachesTheOppositeMapAtTheEndOfTheTurn() {
        let tunnel = makeTunnel()
        withTestWindow(root: tunnel) { _ in
            let dug = Coordinate(latitude: 10, longitude: -20)
            tunnel.startMap.currentLocation = dug
            // Observation reports the change from `willSet`; the container
            // reads the new value in its next layout pass.
            #expect(tunnel.oppositeMap?.annotationLocation == paris.antipode)
            #expect(UIApplication.shared.hasPendingWork)
            UIApplication.shared.runUntilIdle()
            #expect(tunnel.oppositeMap?.annotationLocation == Coordinate(latitude: -10, longitude: 160))
        }
    }

    @Test func everyChangeIsObservedNotOnlyTheFirst() {
        let tunnel = makeTunnel()
        withTestWindow(root: tunnel) { _ in
            for step in 1...5 {
                let location = Coordinate(latitude: Double(step), longitude: Double(step) * 10)
                tunnel.startMap.currentLocation = location
                UIApplication.shared.runUntilIdle()
                #expect(tunnel.oppositeMap?.annotationLocation == location.antipode)
            }
        }
    }

    @Test func severalChangesInOneTurnMakeOneLayoutPass() {
        let tunnel = makeTunnel()
        withTestWindow(root: tunnel) { _ in
            let trace = LifecycleRecorder()
            trace.track(tunnel, as: "Tunnel")
            tunnel.startMap.currentLocation = Coordinate(latitude: 1, longitude: 1)
            tunnel.startMap.currentLocation = Coordinate(latitude: 2, longitude: 2)
            tunnel.startMap.currentLocation = Coordinate(latitude: 3, longitude: 3)
            UIApplication.shared.runUntilIdle()
            // Apple, `setNeedsLayout()`: the request is noted and the layout
            // happens in the next update cycle, so several requests in one
            // turn give one pass; viewWillLayoutSubviews before
            // viewDidLayoutSubviews is their documented meaning.
            #expect(trace.take() == ["Tunnel.viewWillLayoutSubviews()", "Tunnel.viewDidLayoutSubviews()"])
            #expect(tunnel.oppositeMap?.annotationLocation == Coordinate(latitude: -3, longitude: -177))
        }
    }

    @Test func theNewRightHandMapTakesOverAfterATransition() {
        let tunnel = makeTunnel()
        let oldMap = tunnel.oppositeMap
        withTestWindow(root: tunnel) { _ in
            let satellite = MapViewController(location: paris.antipode, style: .satellite)
            tunnel.switchRightController(to: satellite)
            #expect(satellite.annotationLocation == nil)
            TestClock.advance(by: 0.3)
            #expect(tunnel.children.map { $0 === satellite } == [false, true])
            #expect(satellite.annotationLocation == paris.antipode)

            let dug = Coordinate(latitude: -33.87, longitude: 151.21)
            tunnel.startMap.currentLocation = dug
            UIApplication.shared.runUntilIdle()
            #expect(satellite.annotationLocation == dug.antipode)
            #expect(oldMap?.annotationLocation == paris.antipode)
        }
    }

    @Test func theMapIsObservableDirectly() {
        // Observation works on the controller itself, the way the Tunnel
        // sample observed it with key-value observing.
        let map = MapViewController(location: paris)
        let changed = Flag()
        withObservationTracking {
            _ = map.currentLocation
        } onChange: {
            changed.set()
        }
        map.updateAnnotationLocation(paris.antipode) // not tracked by this observer
        #expect(!changed.value)
        map.currentLocation = Coordinate(latitude: 0, longitude: 0)
        #expect(changed.value)
    }
}

/// A flag an `@Sendable` change handler can set.
final class Flag: Sendable {
    private let storage = Mutex(false)
    var value: Bool { storage.withLock { $0 } }
    func set() { storage.withLock { $0 = true } }
}
