import GalleryKit
import OpenUIKitTesting
import Testing

@Suite(.uikitTest) struct CoordinateTests {
    @Test(arguments: [
        (Coordinate(latitude: 48.85, longitude: 2.35), Coordinate(latitude: -48.85, longitude: -177.65)),
        (Coordinate(latitude: -33.87, longitude: 151.21), Coordinate(latitude: 33.87, longitude: -28.79)),
        (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 180)),
        (Coordinate(latitude: 10, longitude: -20), Coordinate(latitude: -10, longitude: 160)),
    ])
    func antipode(of location: Coordinate, is expected: Coordinate) {
        #expect(location.antipode.latitude.isApproximatelyEqual(to: expected.latitude))
        #expect(location.antipode.longitude.isApproximatelyEqual(to: expected.longitude))
        #expect(location.antipode.antipode.longitude.isApproximatelyEqual(to: location.longitude == 0 ? 0 : location.longitude))
    }

    @Test func descriptionHasTwoDecimalsAndNoNegativeZero() {
        #expect(Coordinate(latitude: 48.85, longitude: 2.35).description == "(48.85, 2.35)")
        #expect(Coordinate(latitude: -0.001, longitude: 180).description == "(0.00, 180.00)")
    }
}

extension Double {
    func isApproximatelyEqual(to other: Double) -> Bool { abs(self - other) < 1e-9 }
}
