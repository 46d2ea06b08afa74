import Foundation

/// A colour space. OpenUIKit draws in sRGB only: every colour space is that
/// one, kept so that Core Graphics calls that take one compile.
public final class CGColorSpace: Sendable {
    /// The sRGB colour space.
    public init() {}
}

/// The device's RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
