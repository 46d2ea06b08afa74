import Observation

#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

extension TunnelViewController {
    /// Starts (or renews) observing the start map's location.
    ///
    /// `withObservationTracking` reports only the next change, and reports it
    /// from the property's `willSet`, before the new value is stored. So the
    /// change handler does not read the location: it marks the container as
    /// needing an update and asks for layout, and the update runs in
    /// ``viewWillLayoutSubviews()`` at the end of the run-loop turn — where
    /// the new value is in place, tracking is renewed, and several changes
    /// in one turn cost one update. (iOS 26's `updateProperties()` does the
    /// same with automatic tracking; OpenUIKit does not have it yet.)
    ///
    /// The handler is `@Sendable` and may in principle run on any thread.
    /// ``MapViewController`` is main-actor isolated, so its properties
    /// change — and its observers hear of it — only on the main actor;
    /// `MainActor.assumeIsolated` states that (and traps if it were ever
    /// false), which keeps the update in the same turn, hence deterministic.
    /// A `Task { @MainActor in … }` would run at some later point that
    /// depends on the scheduler.
    func observeStartMap() {
        withObservationTracking {
            _ = startMap.currentLocation
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                self?.startMapLocationWillChange()
            }
        }
    }

    private func startMapLocationWillChange() {
        needsLocationUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Passes the antipode of the start map's location to the opposite map,
    /// if the location changed since the last time; renews observation.
    func updateOppositeLocationIfNeeded() {
        guard needsLocationUpdate else { return }
        needsLocationUpdate = false
        observeStartMap()
        oppositeMap?.updateAnnotationLocation(startMap.currentLocation.antipode)
    }
}
