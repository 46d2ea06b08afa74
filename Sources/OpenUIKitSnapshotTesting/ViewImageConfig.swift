import OpenUIKit

/// A device to draw a view controller on: the size of its screen in
/// points, the safe-area insets of a full-screen window and its traits.
///
/// swift-snapshot-testing defines this type on iOS only; OpenUIKit's
/// snapshot strategies define it on the other platforms with the same name,
/// members and values, so that `assertSnapshot(of: controller, as:
/// .image(on: .iPhone13))` compiles unchanged. The device presets carry the
/// values of swift-snapshot-testing 1.19.7 (`Sources/SnapshotTesting/
/// Common/View.swift`), the references an iOS team's snapshots were
/// recorded against; see `ViewImageConfig+Phones.swift` and
/// `ViewImageConfig+Tablets.swift`.
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// How a tablet is held, and how much of its screen the app has in
    /// Split View.
    public enum TabletOrientation: Sendable {
        /// The widths of an app in Split View on a tablet held upright.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        /// The widths of an app in Split View on a tablet held sideways.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets of the window the controller is drawn in.
    public var safeArea: UIEdgeInsets
    /// The window's size in points; nil to keep the view's own size.
    public var size: CGSize?
    /// The traits the controller is drawn with.
    public var traits: UITraitCollection

    /// A configuration with the given insets, size and traits (none, the
    /// view's own size and no traits by default).
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}
