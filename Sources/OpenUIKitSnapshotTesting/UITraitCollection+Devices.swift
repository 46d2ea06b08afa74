import OpenUIKit

// The device traits of swift-snapshot-testing 1.19.7 (`Common/View.swift`),
// as `UITraitCollection.iPhone13(.portrait)` and the like. Its phones also
// set `forceTouchCapability` and `preferredContentSizeCategory` (.medium),
// traits OpenUIKit does not have yet; the size classes follow Apple's
// size-class table (Human Interface Guidelines, "Layout"): compact width
// except the Plus and Max phones in landscape, compact height in landscape.
extension UITraitCollection {
    /// A phone's traits: compact width and regular height upright; in
    /// landscape compact height, and regular width when `wideInLandscape`.
    private static func _phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool) -> UITraitCollection {
        let landscape = orientation == .landscape
        return UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: landscape && wideInLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: landscape ? .compact : .regular),
        ])
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: false)
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: false)
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: true)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: false)
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: true)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: true)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: false)
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: true)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: false)
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        _phone(orientation, wideInLandscape: true)
    }

    /// An iPad full screen or in a wide Split View column: regular both ways.
    static let _iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])
    /// An iPad in a narrow Split View column: compact width.
    static let _iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = _iPad
    public static let iPadMini_Compact_SplitView = _iPadCompactSplitView
    public static let iPad9_7 = _iPad
    public static let iPad9_7_Compact_SplitView = _iPadCompactSplitView
    public static let iPad10_2 = _iPad
    public static let iPad10_2_Compact_SplitView = _iPadCompactSplitView
    public static let iPadPro10_5 = _iPad
    public static let iPadPro10_5_Compact_SplitView = _iPadCompactSplitView
    public static let iPadPro11 = _iPad
    public static let iPadPro11_Compact_SplitView = _iPadCompactSplitView
    public static let iPadPro12_9 = _iPad
    public static let iPadPro12_9_Compact_SplitView = _iPadCompactSplitView
}
