import OpenUIKit

/// The screen of a ``ViewImageConfig``: its size, the scale of the picture,
/// and the safe area and traits the configuration gives a full-screen
/// window, whatever the window's size.
///
/// swift-snapshot-testing on iOS overrides its window's `safeAreaInsets`;
/// in OpenUIKit a window takes its safe area and traits from its screen
/// (`UIScreen.safeAreaInsets(forWindowSize:)`), so the device is a screen.
final class _SnapshotScreen: UIScreen {
    let safeArea: UIEdgeInsets
    let deviceTraits: UITraitCollection

    init(size: CGSize, scale: CGFloat, safeArea: UIEdgeInsets, traits: UITraitCollection) {
        self.safeArea = safeArea
        deviceTraits = traits
        let idiom = traits.userInterfaceIdiom == .unspecified ? UIUserInterfaceIdiom.phone : traits.userInterfaceIdiom
        super.init(bounds: CGRect(origin: .zero, size: size), scale: scale, idiom: idiom)
    }

    override func safeAreaInsets(forWindowSize size: CGSize) -> UIEdgeInsets { safeArea }

    /// The screen's own traits for `size`, then the configuration's.
    override func traits(forWindowSize size: CGSize) -> UITraitCollection {
        UITraitCollection(traitsFrom: [super.traits(forWindowSize: size), deviceTraits])
    }
}
