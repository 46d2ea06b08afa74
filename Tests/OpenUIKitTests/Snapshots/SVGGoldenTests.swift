import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// The golden SVG of a scene with every kind of thing the display paints
/// (`SVGRenderingTests.scene()`: a rounded, bordered, shadowed, clipped,
/// half-transparent card with a shape layer; a gradient layer; a view whose
/// `draw(_:)` fills, strokes with dashes, clips, paints a gradient, an
/// image and text; a label; a hidden view). Recorded with
/// OpenUIKit's former `OPENUIKIT_RECORD_SNAPSHOTS=1` and reviewed: rendered with librsvg, it
/// matches the compositor's picture of the same scene (the text's font
/// aside); `SVGRenderingTests` checks its elements against the SVG
/// specification.
@MainActor
@Suite(.uikitTest) struct SVGGoldenTests {
    @Test func everyKindOfPainting() {
        assertSnapshot(of: SVGRenderingTests.scene(), as: .svg)
    }
}
