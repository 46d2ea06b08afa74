import Foundation

extension UISplitViewController {
    /// How the side columns make room beside the secondary column.
    public enum SplitBehavior: Int, Sendable {
        /// The split view decides from its size and style.
        case automatic = 0
        /// Side columns sit beside the secondary, which narrows.
        case tile = 1
        /// Side columns lie over the secondary.
        case overlay = 2
        /// Side columns push the secondary aside, keeping its width.
        case displace = 3
    }
}
