import OpenUIKit

// The phones of swift-snapshot-testing 1.19.7 (`Common/View.swift`), with
// its sizes and safe areas. Its iPhone 13 agrees with Apple's: 390 × 844
// points (the Human Interface Guidelines' "Layout", device screen sizes)
// with 47 points of safe area at the top and 34 at the bottom in portrait;
// `SnapshotDeviceTests` checks the picture against those numbers.
extension ViewImageConfig {
    /// A phone: `portrait` and `landscape` size and insets; the landscape
    /// size is the portrait one turned.
    static func _phone(
        portrait size: CGSize, portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets,
        _ orientation: Orientation, traits: UITraitCollection
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: portraitInsets, size: size, traits: traits)
        case .landscape:
            ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: size.height, height: size.width), traits: traits)
        }
    }

    /// The status bar of the phones without a notch: 20 points in portrait, none in landscape.
    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    /// The iPhone X, XS, XS Max and XR: the notch and the home indicator.
    private static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    /// The iPhone 12 and 13 (not mini): a deeper sensor housing.
    private static let twelvePortrait = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let twelveLandscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 320, height: 568), portraitInsets: statusBar, landscapeInsets: .zero, orientation,
            traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 375, height: 667), portraitInsets: statusBar, landscapeInsets: .zero, orientation,
            traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 414, height: 736), portraitInsets: statusBar, landscapeInsets: .zero, orientation,
            traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 375, height: 812), portraitInsets: notchPortrait, landscapeInsets: notchLandscape,
            orientation, traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 414, height: 896), portraitInsets: notchPortrait, landscapeInsets: notchLandscape,
            orientation, traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 414, height: 896), portraitInsets: notchPortrait, landscapeInsets: notchLandscape,
            orientation, traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 390, height: 844), portraitInsets: twelvePortrait, landscapeInsets: twelveLandscape,
            orientation, traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 428, height: 926), portraitInsets: twelvePortrait, landscapeInsets: twelveLandscape,
            orientation, traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 390, height: 844), portraitInsets: twelvePortrait, landscapeInsets: twelveLandscape,
            orientation, traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 375, height: 812), portraitInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            landscapeInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), orientation,
            traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        _phone(
            portrait: CGSize(width: 428, height: 926), portraitInsets: twelvePortrait, landscapeInsets: twelveLandscape,
            orientation, traits: .iPhone13ProMax(orientation))
    }
}
