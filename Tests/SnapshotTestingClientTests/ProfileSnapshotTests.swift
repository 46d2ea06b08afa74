import SnapshotTesting
import UIKit
import XCTest

/// An iOS team's snapshot tests, exactly as they are written for iOS with
/// pointfreeco's swift-snapshot-testing; on Linux the strategies are
/// OpenUIKitSnapshotTesting's. The references in
/// `__Snapshots__/ProfileSnapshotTests/` were recorded here once and looked
/// at; they only detect change: `ProfileDeviceTests` checks what they show
/// against Apple's numbers for the iPhone 13.
final class ProfileSnapshotTests: XCTestCase {
    func testProfileOnIPhone13() {
        let controller = ProfileViewController()
        assertSnapshot(of: controller, as: .image(on: .iPhone13))
        assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhone13))
    }
}
