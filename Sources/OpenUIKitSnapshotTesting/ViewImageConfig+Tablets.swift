import OpenUIKit

// The iPads of swift-snapshot-testing 1.19.7 (`Common/View.swift`): each
// size in Split View (a third, half, two thirds or all of the screen's
// width) with its traits, and the safe area it gives (a 20-point status
// bar; 24 and 20 points on the iPad Pro 11-inch). Its full-screen sizes
// are Apple's: 1024 × 768 points for the iPad mini and 9.7-inch iPad,
// 1194 × 834 for the iPad Pro 11-inch, 1366 × 1024 for the 12.9-inch
// (the Human Interface Guidelines' "Layout", device screen sizes).
extension ViewImageConfig {
    /// A tablet: its widths in landscape (a third, a half, two thirds,
    /// full) and in portrait (a third, two thirds, full); the Split View
    /// widths below `compactBelow` have a compact horizontal size class.
    private static func _tablet(
        _ orientation: TabletOrientation, landscape: [CGFloat], portrait: [CGFloat], compactBelow: CGFloat,
        safeArea: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    ) -> ViewImageConfig {
        let long = landscape[3]
        let short = portrait[2]
        let size: CGSize
        switch orientation {
        case .landscape(.oneThird): size = CGSize(width: landscape[0], height: short)
        case .landscape(.oneHalf): size = CGSize(width: landscape[1], height: short)
        case .landscape(.twoThirds): size = CGSize(width: landscape[2], height: short)
        case .landscape(.full): size = CGSize(width: long, height: short)
        case .portrait(.oneThird): size = CGSize(width: portrait[0], height: long)
        case .portrait(.twoThirds): size = CGSize(width: portrait[1], height: long)
        case .portrait(.full): size = CGSize(width: short, height: long)
        }
        let traits: UITraitCollection = size.width < compactBelow ? ._iPadCompactSplitView : ._iPad
        return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
    }

    private static func _full(_ orientation: Orientation) -> TabletOrientation {
        switch orientation {
        case .landscape: .landscape(splitView: .full)
        case .portrait: .portrait(splitView: .full)
        }
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(_full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        _tablet(orientation, landscape: [320, 507, 694, 1024], portrait: [320, 438, 768], compactBelow: 678)
    }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(_full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        _tablet(orientation, landscape: [320, 535, 750, 1080], portrait: [320, 480, 810], compactBelow: 678)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(_full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        _tablet(orientation, landscape: [320, 551, 782, 1112], portrait: [320, 504, 834], compactBelow: 678)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(_full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        _tablet(
            orientation, landscape: [375, 592, 809, 1194], portrait: [320, 504, 834], compactBelow: 678,
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(_full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        // swift-snapshot-testing gives the half (678 points) the regular width.
        _tablet(orientation, landscape: [375, 678, 981, 1366], portrait: [375, 639, 1024], compactBelow: 678)
    }
}
