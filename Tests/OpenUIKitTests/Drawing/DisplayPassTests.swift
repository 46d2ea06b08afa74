import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// The display pass at the end of the turn: when `draw(_:)` runs, with
/// which rectangle, in which order relative to layout, and which pixels a
/// change makes the window paint again.
///
/// Sources: Apple's documentation of `draw(_:)` ("the first time your view
/// is drawn, this rectangle is typically the entire visible bounds";
/// UIKit sets up a current context whose origin is the bounds' origin;
/// https://developer.apple.com/documentation/uikit/uiview/draw(_:)),
/// `setNeedsDisplay()` and `setNeedsDisplay(_:)` ("the view is not actually
/// redrawn until the next drawing cycle";
/// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay(_:)),
/// `bounds` ("changing the bounds rectangle automatically redisplays the
/// view without calling its draw(_:) method … set the contentMode property
/// to UIView.ContentMode.redraw"; https://developer.apple.com/documentation/uikit/uiview/bounds),
/// `UIView.ContentMode.redraw`
/// (https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw).
/// Layout before display: juejin.cn/post/7249297734867566647 (a printed
/// log) shows `-[ViewLife layoutSubviews]` and then `-[ViewLife drawRect:]`
/// in one appearance. That several marks in one turn give one draw, and the
/// union of their rectangles, rests on Apple's "not actually redrawn until
/// the next drawing cycle" only.
@MainActor
@Suite(.uikitTest) struct DisplayPassTests {
    /// Logs its layout and drawing, and paints the rect it is given red.
    final class Canvas: UIView {
        var log: [String] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layoutSubviews()")
        }
        override func draw(_ rect: CGRect) {
            log.append("draw(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))")
            #expect(UIGraphicsGetCurrentContext() != nil)
            UIColor.red.setFill()
            UIRectFill(rect)
        }
    }

    @Test func drawRunsAfterLayoutOnceForAllTheMarksOfATurn() {
        withTestWindow(size: CGSize(width: 20, height: 10)) { window in
            let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            window.addSubview(canvas)
            #expect(canvas.log.isEmpty)
            TestClock.runUntilIdle()
            #expect(canvas.log == ["layoutSubviews()", "draw(0.0, 0.0, 20.0, 10.0)"])

            canvas.log.removeAll()
            canvas.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
            canvas.setNeedsDisplay(CGRect(x: 5, y: 1, width: 2, height: 3))
            canvas.setNeedsLayout()
            #expect(canvas.log.isEmpty)
            TestClock.runUntilIdle()
            #expect(canvas.log == ["layoutSubviews()", "draw(1.0, 1.0, 6.0, 3.0)"])
            #expect(window.lastDisplayReport.drawnViews == 1)
            #expect(window.lastDisplayReport.damagedRects == [CGRect(x: 1, y: 1, width: 6, height: 3)])

            canvas.log.removeAll()
            canvas.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
            canvas.setNeedsDisplay()
            TestClock.runUntilIdle()
            TestClock.runUntilIdle()
            #expect(canvas.log == ["draw(0.0, 0.0, 20.0, 10.0)"])
            canvas.removeFromSuperview()
        }
    }

    @Test func viewsThatDoNotDrawAreNotCountedAndKeepNoContents() {
        withTestWindow(size: CGSize(width: 20, height: 10)) { window in
            let plain = colored(.blue, CGRect(x: 0, y: 0, width: 10, height: 10))
            let canvas = Canvas(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
            window.addSubview(plain)
            window.addSubview(canvas)
            TestClock.runUntilIdle()
            #expect(window.lastDisplayReport.drawnViews == 1)
            let picture = window.displayedImage()!
            #expect(picture.rgba(atPoint: 5, 5) == .blue)
            #expect(picture.rgba(atPoint: 15, 5) == .red)
            plain.removeFromSuperview()
            canvas.removeFromSuperview()
        }
    }

    @Test func theDrawnRectIsClippedToTheBoundsAndAnEmptyViewWaitsForASize() {
        withTestWindow(size: CGSize(width: 20, height: 10)) { window in
            let canvas = Canvas(frame: .zero)
            window.addSubview(canvas)
            TestClock.runUntilIdle()
            #expect(canvas.log == ["layoutSubviews()"])
            canvas.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            TestClock.runUntilIdle()
            #expect(canvas.log.last == "draw(0.0, 0.0, 4.0, 4.0)")
            canvas.setNeedsDisplay(CGRect(x: 2, y: 2, width: 10, height: 10))
            TestClock.runUntilIdle()
            #expect(canvas.log.last == "draw(2.0, 2.0, 2.0, 2.0)")
            canvas.removeFromSuperview()
        }
    }

    @Test func hiddenViewsDrawWhenTheyShow() {
        withTestWindow(size: CGSize(width: 20, height: 10)) { window in
            let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            canvas.isHidden = true
            window.addSubview(canvas)
            TestClock.runUntilIdle()
            #expect(!canvas.log.contains { $0.hasPrefix("draw") })
            canvas.isHidden = false
            TestClock.runUntilIdle()
            #expect(canvas.log.last == "draw(0.0, 0.0, 4.0, 4.0)")
            canvas.removeFromSuperview()
        }
    }

    @Test func redrawContentModeRedrawsOnResizeOtherModesStretch() {
        withTestWindow(size: CGSize(width: 20, height: 10)) { window in
            let stretched = Canvas(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
            let redrawn = Canvas(frame: CGRect(x: 0, y: 5, width: 2, height: 2))
            redrawn.contentMode = .redraw
            #expect(stretched.contentMode == .scaleToFill)
            window.addSubview(stretched)
            window.addSubview(redrawn)
            TestClock.runUntilIdle()
            stretched.log.removeAll()
            redrawn.log.removeAll()

            stretched.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
            redrawn.frame = CGRect(x: 0, y: 5, width: 8, height: 4)
            TestClock.runUntilIdle()
            #expect(stretched.log == ["layoutSubviews()"])
            #expect(redrawn.log == ["layoutSubviews()", "draw(0.0, 0.0, 8.0, 4.0)"])
            // The stretched contents still cover the new bounds.
            let picture = window.displayedImage()!
            #expect(picture.rgba(atPoint: 7.5, 3.5) == .red)
            #expect(picture.rgba(atPoint: 7.5, 8.5) == .red)
            stretched.removeFromSuperview()
            redrawn.removeFromSuperview()
        }
    }

    @Test func contentModesPlaceOldContents() {
        final class HalfRed: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
            }
        }
        withTestWindow(size: CGSize(width: 20, height: 10)) { window in
            let view = HalfRed(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            view.contentMode = .topLeft
            window.addSubview(view)
            TestClock.runUntilIdle()
            view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            let picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 1, 1) == .red)
            #expect(picture.rgba(atPoint: 3, 1) == .clear) // the old contents keep their size
            #expect(picture.rgba(atPoint: 1, 5) == .clear)
            view.removeFromSuperview()
        }
    }

    @Test func movingAViewRepaintsItsOldAndNewFramesOnly() {
        withTestWindow(size: CGSize(width: 100, height: 100)) { window in
            window.backgroundColor = .white
            let mover = colored(.red, CGRect(x: 10, y: 10, width: 10, height: 10))
            window.addSubview(mover)
            let still = colored(.blue, CGRect(x: 10, y: 50, width: 80, height: 40))
            window.addSubview(still)
            TestClock.runUntilIdle()
            #expect(window.lastDisplayReport.damagedRects == [CGRect(x: 0, y: 0, width: 100, height: 100)])

            mover.frame.origin.x = 50
            TestClock.runUntilIdle()
            let report = window.lastDisplayReport
            #expect(report.damagedRects == [CGRect(x: 10, y: 10, width: 10, height: 10), CGRect(x: 50, y: 10, width: 10, height: 10)])
            #expect(report.recompositedPixels == 2 * 30 * 30) // two 10-point squares at 3×
            #expect(report.drawnViews == 0)

            let picture = window.displayedImage()!
            #expect(picture.rgba(atPoint: 15, 15) == .white)
            #expect(picture.rgba(atPoint: 55, 15) == .red)
            #expect(picture.pngData() == freshPicture(of: window).pngData())

            // A layout pass that moves nothing paints nothing: no display pass at all.
            let pass = window.lastDisplayReport.pass
            window.setNeedsLayout()
            TestClock.runUntilIdle()
            #expect(window.lastDisplayReport.pass == pass)
            #expect(!UIApplication.shared.hasPendingWork)
            mover.removeFromSuperview()
            still.removeFromSuperview()
        }
    }

    @Test func changesOfColorOpacityVisibilityAndMembershipRepaintTheirArea() {
        withTestWindow(size: CGSize(width: 100, height: 100)) { window in
            let a = colored(.red, CGRect(x: 0, y: 0, width: 10, height: 10))
            let b = colored(.green, CGRect(x: 20, y: 0, width: 10, height: 10))
            let c = colored(.blue, CGRect(x: 40, y: 0, width: 10, height: 10))
            for view in [a, b, c] { window.addSubview(view) }
            TestClock.runUntilIdle()

            a.backgroundColor = .blue
            TestClock.runUntilIdle()
            #expect(window.lastDisplayReport.damagedRects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
            b.isHidden = true
            TestClock.runUntilIdle()
            #expect(window.lastDisplayReport.damagedRects == [CGRect(x: 20, y: 0, width: 10, height: 10)])
            c.removeFromSuperview()
            TestClock.runUntilIdle()
            #expect(window.lastDisplayReport.damagedRects == [CGRect(x: 40, y: 0, width: 10, height: 10)])

            let picture = window.displayedImage()!
            #expect(picture.rgba(atPoint: 5, 5) == .blue)
            #expect(picture.rgba(atPoint: 25, 5) == .clear)
            #expect(picture.rgba(atPoint: 45, 5) == .clear)
            #expect(picture.pngData() == freshPicture(of: window).pngData())
            a.removeFromSuperview()
            b.removeFromSuperview()
        }
    }

    @Test func drawHierarchyDrawsAViewThatIsNotOnScreen() {
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in
            #expect(canvas.drawHierarchy(in: CGRect(x: 0, y: 0, width: 2, height: 2), afterScreenUpdates: true))
        }
        #expect(canvas.log == ["draw(0.0, 0.0, 2.0, 2.0)"])
        #expect(image.rgba(1, 1) == .red)
    }

    @Test func aDrawThatKeepsInvalidatingItselfIsCutOff() {
        final class Restless: UIView {
            override func draw(_ rect: CGRect) { setNeedsDisplay() }
        }
        withTestWindow(size: CGSize(width: 10, height: 10)) { window in
            let view = Restless(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            window.addSubview(view)
            let (_, reports) = UIApplication.shared.diagnostics.recording { TestClock.runUntilIdle() }
            #expect(reports.map(\.kind) == [.layoutFeedbackLoop])
            #expect(!UIApplication.shared.hasPendingWork)
            view.removeFromSuperview()
        }
    }
}
