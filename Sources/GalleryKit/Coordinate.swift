import Foundation

/// A point on the globe, in degrees: the Tunnel sample's map location.
public struct Coordinate: Equatable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator, from -90 to 90.
    public var latitude: Double
    /// Degrees east of Greenwich, from -180 to 180.
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The point on the other side of the globe: where a tunnel dug straight
    /// down through the centre of the Earth comes out.
    public var antipode: Coordinate {
        Coordinate(latitude: -latitude, longitude: longitude > 0 ? longitude - 180 : longitude + 180)
    }

    /// `(48.85, 2.35)`: two decimals, the same in every process.
    public var description: String {
        "(\(Self.format(latitude)), \(Self.format(longitude)))"
    }

    private static func format(_ degrees: Double) -> String {
        // Round first so that -0.001 prints as 0.00, never as -0.00.
        let rounded = (degrees * 100).rounded() / 100
        return String(format: "%.2f", rounded == 0 ? 0 : rounded)
    }
}
