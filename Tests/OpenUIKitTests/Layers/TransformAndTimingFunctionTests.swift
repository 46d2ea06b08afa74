import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `CATransform3D` and `CAMediaTimingFunction`, against the formulas and
/// control points Apple documents for each function and name.
@Suite(.uikitTest) struct TransformAndTimingFunctionTests {
    /// A row vector (x, y, z, 1) through `t`, as Core Animation maps points.
    private func map(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ t: CATransform3D) -> [CGFloat] {
        let v = [x, y, z, 1]
        let columns: [[CGFloat]] = [
            [t.m11, t.m21, t.m31, t.m41], [t.m12, t.m22, t.m32, t.m42], [t.m13, t.m23, t.m33, t.m43],
            [t.m14, t.m24, t.m34, t.m44],
        ]
        return columns.map { column in zip(v, column).map(*).reduce(0, +) }
    }

    private func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func makersPutTheirValuesWhereAppleSays() {
        // Apple, CATransform3DMakeTranslation: [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
        let translation = CATransform3DMakeTranslation(10, 20, 30)
        #expect((translation.m41, translation.m42, translation.m43, translation.m44) == (10, 20, 30, 1))
        #expect(close(map(1, 2, 3, translation), [11, 22, 33, 1]))
        // Apple, CATransform3DMakeScale: [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1].
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect((scale.m11, scale.m22, scale.m33, scale.m44) == (2, 3, 4, 1))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(scale))
    }

    @Test func aRotationAboutZIsTheAffineRotation() {
        // Apple, CATransform3DMakeAffineTransform: [a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1];
        // CGAffineTransform(rotationAngle:) is the same turn in the plane.
        let angle = CGFloat.pi / 6
        let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
        #expect(close(rotation._testEntries, affine._testEntries))
        #expect(CATransform3DIsAffine(rotation))
        let back = CATransform3DGetAffineTransform(affine)
        #expect(abs(back.a - cos(angle)) < 1e-12 && abs(back.b - sin(angle)) < 1e-12)
    }

    @Test func concatenationAppliesTheFirstArgumentFirst() {
        // Apple, CATransform3DConcat: t' = a * b, so a point goes through a, then b.
        let scaleThenMove = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(close(map(1, 1, 0, scaleThenMove), [12, 2, 0, 1]))
        // Apple, CATransform3DTranslate: t' = translate(tx, ty, tz) * t, so the translation comes first.
        let moveThenScale = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(close(map(1, 1, 0, moveThenScale), [22, 2, 0, 1]))
    }

    @Test func anInverseUndoesAndASingularMatrixComesBack() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(5, -7, 2), 0.7, 1, 2, 3)
        let inverse = CATransform3DInvert(t)
        #expect(close(CATransform3DConcat(t, inverse)._testEntries, CATransform3DIdentity._testEntries))
        // Apple, CATransform3DInvert: "Returns the original matrix if 't' has no inverse."
        let flat = CATransform3DMakeScale(1, 1, 0)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
        // A perspective entry leaves the transform not affine.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test func namedTimingFunctionsHaveApplesControlPoints() {
        // Apple, CAMediaTimingFunctionName: easeIn (0.42, 0) (1, 1), easeInEaseOut
        // (0.42, 0) (0.58, 1), default (0.25, 0.1) (0.25, 1); easeOut (0, 0) (0.58, 1).
        // Apple, CAMediaTimingFunction: the end points are (0, 0) and (1, 1).
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.easeIn, [0, 0, 0.42, 0, 1, 1, 1, 1]), (.easeOut, [0, 0, 0, 0, 0.58, 1, 1, 1]),
            (.easeInEaseOut, [0, 0, 0.42, 0, 0.58, 1, 1, 1]), (.default, [0, 0, 0.25, 0.1, 0.25, 1, 1, 1]),
        ]
        for (name, points) in expected {
            let function = CAMediaTimingFunction(name: name)
            var read: [Float] = []
            var pair: [Float] = [0, 0]
            for index in 0..<4 {
                pair.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
                read += pair
            }
            #expect(read == points, "\(name.rawValue)")
        }
    }

    @Test func aTimingFunctionPacesTheChange() {
        // Ease-in-ease-out is symmetric about the middle and slow at both ends.
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(function._value(at: 0.5) - 0.5) < 1e-6)
        #expect(function._value(at: 0.1) < 0.1)
        #expect(function._value(at: 0.9) > 0.9)
        #expect(function._value(at: 0) == 0 && abs(function._value(at: 1) - 1) < 1e-9)
        // Linear: the change follows the time.
        #expect(abs(CAMediaTimingFunction(name: .linear)._value(at: 0.3) - 0.3) < 1e-6)
    }
}

extension CATransform3D {
    /// The entries row by row, for comparisons.
    fileprivate var _testEntries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
