import Foundation

/// A drawing destination with Core Graphics' names: a bitmap, a current
/// transform, a clip and colors, saved and restored as a stack.
///
/// Core Graphics is not part of Foundation on Linux; OpenCoreGraphics provides the
/// part of `CGContext` that `draw(_:)` and image renderers need: rectangles
/// and ellipses filled, stroked and cleared, transforms, rectangular clips,
/// colors and alpha, paths filled and stroked (caps, joins, dashes), clips
/// to paths and gradients. Drawing composites source-over. Paths, ellipses
/// and gradients are anti-aliased; rectangles filled under a transform that
/// keeps axes cover the pixels whose centres they hold.
///
/// Get one from ``UIGraphicsGetCurrentContext()`` inside
/// `UIView/draw(_:)`, or from `UIGraphicsImageRendererContext/cgContext`.
public final class CGContext {
    package struct GState {
        package var ctm: CGAffineTransform
        package var clip: _PixelRect
        package var fillColor = CGColor.black
        package var strokeColor = CGColor.black
        package var lineWidth: CGFloat = 1
        package var alpha: CGFloat = 1
        package var lineCap = CGLineCap.butt
        package var lineJoin = CGLineJoin.miter
        package var miterLimit: CGFloat = 10
        package var dashPhase: CGFloat = 0
        package var dashLengths: [CGFloat] = []
        /// A clip made by a path, on top of `clip`.
        package var clipMask: _Mask?
        /// In recording mode, the id of the `<clipPath>` in force.
        package var svgClip: String?
    }

    package let _surface: _Surface
    package var _state: GState
    /// The current path, in pixel space (points are mapped by the
    /// transform in force when they are added, as in Core Graphics); not
    /// part of the graphics state.
    package var _path = CGMutablePath()
    private var saved: [GState] = []
    /// Set for a context in recording mode: drawing writes SVG elements
    /// here instead of pixels (`CGContext+Recording.swift`).
    package var _svg: _SVGWriter?

    /// A context drawing into `surface`, whose user space maps to its pixels
    /// by `ctm`, clipped to `clip` (pixels).
    package init(surface: _Surface, ctm: CGAffineTransform, clip: _PixelRect) {
        _surface = surface
        _state = GState(ctm: ctm, clip: clip.intersection(surface.bounds))
    }

    /// The width of the context's bitmap, in pixels.
    public var width: Int { _surface.width }
    /// The height of the context's bitmap, in pixels.
    public var height: Int { _surface.height }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colors, line
    /// width, cap, join, miter limit, dashes, alpha).
    public func saveGState() { saved.append(_state) }

    /// Pops the graphics state saved last; without one, nothing changes.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        _state = last
    }

    // MARK: Transform

    /// The current transform: user space to the bitmap's pixels.
    public var ctm: CGAffineTransform { _state.ctm }

    /// Moves user space's origin by `(x, y)`.
    public func translateBy(x: CGFloat, y: CGFloat) { _state.ctm = _state.ctm.translatedBy(x: x, y: y) }

    /// Scales user space by `x` horizontally and `y` vertically.
    public func scaleBy(x: CGFloat, y: CGFloat) { _state.ctm = _state.ctm.scaledBy(x: x, y: y) }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { _state.ctm = _state.ctm.rotated(by: angle) }

    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { _state.ctm = transform.concatenating(_state.ctm) }

    // MARK: Clipping

    /// Narrows the clip to `rect`. Under a rotation the clip is the box
    /// around the rotated rectangle (clips stay axis-aligned here).
    public func clip(to rect: CGRect) {
        if let _svg {
            let path = CGMutablePath()
            path.addRect(rect, transform: _state.ctm)
            _recordClip(path._elements, rule: .winding, into: _svg)
        }
        _state.clip = _state.clip.intersection(_PixelRect(covering: _state.ctm._box(of: rect)))
    }

    /// Narrows the clip to the box around `rects`.
    public func clip(to rects: [CGRect]) {
        let box = rects.reduce(CGRect.null) { $0.union($1) }
        clip(to: box.isNull ? .zero : box)
    }

    /// The clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        _state.clip.cgRect.applying(_state.ctm.inverted())
    }

    // MARK: Colors and options

    public func setFillColor(_ color: CGColor) { _state.fillColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { _state.fillColor = CGColor(gray: gray, alpha: alpha) }

    public func setStrokeColor(_ color: CGColor) { _state.strokeColor = color }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { _state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// The width of strokes, in user space (1 by default).
    public func setLineWidth(_ width: CGFloat) { _state.lineWidth = width }

    /// An opacity applied to everything drawn from now on.
    public func setAlpha(_ alpha: CGFloat) { _state.alpha = min(max(alpha, 0), 1) }

    /// Accepted for source compatibility; paths are always anti-aliased.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}

    // MARK: Drawing

    /// Paints `rect` with the fill color.
    public func fill(_ rect: CGRect) { _fill(.rect(rect), color: _state.fillColor) }

    /// Paints each rectangle with the fill color.
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    /// Paints the ellipse inscribed in `rect` with the fill color.
    public func fillEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        _fillPath(path._elements, transform: _state.ctm, rule: .winding, color: _state.fillColor)
    }

    /// Paints the outline of `rect` with the stroke color and line width, centred on its edge.
    public func stroke(_ rect: CGRect) { _fill(Self.outline(of: .rect(rect), width: _state.lineWidth), color: _state.strokeColor) }

    /// Paints the outline of `rect`, `width` wide, with the stroke color.
    public func stroke(_ rect: CGRect, width: CGFloat) { _fill(Self.outline(of: .rect(rect), width: width), color: _state.strokeColor) }

    /// Paints the outline of the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        _strokePath(path._elements, transform: _state.ctm, style: _strokeStyle)
    }

    /// Makes the pixels of `rect` transparent (inside the clip).
    public func clear(_ rect: CGRect) {
        guard _svg == nil, let bitmap = _surface.bitmapIfMade ?? (_surface.opaque ? _surface.bitmap : nil) else { return }
        let area = _PixelRect(covering: _state.ctm._box(of: rect)).intersection(_state.clip)
        bitmap.clear(area)
    }

    package static func outline(of shape: _Shape, width: CGFloat) -> _Shape { shape.stroked(width: width) }

    /// Paints `shape` (user space) in `color` at the context's alpha.
    package func _fill(_ shape: _Shape, color: CGColor) {
        let pixel = color._pixel(opacity: _state.alpha)
        guard pixel != _Pixel.transparent, !_state.clip.isEmpty else { return }
        if let _svg {
            let path = CGMutablePath()
            path._addShape(shape)
            return _recordFill(path._elements.map { $0.applying(_state.ctm) }, rule: .evenOdd, color: color, into: _svg)
        }
        if let mask = _state.clipMask {
            let path = CGMutablePath()
            path._addShape(shape)
            let polygons = _Flattener.polylines(of: path._elements, transform: _state.ctm, tolerance: 0.1).map(\.points)
            _surface.bitmap.fill(polygons, rule: .evenOdd, clip: _state.clip, mask: mask, paint: .solid(pixel))
            return
        }
        _surface.bitmap.fill(shape, transform: _state.ctm, clip: _state.clip, with: pixel)
    }

    /// Paints `image` stretched over `rect` (user space) at the context's alpha.
    package func _draw(_ image: _Bitmap, in rect: CGRect) {
        guard !_state.clip.isEmpty else { return }
        if let _svg { return _recordImage(image, in: rect, into: _svg) }
        _surface.bitmap.draw(image, in: rect, transform: _state.ctm, clip: _state.clip, opacity: _Pixel.byte(_state.alpha))
    }
}

/// The pixels a context draws into, made on the first drawing operation:
/// most views never draw, and their contexts then cost no memory.
package final class _Surface {
    package let width: Int
    package let height: Int
    /// Whether the pixels start opaque black (an opaque renderer format).
    package let opaque: Bool
    package private(set) var bitmapIfMade: _Bitmap?

    package init(width: Int, height: Int, opaque: Bool = false) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.opaque = opaque
    }

    package init(bitmap: _Bitmap) {
        width = bitmap.width
        height = bitmap.height
        opaque = false
        bitmapIfMade = bitmap
    }

    package var bounds: _PixelRect { _PixelRect(width: width, height: height) }

    /// The bitmap, made now if it was not.
    package var bitmap: _Bitmap {
        if let bitmapIfMade { return bitmapIfMade }
        let made = _Bitmap(width: width, height: height)
        if opaque { made.fill(made.bounds, with: _Pixel.premultiplied(red: 0, green: 0, blue: 0, alpha: 1)) }
        bitmapIfMade = made
        return made
    }
}
