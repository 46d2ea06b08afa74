import OpenUIKit

extension UIKitWorkloads {
    /// A screen laid out by Auto Layout: rows of ten cells inside a root
    /// controller's view, each row below the previous one, each cell after
    /// its neighbour with equal widths, everything inside the margins.
    @MainActor
    public final class Screen {
        public let window: UIWindow
        public let root = UIViewController()
        public private(set) var constraints: [NSLayoutConstraint] = []
        /// The spacing inside the middle row: changing it moves ten views.
        public private(set) var spacing: NSLayoutConstraint!
        public let viewCount: Int

        public init(viewCount: Int) {
            self.viewCount = viewCount
            UIApplication.shared.clock.useManualTime()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = root
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
        }

        /// Builds the cells and their constraints and runs the first layout.
        @inline(never) // a profiler can find it
        public func firstLayout() {
            let container = root.view!
            let margins = container.layoutMarginsGuide
            var previousRow: UIView?
            let rows = max(1, viewCount / 10)
            for row in 0..<rows {
                var previous: UIView?
                var first: UIView?
                for column in 0..<10 {
                    let cell = UIView()
                    cell.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(cell)
                    var made = [cell.heightAnchor.constraint(equalToConstant: 30)]
                    if let rowAbove = previousRow {
                        made.append(cell.topAnchor.constraint(equalTo: rowAbove.bottomAnchor, constant: 8))
                    } else {
                        made.append(cell.topAnchor.constraint(equalTo: margins.topAnchor))
                    }
                    if let previous {
                        let gap = cell.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 4)
                        if row == rows / 2 && column == 5 { spacing = gap }
                        made.append(gap)
                        made.append(cell.widthAnchor.constraint(equalTo: first!.widthAnchor))
                    } else {
                        made.append(cell.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
                        first = cell
                    }
                    if column == 9 { made.append(cell.trailingAnchor.constraint(equalTo: margins.trailingAnchor)) }
                    constraints += made
                    previous = cell
                }
                previousRow = first
            }
            NSLayoutConstraint.activate(constraints)
            UIApplication.shared.runUntilIdle()
        }

        /// Changes one constant and runs the re-layout it causes.
        @inline(never) // a profiler can find it
        public func relayoutAfterOneConstantChange() {
            spacing.constant = spacing.constant == 4 ? 12 : 4
            UIApplication.shared.runUntilIdle()
        }

        public func tearDown() {
            window.isHidden = true
            window.rootViewController = nil
        }
    }
}
