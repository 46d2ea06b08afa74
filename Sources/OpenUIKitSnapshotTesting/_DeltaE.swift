import Foundation

/// The CIE 1994 colour difference (ΔE*94, graphic-arts weights kL = 1,
/// K1 = 0.045, K2 = 0.015) between two sRGB pixels, composited over white
/// so that transparency counts: 0 is the same colour, 100 about black
/// against white.
///
/// The conversion is the sRGB standard's (IEC 61966-2-1: the piecewise
/// transfer function, the D65 matrix) and CIELAB's (CIE 15, D65 white).
enum _DeltaE {
    static func cie94(_ a: [UInt8], _ b: [UInt8]) -> Double {
        let (l1, a1, b1) = lab(a)
        let (l2, a2, b2) = lab(b)
        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dL = l1 - l2
        let dC = c1 - c2
        let dA = a1 - a2
        let dB = b1 - b2
        let dH2 = max(0, dA * dA + dB * dB - dC * dC)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIELAB of straight RGBA bytes over white.
    static func lab(_ rgba: [UInt8]) -> (Double, Double, Double) {
        let alpha = Double(rgba[3]) / 255
        func linear(_ byte: UInt8) -> Double {
            let c = (Double(byte) / 255) * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgba[0])
        let g = linear(rgba[1])
        let b = linear(rgba[2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
