/// Runs main-actor code from a nonisolated member without a check.
///
/// `NSObject.description` is nonisolated, so overriding it in a main-actor
/// class gives a nonisolated getter; UIKit's views answer it from whatever
/// thread asks, reading their state unsynchronized. OpenUIKit does the same
/// rather than trap (`MainActor.assumeIsolated` would stop a Swift 5 program
/// that prints a view from a background queue): `body` must only read.
/// Called on the main actor, as it almost always is, this is exactly
/// `MainActor.assumeIsolated(body)`.
package nonisolated func _readingMainActorState<T>(_ body: @MainActor () -> T) -> T {
    // A synchronous function's global actor is not part of its calling
    // convention, so the isolated closure can be called as a plain one.
    withoutActuallyEscaping(body) { isolated in
        unsafeBitCast(isolated, to: (() -> T).self)()
    }
}
