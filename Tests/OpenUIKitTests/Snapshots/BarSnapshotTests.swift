import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// Snapshots of the bars (PNG at 2x and SVG), kept in
/// `__Snapshots__/BarSnapshotTests/`. The references were recorded with
/// OpenUIKit's former `OPENUIKIT_RECORD_SNAPSHOTS=1` and reviewed by eye against iOS 17's
/// bars (the sizes, fonts and colours `_BarPainter.swift` cites; the SVGs
/// also rendered with librsvg); `BarDrawingTests` checks the values
/// themselves.
@MainActor
@Suite(.uikitTest) struct BarSnapshotTests {
    static let size = CGSize(width: 320, height: 568)

    @Test func navigationBarWithBackButtonAndItems() {
        let (navigation, _) = BarScenes.navigationStack()
        withTestWindow(size: Self.size, root: navigation) { _ in
            assertSnapshot(of: navigation.navigationBar, as: .image(traits: UITraitCollection(displayScale: 2)))
            assertSnapshot(of: navigation.navigationBar, as: .svg)
        }
    }

    @Test func navigationBarWithALargeTitle() {
        let navigation = BarScenes.largeTitle()
        withTestWindow(size: Self.size, root: navigation) { _ in
            assertSnapshot(of: navigation.navigationBar, as: .image(traits: UITraitCollection(displayScale: 2)))
            assertSnapshot(of: navigation.navigationBar, as: .svg)
        }
    }

    @Test func toolbar() throws {
        let (navigation, _) = BarScenes.navigationStack()
        try withTestWindow(size: Self.size, root: navigation) { _ in
            let toolbar = try #require(navigation.toolbar)
            assertSnapshot(of: toolbar, as: .image(traits: UITraitCollection(displayScale: 2)))
            assertSnapshot(of: toolbar, as: .svg)
        }
    }

    @Test func tabBar() {
        let tabs = BarScenes.tabs()
        withTestWindow(size: Self.size, root: tabs) { _ in
            assertSnapshot(of: tabs.tabBar, as: .image(traits: UITraitCollection(displayScale: 2)))
            assertSnapshot(of: tabs.tabBar, as: .svg)
        }
    }
}
