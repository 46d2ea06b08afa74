import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// What a window's pixels show: backgrounds back to front, nesting,
/// clipping, opacity, hidden views, transforms; and that painting only the
/// damage gives the same pixels as painting everything.
///
/// Sources: Apple's documentation of `alpha` ("the transparency imparted by
/// that alpha value affects all of the view's contents, including its
/// subviews"; https://developer.apple.com/documentation/uikit/uiview/alpha),
/// `CALayer.allowsGroupOpacity` (true since iOS 7: the layer composites as a
/// group; https://developer.apple.com/documentation/quartzcore/calayer/allowsgroupopacity),
/// `isHidden` ("hiding a view with subviews has the effect of hiding those
/// subviews"; https://developer.apple.com/documentation/uikit/uiview/ishidden),
/// `clipsToBounds` (https://developer.apple.com/documentation/uikit/uiview/clipstobounds),
/// `isOpaque` (a hint, true by default; https://developer.apple.com/documentation/uikit/uiview/isopaque).
@MainActor
@Suite(.uikitTest) struct CompositingTests {
    @Test func backgroundsPaintBackToFrontInsideTheirSuperviews() {
        withTestWindow(size: CGSize(width: 30, height: 30)) { window in
            let outer = colored(.blue, CGRect(x: 0, y: 0, width: 30, height: 30))
            let middle = colored(.red, CGRect(x: 10, y: 10, width: 10, height: 10))
            let inner = colored(.green, CGRect(x: 2, y: 2, width: 4, height: 4))
            middle.addSubview(inner)
            outer.addSubview(middle)
            window.addSubview(outer)
            let picture = displayedPicture(of: window)
            #expect(picture.size == CGSize(width: 30, height: 30))
            #expect(picture.scale == 3)
            #expect(picture.rgba(atPoint: 5, 5) == .blue)
            #expect(picture.rgba(atPoint: 11, 11) == .red)
            #expect(picture.rgba(atPoint: 13, 13) == .green)
            #expect(picture.rgba(atPoint: 15.9, 15.9) == .green)
            #expect(picture.rgba(atPoint: 16, 16) == .red)
            #expect(outer.isOpaque)
            outer.removeFromSuperview()
        }
    }

    @Test func clipsToBoundsClipsSubviews() {
        withTestWindow(size: CGSize(width: 30, height: 30)) { window in
            let box = colored(.red, CGRect(x: 10, y: 10, width: 10, height: 10))
            let overhang = colored(.green, CGRect(x: 5, y: 5, width: 20, height: 20))
            box.addSubview(overhang)
            window.addSubview(box)
            #expect(displayedPicture(of: window).rgba(atPoint: 28, 28) == .green)
            box.clipsToBounds = true
            let picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 28, 28) == .clear)
            #expect(picture.rgba(atPoint: 19, 19) == .green)
            #expect(picture.rgba(atPoint: 12, 12) == .red)
            box.removeFromSuperview()
        }
    }

    @Test func alphaAppliesToAViewAndItsSubviewsAsAGroup() {
        withTestWindow(size: CGSize(width: 30, height: 10)) { window in
            window.backgroundColor = .white
            let faded = colored(.red, CGRect(x: 0, y: 0, width: 10, height: 10))
            faded.alpha = 0.5
            let group = colored(.red, CGRect(x: 10, y: 0, width: 10, height: 10))
            group.addSubview(colored(.blue, CGRect(x: 0, y: 0, width: 5, height: 10)))
            group.alpha = 0.5
            let tinted = colored(UIColor(white: 0, alpha: 0.25), CGRect(x: 20, y: 0, width: 10, height: 10))
            for view in [faded, group, tinted] { window.addSubview(view) }
            let picture = displayedPicture(of: window)
            // Red at 50 %: premultiplied (128, 0, 0, 128) over white.
            #expect(picture.rgba(atPoint: 5, 5) == RGBA(255, 127, 127))
            // The blue subview covers its red superview inside the group, then
            // the group shows at 50 %: blue over white, not blue over red.
            #expect(picture.rgba(atPoint: 12, 5) == RGBA(127, 127, 255))
            #expect(picture.rgba(atPoint: 17, 5) == RGBA(255, 127, 127))
            // Black at 25 % over white.
            #expect(picture.rgba(atPoint: 25, 5) == RGBA(191, 191, 191))
            for view in [faded, group, tinted] { view.removeFromSuperview() }
        }
    }

    @Test func hidingAViewHidesItsSubtree() {
        withTestWindow(size: CGSize(width: 20, height: 20)) { window in
            let parent = colored(.red, CGRect(x: 0, y: 0, width: 20, height: 20))
            parent.addSubview(colored(.green, CGRect(x: 0, y: 0, width: 10, height: 10)))
            window.addSubview(parent)
            #expect(displayedPicture(of: window).rgba(atPoint: 5, 5) == .green)
            parent.isHidden = true
            let picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 5, 5) == .clear)
            #expect(picture.rgba(atPoint: 15, 15) == .clear)
            parent.isHidden = false
            #expect(displayedPicture(of: window).rgba(atPoint: 5, 5) == .green)
            parent.removeFromSuperview()
        }
    }

    @Test func transformsTranslateAndScaleAboutTheCentre() {
        withTestWindow(size: CGSize(width: 40, height: 20)) { window in
            let moved = colored(.red, CGRect(x: 0, y: 0, width: 10, height: 10))
            moved.transform = CGAffineTransform(translationX: 5, y: 5)
            let grown = colored(.blue, CGRect(x: 25, y: 5, width: 10, height: 10))
            grown.transform = CGAffineTransform(scaleX: 1.5, y: 0.5) // x 22.5..<37.5, y 7.5..<12.5
            window.addSubview(moved)
            window.addSubview(grown)
            let picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 2, 2) == .clear)
            #expect(picture.rgba(atPoint: 14, 14) == .red)
            #expect(picture.rgba(atPoint: 23, 10) == .blue)
            #expect(picture.rgba(atPoint: 37, 10) == .blue)
            #expect(picture.rgba(atPoint: 30, 6) == .clear)
            moved.transform = .identity
            let after = displayedPicture(of: window)
            #expect(after.rgba(atPoint: 14, 14) == .clear)
            #expect(after.rgba(atPoint: 2, 2) == .red)
            #expect(after.pngData() == freshPicture(of: window).pngData())
            moved.removeFromSuperview()
            grown.removeFromSuperview()
        }
    }

    /// Rotation is painted pixel by pixel (each pixel's centre mapped back
    /// into the view); clipping under it uses the box around the rotated view.
    @Test func rotatedViewsPaintTheirRotatedShape() {
        withTestWindow(size: CGSize(width: 20, height: 20)) { window in
            let diamond = colored(.red, CGRect(x: 4, y: 4, width: 12, height: 12))
            diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
            window.addSubview(diamond)
            let picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 10, 10) == .red)
            #expect(picture.rgba(atPoint: 10, 2) == .red) // a corner now points up
            #expect(picture.rgba(atPoint: 4.5, 4.5) == .clear) // the old corner is outside
            #expect(picture.pngData() == freshPicture(of: window).pngData())
            diamond.transform = .identity
            let after = displayedPicture(of: window)
            #expect(after.rgba(atPoint: 10, 2) == .clear)
            #expect(after.rgba(atPoint: 4.5, 4.5) == .red)
            diamond.removeFromSuperview()
        }
    }

    @Test func drawHierarchyScalesIntoTheRectItIsGiven() {
        let view = colored(.red, CGRect(x: 0, y: 0, width: 4, height: 4))
        view.addSubview(colored(.blue, CGRect(x: 0, y: 0, width: 2, height: 2)))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { _ in
            view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 8, height: 8), afterScreenUpdates: true)
        }
        #expect(image.rgba(3, 3) == .blue)
        #expect(image.rgba(4, 4) == .red)
        #expect(image.rgba(7, 7) == .red)
    }

    /// Random moves, resizes, recolorings, hides and reorders of nested
    /// views: after every turn the backing store, painted damage by damage,
    /// equals a fresh picture of the window. With 80 views, most under one
    /// superview, painting finds them through that superview's grid.
    @Test(arguments: [12, 80])
    func incrementalRepaintsMatchAFullRepaint(viewCount: Int) {
        var random = RandomizedInvariantTests.Generator(state: UInt64(viewCount))
        let colors: [UIColor] = [.red, .green, .blue, .yellow, UIColor(white: 0, alpha: 0.5)]
        withTestWindow(size: CGSize(width: 40, height: 40)) { window in
            window.backgroundColor = .white
            var views: [UIView] = []
            for index in 0..<viewCount {
                let view = colored(
                    colors[index % colors.count],
                    CGRect(x: random.below(30), y: random.below(30), width: 4 + random.below(10), height: 4 + random.below(10)))
                (views.isEmpty || random.chance(viewCount > 40 ? 90 : 50) ? window : random.pick(views)).addSubview(view)
                views.append(view)
            }
            TestClock.runUntilIdle()
            for step in 0..<40 {
                let view = random.pick(views)
                switch random.below(6) {
                case 0: view.frame.origin = CGPoint(x: random.below(36), y: random.below(36))
                case 1: view.bounds.size = CGSize(width: 1 + random.below(14), height: 1 + random.below(14))
                case 2: view.backgroundColor = random.pick(colors)
                case 3: view.isHidden.toggle()
                case 4: view.superview?.bringSubviewToFront(view)
                default:
                    view.clipsToBounds.toggle()
                    view.alpha = random.chance(50) ? 1 : 0.5
                }
                let picture = displayedPicture(of: window)
                #expect(picture.pngData() == freshPicture(of: window).pngData(), "step \(step)")
            }
            for view in views { view.removeFromSuperview() }
        }
    }

    /// What lies under a later sibling with an opaque background is left
    /// unpainted (it would be covered); a sibling that is translucent, has
    /// a clear background, a rounded layer or a rotation hides nothing. The
    /// pictures are those of painting back to front (the sources above).
    @Test func onlyOpaqueLaterSiblingsHideWhatIsUnderThem() {
        withTestWindow(size: CGSize(width: 40, height: 20)) { window in
            window.backgroundColor = .white
            let below = colored(.red, CGRect(x: 0, y: 0, width: 40, height: 20))
            let dot = colored(.green, CGRect(x: 30, y: 5, width: 5, height: 5))
            below.addSubview(dot)
            let cover = colored(.blue, CGRect(x: 20, y: 0, width: 20, height: 20))
            window.addSubview(below)
            window.addSubview(cover)
            var picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 10, 10) == .red)
            #expect(picture.rgba(atPoint: 32, 7) == .blue)
            #expect(picture.rgba(atPoint: 25, 10) == .blue)

            cover.alpha = 0.5
            picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 32, 7)?.g ?? 0 > 100) // the green dot shows through
            #expect(picture.rgba(atPoint: 25, 10)?.r ?? 0 > 100)

            cover.alpha = 1
            cover.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
            picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 32, 7)?.g ?? 0 > 100)

            cover.backgroundColor = .blue
            cover.layer.cornerRadius = 8
            picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 20.3, 0.3) == .red) // outside the rounded corner
            #expect(picture.rgba(atPoint: 30, 10) == .blue)

            cover.layer.cornerRadius = 0
            cover.transform = CGAffineTransform(rotationAngle: .pi / 4)
            picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 39.5, 0.5) == .red) // a corner the rotated square leaves
            #expect(picture.pngData() == freshPicture(of: window).pngData())
            below.removeFromSuperview()
            cover.removeFromSuperview()
        }
    }
}
