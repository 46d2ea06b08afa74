import Foundation

/// A path of lines and curves with the options for stroking it, drawn in
/// the current context by ``fill()`` and ``stroke()``.
///
/// It wraps a `CGMutablePath` (``cgPath``). Rounded rectangles have
/// circular corners (UIKit's are continuous, a slightly smoother curve:
/// pixels near the corners differ a little).
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    var _path: CGMutablePath

    /// The width of the stroke, in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How open subpaths end when stroked (`.butt` by default).
    open var lineCapStyle: CGLineCap = .butt
    /// How segments meet when stroked (`.miter` by default).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, over the line width, before a miter join bevels (10 by default).
    open var miterLimit: CGFloat = 10
    /// The flattening tolerance UIKit lets you set (0.6 by default); OpenUIKit
    /// flattens within a tenth of a pixel whatever its value.
    open var flatness: CGFloat = 0.6
    /// Whether ``fill()`` and ``contains(_:)`` use the even-odd rule (false: nonzero winding).
    open var usesEvenOddFillRule = false
    private var dashPhase: CGFloat = 0
    private var dashLengths: [CGFloat] = []

    /// An empty path.
    public override init() { _path = CGMutablePath() }

    /// A closed path around `rect`.
    public init(rect: CGRect) {
        _path = CGMutablePath()
        _path.addRect(rect)
    }

    /// The oval inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        _path = CGMutablePath()
        _path.addEllipse(in: rect)
    }

    /// A rectangle with continuous corners of `cornerRadius` (at most half
    /// the shorter side), as UIKit draws them since iOS 7 (see
    /// `CGMutablePath+ContinuousCorners.swift`).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        _path = CGMutablePath()
        _path._addContinuousRoundedRect(
            rect, radius: cornerRadius, rounded: [true, true, true, true], transform: .identity)
    }

    /// A rectangle with `corners` rounded: continuous corners when the two
    /// radii are equal (UIKit's iOS 7 shape, as for
    /// ``init(roundedRect:cornerRadius:)``), quarter ellipses of
    /// `cornerRadii` otherwise.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        _path = CGMutablePath()
        if cornerRadii.width == cornerRadii.height {
            let rounded = [
                corners.contains(.topLeft), corners.contains(.topRight), corners.contains(.bottomRight),
                corners.contains(.bottomLeft),
            ]
            _path._addContinuousRoundedRect(rect, radius: cornerRadii.width, rounded: rounded, transform: .identity)
            return
        }
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width.isNaN ? 0 : cornerRadii.width), r.width / 2)
        let ry = min(max(0, cornerRadii.height.isNaN ? 0 : cornerRadii.height), r.height / 2)
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        _path._addRoundedRect(r, radii: [radii(.topLeft), radii(.topRight), radii(.bottomRight), radii(.bottomLeft)], transform: .identity)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`
    /// (radians; 0 points right, π/2 down). `clockwise` is as seen on the
    /// screen (UIKit's y axis points down).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        _path = CGMutablePath()
        _path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// A path with `cgPath`'s elements.
    public init(cgPath: CGPath) { _path = CGMutablePath(elements: cgPath._elements) }

    /// The path, as Core Graphics' type (a copy; setting it replaces the elements).
    open var cgPath: CGPath {
        get { CGPath(elements: _path._elements) }
        set { _path = CGMutablePath(elements: newValue._elements) }
    }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { _path.move(to: point) }
    /// Adds a line from the current point to `point`.
    open func addLine(to point: CGPoint) { _path.addLine(to: point) }
    /// Adds a cubic curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { _path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// Adds an arc (see ``init(arcCenter:radius:startAngle:endAngle:clockwise:)``), after a line from the current point.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        _path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { _path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { _path = CGMutablePath() }
    /// Adds `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { _path.addPath(bezierPath._path) }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { _path = CGMutablePath(elements: _path._elements.map { $0.applying(transform) }) }

    /// The same outline traced backwards (each subpath from its end).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(elements: Self.reversed(_path._elements)))
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        return reversed
    }

    // MARK: Dashes

    /// Dashes for ``stroke()``: `count` lengths from `pattern`, starting `phase` into it; nil or 0 for solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashLengths = []
            dashPhase = phase
            return
        }
        dashLengths = (0..<count).map { pattern[$0] }
        dashPhase = phase
    }

    /// Copies the dash lengths into `pattern` (when given), their number into `count`, the phase into `phase`.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in dashLengths.enumerated() { pattern[i] = length } }
        count?.pointee = dashLengths.count
        phase?.pointee = dashPhase
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { _path.isEmpty }
    /// The box around the path's points, control points included.
    open var bounds: CGRect { _path.boundingBox }
    /// The end of the last element.
    open var currentPoint: CGPoint { _path.currentPoint }

    /// Whether `point` lies inside the path (by ``usesEvenOddFillRule``).
    open func contains(_ point: CGPoint) -> Bool { _path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    // MARK: Drawing

    /// Paints the inside with the current context's fill color.
    open func fill() {
        guard let context = _GraphicsContexts.current(for: "UIBezierPath.fill()") else { return }
        context._fillPath(
            _path._elements, transform: context._state.ctm, rule: usesEvenOddFillRule ? .evenOdd : .winding, color: context._state.fillColor
        )
    }

    /// Paints the outline with the current context's stroke color:
    /// ``lineWidth`` wide, centred on it, with the path's caps, joins and dashes.
    open func stroke() {
        guard let context = _GraphicsContexts.current(for: "UIBezierPath.stroke()") else { return }
        guard lineWidth.isFinite else {
            UIApplication.shared.diagnostics.report(
                .misuse, "UIBezierPath.stroke(): lineWidth \(lineWidth) is not finite; nothing is stroked.")
            return
        }
        let style = _StrokeStyle(
            width: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit, dashPhase: dashPhase, dashLengths: dashLengths
        )
        context._strokePath(_path._elements, transform: context._state.ctm, style: style)
    }

    /// Narrows the current context's clip to the inside of the path.
    open func addClip() {
        guard let context = _GraphicsContexts.current(for: "UIBezierPath.addClip()") else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
