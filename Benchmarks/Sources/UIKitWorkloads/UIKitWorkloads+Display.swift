@_spi(Testing) import OpenUIKit

extension UIKitWorkloads {
    /// The Auto Layout ``Screen`` with a background colour on its root view
    /// and on every cell, so that display has pixels to paint in the
    /// window's backing store (390 × 844 points at 3×).
    @MainActor
    public final class PaintedScreen {
        public let screen: Screen
        /// The gap after the fifth cell of a row near the top (row 5, on
        /// screen whatever the size): changing it moves and resizes that
        /// row's ten cells.
        public let visibleGap: NSLayoutConstraint

        /// The colours cells take, in turn.
        static let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemRed, .systemYellow, .systemGray]

        /// Builds the screen, lays it out, colours it and paints it once (none
        /// of it timed); `roundedWithShadows` gives every cell a corner radius
        /// of 4 and a shadow (opacity 0.3, radius 2, offset (0, 1)).
        public init(viewCount: Int, roundedWithShadows: Bool = false) {
            screen = Screen(viewCount: viewCount)
            screen.firstLayout()
            let container = screen.root.view!
            container.backgroundColor = .secondarySystemBackground
            let cells = container.subviews
            for (index, cell) in cells.enumerated() {
                cell.backgroundColor = Self.palette[index % Self.palette.count]
                if roundedWithShadows {
                    cell.layer.cornerRadius = 4
                    cell.layer.shadowOpacity = 0.3
                    cell.layer.shadowRadius = 2
                    cell.layer.shadowOffset = CGSize(width: 0, height: 1)
                }
            }
            let row = min(5, max(1, viewCount / 10) - 1)
            let cell = cells[min(cells.count - 1, row * 10 + 5)]
            guard let gap = screen.constraints.first(where: { $0.firstItem === cell && $0.firstAttribute == .leading }) else {
                preconditionFailure("the screen's cells are placed by leading constraints")
            }
            visibleGap = gap
            UIApplication.shared.runUntilIdle()
        }

        /// Changes one constant and runs the turn it causes: re-layout of
        /// the row, then display — the ten cells' old and new frames
        /// painted again.
        @inline(never) // a profiler can find it
        public func relayoutAndDisplayAfterOneConstantChange() {
            visibleGap.constant = visibleGap.constant == 4 ? 12 : 4
            UIApplication.shared.runUntilIdle()
        }

        /// Recolours the root view, which repaints the whole window: the
        /// display pass's cost when everything is damaged.
        @inline(never)
        public func repaintEverything() {
            let container = screen.root.view!
            container.backgroundColor = container.backgroundColor == .white ? .secondarySystemBackground : .white
            UIApplication.shared.runUntilIdle()
        }

        /// How many pixels the last display pass painted again.
        public var lastRecompositedPixels: Int { screen.window.lastDisplayReport.recompositedPixels }

        public func tearDown() { screen.tearDown() }
    }
}
