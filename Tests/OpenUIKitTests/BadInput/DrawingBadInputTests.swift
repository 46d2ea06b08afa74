import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// The drawing API fed NaN, infinities, huge, negative and empty input:
/// each family runs in a child process (see `BadInputSupport.swift`).
@MainActor
@Suite(.uikitTest) struct DrawingBadInputTests {
    /// An empty size gives an empty image, silently (UIKit's own advice for
    /// a zero-sized context is to use a renderer); a size or scale that
    /// cannot make a bitmap is reported with the words of UIKit's assertion
    /// ("UIGraphicsBeginImageContext() failed to allocate CGBitampContext:
    /// size={365, 0}, scale=3.000000, bitmapInfo=0x2002", quoted in public
    /// crash reports) and gives an empty image; the actions still run.
    @Test func rendererSizesAndScales() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    probe("an empty size")
                    var ran = false
                    let empty = reports {
                        let image = UIGraphicsImageRenderer(size: .zero).image { _ in
                            ran = true
                            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
                        }
                        require(image.size == .zero && image.pngData() == nil, "\(image)")
                    }
                    require(empty.isEmpty && ran, "empty size: \(empty), ran \(ran)")
                    let sizes: [CGSize] =
                        badNumbers.flatMap {
                            [CGSize(width: $0, height: 10), CGSize(width: 10, height: $0), CGSize(width: $0, height: $0)]
                        }
                        + [CGSize(width: 16_385 / 3, height: 1), CGSize(width: 9_000, height: 9_000)]
                    for size in sizes {
                        for scale: CGFloat in [1, 3, .nan, 0, -2, .infinity, 1e300] {
                            probe("UIGraphicsImageRenderer(size: \(size)), scale \(scale)")
                            let format = UIGraphicsImageRendererFormat()
                            format.scale = scale
                            format.opaque = true
                            let renderer = UIGraphicsImageRenderer(size: size, format: format)
                            var messages: [String] = []
                            var image: UIImage?
                            messages = reports {
                                image = renderer.image { context in
                                    UIColor.red.setFill()
                                    context.fill(CGRect(x: 0, y: 0, width: size.width, height: size.height))
                                    _ = context.currentImage
                                }
                                _ = renderer.pngData { _ in }
                            }
                            let made = image!.size
                            require(made.width.isFinite && made.height.isFinite, "image size \(made)")
                            let pixels = made.width * image!.scale * made.height * image!.scale
                            require(pixels <= CGFloat(1 << 26), "\(pixels) pixels")
                            let goodScale = scale.isFinite && scale > 0
                            require(goodScale || messages.contains { $0.contains("format scale") }, "\(messages)")
                            let s = goodScale ? scale : UIScreen.main.scale
                            let w = (size.width * s).rounded(.up)
                            let h = (size.height * s).rounded(.up)
                            let fits = w >= 0 && h >= 0 && w <= 16_384 && h <= 16_384 && w * h <= CGFloat(1 << 26)
                            let reported = messages.contains { $0.contains("failed to allocate CGBitampContext") }
                            require(fits != reported, "size \(size) at \(s): fits \(fits), \(messages)")
                            require(fits ? made.width * s == w || made.width * s >= w - 1 : made == .zero, "image \(image!)")
                        }
                    }
                    probe("renderer bounds with a NaN or huge origin")
                    _ = UIGraphicsImageRenderer(bounds: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)).image { _ in }
                    _ = UIGraphicsImageRenderer(bounds: CGRect(x: 1e308, y: -1e308, width: 5, height: 5)).image { _ in UIRectFill(.infinite)
                    }
                    let negative = reports { _ = UIGraphicsImageRenderer(size: CGSize(width: -5, height: 5)).image { _ in } }
                    require(
                        negative.count == 1
                            && negative[0].hasPrefix("UIGraphicsImageRenderer failed to allocate CGBitampContext: size={-5, 5}"),
                        "\(negative)")
                }
            })
    }

    @Test func contextsPathsColorsAndImages() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let source = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
                        UIColor.green.setFill()
                        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
                    }
                    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                        let cg = context.cgContext
                        for value in badNumbers {
                            let rects = [
                                CGRect(x: value, y: 0, width: 5, height: 5), CGRect(x: 0, y: 0, width: value, height: value),
                                CGRect(x: value, y: value, width: value, height: value), .infinite, .null,
                            ]
                            for rect in rects {
                                probe("drawing in \(rect) with \(value)")
                                cg.saveGState()
                                cg.setLineWidth(value)
                                cg.setAlpha(value)
                                cg.setFillColor(red: value, green: value, blue: value, alpha: value)
                                cg.setStrokeColor(gray: value, alpha: 1)
                                cg.fill(rect)
                                cg.stroke(rect)
                                cg.stroke(rect, width: value)
                                cg.fillEllipse(in: rect)
                                cg.strokeEllipse(in: rect)
                                cg.clear(rect)
                                UIRectFrame(rect)
                                cg.clip(to: [rect, rect])
                                _ = cg.boundingBoxOfClipPath
                                cg.restoreGState()
                                for path in [
                                    UIBezierPath(rect: rect), UIBezierPath(ovalIn: rect),
                                    UIBezierPath(roundedRect: rect, cornerRadius: value),
                                ] {
                                    path.lineWidth = value
                                    path.fill()
                                    path.stroke()
                                    _ = path.contains(CGPoint(x: value, y: 1))
                                    _ = path.bounds
                                }
                                source.draw(in: rect)
                                source.draw(at: rect.origin)
                            }
                            probe("transforms with \(value)")
                            cg.saveGState()
                            cg.translateBy(x: value, y: 1)
                            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                            cg.scaleBy(x: value, y: value)
                            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                            cg.rotate(by: value)
                            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                            source.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5))
                            cg.restoreGState()
                            cg.saveGState()
                            cg.rotate(by: 0.3)
                            source.draw(in: CGRect(x: 0, y: 0, width: value, height: 1e-300))
                            cg.restoreGState()
                        }
                        probe("an image stretched over a tiny rectangle")
                        source.draw(in: CGRect(x: 0, y: 0, width: 1e-300, height: 1e-300))
                        source.draw(in: CGRect(x: 0.5, y: 0.5, width: 1e-12, height: 20))
                        probe("popping more contexts than were pushed")
                        UIGraphicsPushContext(cg)
                        UIGraphicsPopContext()
                        cg.restoreGState()
                        cg.restoreGState()
                    }
                    require(image.size == CGSize(width: 20, height: 20), "\(image)")
                    probe("colors with NaN and out-of-range components")
                    for value in badNumbers {
                        let color = UIColor(red: value, green: value, blue: value, alpha: value)
                        for component in [color.red, color.green, color.blue, color.alpha] {
                            require(component >= 0 && component <= 1, "component \(component) of \(value)")
                        }
                        _ = color.hexString
                        _ = UIColor(white: value, alpha: value).cgColor.copy(alpha: value)
                    }
                    probe("UIImage.pixel out of range")
                    for (x, y) in [(-1, 0), (0, -1), (12, 0), (0, 12), (Int.max, Int.max), (Int.min, Int.min)] {
                        require(source.pixel(x: x, y: y) == nil, "pixel(\(x), \(y))")
                    }
                    require(source.pngData() != nil, "png")
                    probe("drawing without a context")
                    let messages = reports {
                        UIRectFill(.zero)
                        source.draw(at: .zero)
                        UIBezierPath(rect: .zero).fill()
                        UIGraphicsPopContext()
                    }
                    require(messages.count == 4, "\(messages)")
                }
            })
    }

    /// Drawing code that pops the context it was given, or pushes contexts
    /// it does not pop, is reported, and the next drawing gets its own.
    @Test func unbalancedContextStacks() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    final class Popping: UIView {
                        override func draw(_ rect: CGRect) {
                            UIGraphicsPopContext()
                            UIGraphicsPopContext()
                            UIRectFill(rect)
                        }
                    }
                    final class Pushing: UIView {
                        override func draw(_ rect: CGRect) {
                            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                                UIGraphicsPushContext(context.cgContext)
                            }
                            _ = image
                            UIGraphicsPushContext(UIGraphicsGetCurrentContext()!)
                            UIColor.red.setFill()
                            UIRectFill(rect)
                        }
                    }
                    withTestWindow { window in
                        let popping = Popping(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
                        let pushing = Pushing(frame: CGRect(x: 10, y: 0, width: 5, height: 5))
                        probe("a draw(_:) that pops its context")
                        window.addSubview(popping)
                        let popped = reports { UIApplication.shared.runUntilIdle() }
                        require(popped.contains { $0.contains("without a matching UIGraphicsPushContext") }, "\(popped)")
                        probe("a draw(_:) that pushes contexts it does not pop")
                        window.addSubview(pushing)
                        let pushed = reports { UIApplication.shared.runUntilIdle() }
                        require(pushed.filter { $0.contains("more time(s) than UIGraphicsPopContext()") }.count == 2, "\(pushed)")
                        require(UIGraphicsGetCurrentContext() == nil, "a context is left current")
                        require(window.displayedImage()?.pixel(x: 31, y: 1)?.red == 255, "the pushing view drew")
                        probe("maximumPassesPerTurn below 1")
                        let app = UIApplication.shared
                        require(reports { app.maximumPassesPerTurn = -3 }.count == 1 && app.maximumPassesPerTurn == 1, "clamped")
                        app.maximumPassesPerTurn = 100
                        requireSound(window, "after unbalanced contexts")
                    }
                }
            })
    }

    /// A view larger than a bitmap may be draws nothing and keeps no
    /// contents; only a view that overrides `draw(_:)` is reported, with
    /// Core Animation's log line ("-[<CALayer> display]: Ignoring bogus
    /// layer size (%f, %f), contentsScale %f, backing store size (%f, %f)",
    /// as public device logs show it).
    @Test func viewsTooLargeToBack() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    final class Drawing: UIView {
                        override func draw(_ rect: CGRect) {
                            UIColor.red.setFill()
                            UIRectFill(rect)
                        }
                    }
                    withTestWindow { window in
                        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
                        plain.backgroundColor = .blue
                        let drawing = Drawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                        window.addSubview(plain)
                        window.addSubview(drawing)
                        UIApplication.shared.runUntilIdle()
                        require(window.displayedImage()?.pixel(x: 5, y: 5)?.red == 255, "the small drawing view draws")
                        probe("the drawing view grows past a bitmap")
                        let messages = reports {
                            drawing.contentMode = .redraw
                            drawing.frame = CGRect(x: 0, y: 0, width: 6_000, height: 6_000)
                            UIApplication.shared.runUntilIdle()
                        }
                        require(
                            messages.count == 1
                                && messages[0].contains(
                                    "display]: Ignoring bogus layer size (6000.000000, 6000.000000), contentsScale 3.000000, backing store size (18000.000000, 18000.000000)"
                                ), "\(messages)")
                        require(window.displayedImage()?.pixel(x: 5, y: 5)?.blue == 255, "the old contents are gone")
                        probe("and back")
                        drawing.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                        UIApplication.shared.runUntilIdle()
                        require(window.displayedImage()?.pixel(x: 5, y: 5)?.red == 255, "drawn again")
                        probe("drawHierarchy of a huge view, into a small and a huge rectangle")
                        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                            plain.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true)
                            drawing.drawHierarchy(in: CGRect(x: 0, y: 0, width: 1e308, height: 1e-308), afterScreenUpdates: false)
                            drawing.drawHierarchy(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), afterScreenUpdates: false)
                        }
                        probe("many subviews whose boxes span 1e308 (the grid over them)")
                        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                        window.addSubview(wide)
                        for index in 0..<40 {
                            let child = UIView(frame: CGRect(x: 0, y: CGFloat(index), width: index == 0 ? 1e308 : 1, height: 0))
                            child.backgroundColor = .red
                            wide.addSubview(child)
                        }
                        UIApplication.shared.runUntilIdle()
                        wide.subviews[3].backgroundColor = .green
                        UIApplication.shared.runUntilIdle()
                        requireSound(window, "after huge views")
                    }
                }
            })
    }
}
