import Foundation

extension _SymbolCatalog {
    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// Drawings mixing circles, curves and filled dots.
    static func figures(_ name: String, _ d: Drawing) -> Bool {
        switch name {
        case "gear", "gearshape":
            // Eight teeth round a ring, with a hole in the middle.
            var points: [CGPoint] = []
            for i in 0..<32 {
                let angle = CGFloat(i) * .pi / 16 - .pi / 32
                let r: CGFloat = (i / 2) % 2 == 0 ? 10.5 : 8
                points.append(p(12 + r * cos(angle), 12 + r * sin(angle)))
            }
            d.fill.addLines(between: points)
            d.fill.closeSubpath()
            d.circle(12, 12, 3.4, filled: true)
        case "person.crop.circle":
            d.circle(12, 12, 9.8)
            d.circle(12, 9.5, 3.4)
            d.stroke.move(to: p(5.3, 18.8))
            d.stroke.addCurve(to: p(12, 15), control1: p(7, 16.2), control2: p(9.2, 15))
            d.stroke.addCurve(to: p(18.7, 18.8), control1: p(14.8, 15), control2: p(17, 16.2))
        case "clock":
            d.circle(12, 12, 9.8)
            d.line(p(12, 6), p(12, 12), p(16, 14.5))
        case "ellipsis":
            for x: CGFloat in [4.5, 12, 19.5] { d.circle(x, 12, 1.9, filled: true) }
        case "ellipsis.circle":
            d.circle(12, 12, 9.8)
            for x: CGFloat in [7.5, 12, 16.5] { d.circle(x, 12, 1.4, filled: true) }
        case "info.circle":
            d.circle(12, 12, 9.8)
            d.circle(12, 7.3, 1.4, filled: true)
            d.line(p(12, 10.8), p(12, 17.2))
        case "exclamationmark.triangle":
            d.closed(p(12, 2.8), p(22, 20.5), p(2, 20.5))
            d.line(p(12, 9), p(12, 14))
            d.circle(12, 17.2, 1.3, filled: true)
        case "house":
            d.line(p(2.5, 11.5), p(12, 3.2), p(21.5, 11.5))
            d.line(p(5.5, 9.5), p(5.5, 20.5), p(18.5, 20.5), p(18.5, 9.5))
            d.line(p(10, 20.5), p(10, 14.5), p(14, 14.5), p(14, 20.5))
        case "bell":
            d.stroke.move(to: p(6, 17))
            d.stroke.addLine(to: p(6, 11))
            d.stroke.addCurve(to: p(18, 11), control1: p(6, 3), control2: p(18, 3))
            d.stroke.addLine(to: p(18, 17))
            d.line(p(3.5, 17.2), p(20.5, 17.2))
            d.stroke.move(to: p(9.8, 20))
            d.stroke.addQuadCurve(to: p(14.2, 20), control: p(12, 22.5))
        case "photo":
            d.box(CGRect(x: 2.5, y: 4.5, width: 19, height: 15), 2.5)
            d.line(p(3, 17), p(9, 11.5), p(13.5, 15.5), p(16.5, 13), p(21, 17))
            d.circle(16, 8.8, 1.8, filled: true)
        case "mic":
            d.box(CGRect(x: 9, y: 2.5, width: 6, height: 11.5), 3)
            d.stroke.move(to: p(5.5, 11))
            d.stroke.addCurve(to: p(18.5, 11), control1: p(5.5, 20), control2: p(18.5, 20))
            d.line(p(12, 17.8), p(12, 21.5))
            d.line(p(8.5, 21.5), p(15.5, 21.5))
        case "message":
            d.stroke.addEllipse(in: CGRect(x: 2.5, y: 3.5, width: 19, height: 15))
            d.line(p(6.5, 16.5), p(4, 21), p(9.5, 18.3))
        case "phone":
            d.stroke.move(to: p(6, 2.8))
            d.stroke.addLine(to: p(9, 2.8))
            d.stroke.addLine(to: p(10.5, 7.8))
            d.stroke.addLine(to: p(8.2, 9.5))
            d.stroke.addCurve(to: p(14.5, 15.8), control1: p(9.4, 12.2), control2: p(11.8, 14.6))
            d.stroke.addLine(to: p(16.2, 13.5))
            d.stroke.addLine(to: p(21.2, 15))
            d.stroke.addLine(to: p(21.2, 18))
            d.stroke.addCurve(to: p(18, 21.2), control1: p(21.2, 20), control2: p(20, 21.2))
            d.stroke.addCurve(to: p(2.8, 6), control1: p(10, 21.2), control2: p(2.8, 14))
            d.stroke.addCurve(to: p(6, 2.8), control1: p(2.8, 4), control2: p(4, 2.8))
            d.stroke.closeSubpath()
        case "paperclip":
            d.stroke.move(to: p(16.5, 7))
            d.stroke.addLine(to: p(16.5, 16.5))
            d.stroke.addArc(center: p(12.25, 16.5), radius: 4.25, startAngle: 0, endAngle: .pi, clockwise: false)
            d.stroke.addLine(to: p(8, 6))
            d.stroke.addArc(center: p(11, 6), radius: 3, startAngle: .pi, endAngle: 0, clockwise: false)
            d.stroke.addLine(to: p(14, 15.5))
            d.stroke.addArc(center: p(12, 15.5), radius: 2, startAngle: 0, endAngle: .pi, clockwise: false)
            d.stroke.addLine(to: p(10, 8))
        case "link":
            let turn = CGAffineTransform(rotationAngle: -.pi / 4)
            d.stroke.addRoundedRect(
                in: CGRect(x: -7.5, y: -3.2, width: 11, height: 6.4), cornerWidth: 3.2, cornerHeight: 3.2,
                transform: turn.concatenating(CGAffineTransform(translationX: 8.5, y: 15.5)))
            d.stroke.addRoundedRect(
                in: CGRect(x: -3.5, y: -3.2, width: 11, height: 6.4), cornerWidth: 3.2, cornerHeight: 3.2,
                transform: turn.concatenating(CGAffineTransform(translationX: 15.5, y: 8.5)))
        case "globe":
            d.circle(12, 12, 9.8)
            d.stroke.addEllipse(in: CGRect(x: 7.5, y: 2.2, width: 9, height: 19.6))
            d.line(p(2.2, 12), p(21.8, 12))
            d.line(p(4, 7), p(20, 7))
            d.line(p(4, 17), p(20, 17))
        case "wifi":
            let d2: CGFloat = .pi / 180
            for radius: CGFloat in [5, 10, 15] {
                d.stroke.move(to: p(12 + radius * cos(-135 * d2), 20 + radius * sin(-135 * d2)))
                d.stroke.addArc(center: p(12, 20), radius: radius, startAngle: -135 * d2, endAngle: -45 * d2, clockwise: false)
            }
            d.circle(12, 20, 1.6, filled: true)
        case "sun.max":
            d.circle(12, 12, 4.2)
            for i in 0..<8 {
                let angle = CGFloat(i) * .pi / 4
                d.line(p(12 + 7.2 * cos(angle), 12 + 7.2 * sin(angle)), p(12 + 10 * cos(angle), 12 + 10 * sin(angle)))
            }
        default: return false
        }
        return true
    }
}
