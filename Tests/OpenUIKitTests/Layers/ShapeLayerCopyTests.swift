import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `CAShapeLayer.init(layer:)` copies every shape property: `init(layer:)`
/// makes the shadow copies Core Animation uses as presentation layers, and
/// subclasses "copy their instance variables into the new object"
/// (https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)).
@MainActor
@Suite(.uikitTest) struct ShapeLayerCopyTests {
    @Test func everyShapePropertyIsCopied() {
        let original = CAShapeLayer()
        original.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        original.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        original.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        original.lineWidth = 3
        original.fillRule = .evenOdd
        original.miterLimit = 4
        original.lineCap = .round
        original.lineJoin = .bevel
        original.lineDashPhase = 2
        original.lineDashPattern = [4, 2]
        original.strokeStart = 0.25
        original.strokeEnd = 0.75
        let copy = CAShapeLayer(layer: original)
        #expect(copy.path == original.path)
        #expect(copy.fillColor == original.fillColor)
        #expect(copy.strokeColor == original.strokeColor)
        #expect(copy.lineWidth == 3)
        #expect(copy.fillRule == .evenOdd)
        #expect(copy.miterLimit == 4)
        #expect(copy.lineCap == .round)
        #expect(copy.lineJoin == .bevel)
        #expect(copy.lineDashPhase == 2)
        #expect(copy.lineDashPattern == [4, 2])
        #expect(copy.strokeStart == 0.25)
        #expect(copy.strokeEnd == 0.75)
    }
}
