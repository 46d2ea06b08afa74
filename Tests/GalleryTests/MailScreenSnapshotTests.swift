import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import SnapshotTesting
import Testing

@testable import GalleryKit

/// Snapshots of the mail sample's screens in a 390 × 844 window (PNG at 1x,
/// to keep the references small, and SVG), in
/// `__Snapshots__/MailScreenSnapshotTests/`: the inbox, a message, the
/// compose sheet with an address and a subject typed, and the settings.
/// Each screen is reached by touches, as the `mail` scenario reaches it.
///
/// The references were recorded (with OpenUIKit's former `OPENUIKIT_RECORD_SNAPSHOTS=1`; now `SNAPSHOT_TESTING_RECORD`) and
/// looked at against iOS's Mail and Settings (rows of a headline sender, a
/// subject and two grey lines; grouped rows in white rounded boxes on
/// #F2F2F7); the colours are Apple's light-mode values (noahgilmore.com,
/// "Backwards compatibility for iOS 13 system colors"). The layout (row
/// padding, the 44-point rows of the Human Interface Guidelines) is the
/// sample's own.
@MainActor
@Suite(.uikitTest) struct MailScreenSnapshotTests {
    static let size = CGSize(width: 390, height: 844)

    /// The sample's controllers, the tabs filled as the scenario's launch fills them.
    func makeApp() -> MailApp {
        let app = MailApp()
        app.tabs.viewControllers = [app.navigation, app.settings]
        return app
    }

    @Test func inbox() {
        let app = makeApp()
        withTestWindow(size: Self.size, root: app.tabs) { window in
            assertSnapshot(of: window, as: .image(traits: UITraitCollection(displayScale: 1)))
            assertSnapshot(of: window, as: .svg)
        }
    }

    @Test func message() {
        let app = makeApp()
        withTestWindow(size: Self.size, root: app.tabs) { window in
            window.tap(app.inbox.rows[1])
            TestClock.settle()
            #expect(app.navigation.topViewController === app.message)
            assertSnapshot(of: window, as: .image(traits: UITraitCollection(displayScale: 1)))
            assertSnapshot(of: window, as: .svg)
        }
    }

    @Test func composeTyped() throws {
        let app = makeApp()
        try withTestWindow(size: Self.size, root: app.tabs) { window in
            let bar = app.navigation.navigationBar
            let item = try #require(app.inbox.navigationItem.rightBarButtonItem)
            let frame = try #require(bar._frame(for: item))
            window.tap(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
            TestClock.settle()
            #expect(app.compose.presentingViewController === app.tabs)
            #expect(!app.compose.sendItem.isEnabled)
            window.tap(app.compose.to.field)
            window.type("grace@example.com")
            #expect(app.compose.sendItem.isEnabled)
            window.tap(app.compose.subject.field)
            window.type("Lunch on Thursday")
            assertSnapshot(of: window, as: .image(traits: UITraitCollection(displayScale: 1)))
            assertSnapshot(of: window, as: .svg)
            app.compose.dismiss(animated: false)
        }
    }

    @Test func settings() throws {
        let app = makeApp()
        try withTestWindow(size: Self.size, root: app.tabs) { window in
            let bar = app.tabs.tabBar
            let frame = try #require(bar._frame(for: app.settings.tabBarItem))
            window.tap(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
            #expect(app.tabs.selectedViewController === app.settings)
            window.tap(app.settings.askBeforeDeleting)
            #expect(app.settings.askBeforeDeleting.isOn)
            assertSnapshot(of: window, as: .image(traits: UITraitCollection(displayScale: 1)))
            assertSnapshot(of: window, as: .svg)
        }
    }
}
