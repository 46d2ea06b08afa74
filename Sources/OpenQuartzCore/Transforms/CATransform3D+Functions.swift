import Foundation

// Core Animation's transform functions. Each formula is the one Apple's
// documentation gives for the function of that name.

/// The identity transform: [1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1].
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a._entries == b._entries
}

/// A transform that translates by (`tx`, `ty`, `tz`): t' = [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A transform that scales by (`sx`, `sy`, `sz`): t' = [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1].
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A transform that rotates by `angle` radians about the vector (`x`, `y`,
/// `z`); a vector of zero length gives the identity (Apple leaves that
/// case undefined).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let u = 1 - c
    return CATransform3D(
        m11: u * x * x + c, m12: u * x * y + s * z, m13: u * x * z - s * y, m14: 0,
        m21: u * x * y - s * z, m22: u * y * y + c, m23: u * y * z + s * x, m24: 0,
        m31: u * x * z + s * y, m32: u * y * z - s * x, m33: u * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` translated first: t' = translate(tx, ty, tz) × t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz)._times(t)
}

/// `t` scaled first: t' = scale(sx, sy, sz) × t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz)._times(t)
}

/// `t` rotated first: t' = rotation(angle, x, y, z) × t.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z)._times(t)
}

/// `b` concatenated to `a`: t' = a × b (`a` applies first).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a._times(b)
}

/// The inverse of `t`, or `t` itself when it has none.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var m = t._entries
    var inverse = CATransform3DIdentity._entries
    for column in 0..<4 {
        var pivot = column
        for row in column..<4 where abs(m[row * 4 + column]) > abs(m[pivot * 4 + column]) { pivot = row }
        let value = m[pivot * 4 + column]
        guard value != 0, value.isFinite else { return t }
        for k in 0..<4 {
            m.swapAt(column * 4 + k, pivot * 4 + k)
            inverse.swapAt(column * 4 + k, pivot * 4 + k)
        }
        for k in 0..<4 {
            m[column * 4 + k] /= value
            inverse[column * 4 + k] /= value
        }
        for row in 0..<4 where row != column {
            let factor = m[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                m[row * 4 + k] -= factor * m[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(_entries: inverse)
}

/// The 3D transform of an affine one: [a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1].
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` is exactly an affine transform (it leaves z and w alone).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine transform `t` is (meaningful when ``CATransform3DIsAffine(_:)``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
