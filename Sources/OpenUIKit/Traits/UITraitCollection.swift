import Foundation

/// A size class: the rough amount of space along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    case unspecified = 0
    case compact = 1
    case regular = 2
    public var description: String {
        switch self {
        case .unspecified: ".unspecified"
        case .compact: ".compact"
        case .regular: ".regular"
        }
    }
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable, CustomStringConvertible {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
    public var description: String {
        switch self {
        case .unspecified: ".unspecified"
        case .phone: ".phone"
        case .pad: ".pad"
        case .tv: ".tv"
        case .carPlay: ".carPlay"
        case .mac: ".mac"
        case .vision: ".vision"
        }
    }
}

/// The direction in which leading and trailing run.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CustomStringConvertible {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
    public var description: String {
        switch self {
        case .unspecified: ".unspecified"
        case .leftToRight: ".leftToRight"
        case .rightToLeft: ".rightToLeft"
        }
    }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    case unspecified = 0
    case light = 1
    case dark = 2
    public var description: String {
        switch self {
        case .unspecified: ".unspecified"
        case .light: ".light"
        case .dark: ".dark"
        }
    }
}

/// The traits of an interface environment: size classes, display scale,
/// idiom, layout direction and style.
///
/// Each trait may be unspecified; combining collections with
/// ``init(traitsFrom:)`` lets later collections' specified traits win.
///
/// As in UIKit, a trait collection is an `NSObject` that compares by value.
public final class UITraitCollection: NSObject, Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Points to pixels; 0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceStyle: UIUserInterfaceStyle

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, style: UIUserInterfaceStyle = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        layoutDirection = direction
        userInterfaceStyle = style
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(horizontal: .unspecified) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// Combines collections; for each trait the last collection that
    /// specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified
        var v = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        var idiom = UIUserInterfaceIdiom.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var style = UIUserInterfaceStyle.unspecified
        for t in traitCollections {
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
            if t.layoutDirection != .unspecified { direction = t.layoutDirection }
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
        }
        self.init(horizontal: h, vertical: v, scale: scale, idiom: idiom, direction: direction, style: style)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
    }

    /// Whether the size classes differ, the question containers ask before laying out again.
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    /// Whether `object` is a trait collection with the same value for every trait.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return self == other
    }

    /// Whether two collections have the same value for every trait. Two
    /// collections known to be trait collections compare without
    /// `isEqual(_:)`'s dynamic cast: views and controllers compare their
    /// traits whenever they join a tree.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs === rhs
            || (lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
                && lhs.displayScale == rhs.displayScale && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
                && lhs.layoutDirection == rhs.layoutDirection && lhs.userInterfaceStyle == rhs.userInterfaceStyle)
    }

    /// Whether two collections differ in some trait.
    public static func != (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { !(lhs == rhs) }

    /// The collection with every trait unspecified, which views and
    /// controllers start with.
    static let _unspecified = UITraitCollection()

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }

    /// The size classes, as Swift source: `(horizontal: .compact, vertical: .regular)`.
    var sizeClassSummary: String { "(horizontal: \(horizontalSizeClass), vertical: \(verticalSizeClass))" }

    public override var description: String {
        "UITraitCollection(horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass), "
            + "displayScale: \(displayScale), userInterfaceIdiom: \(userInterfaceIdiom), "
            + "layoutDirection: \(layoutDirection), userInterfaceStyle: \(userInterfaceStyle))"
    }
}

/// An object with a trait collection that can change.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
