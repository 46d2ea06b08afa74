import Foundation
@_spi(Testing) import OpenUIKit

extension UIKitWorkloads {
    /// A screen of labels laid out by Auto Layout: rows of two labels, a
    /// title and a detail aligned on its first baseline, each row below the
    /// previous one, inside the margins.
    @MainActor
    public final class LabelScreen {
        /// The shown window and root controller, as the Auto Layout screen's.
        private let screen: Screen
        public var window: UIWindow { screen.window }
        public var root: UIViewController { screen.root }
        public private(set) var labels: [UILabel] = []
        public let labelCount: Int

        public init(labelCount: Int) {
            self.labelCount = labelCount
            screen = Screen(viewCount: labelCount)
        }

        /// Builds the labels and their constraints and runs the first layout.
        @inline(never) // a profiler can find it
        public func firstLayout() {
            let container = root.view!
            let margins = container.layoutMarginsGuide
            var constraints: [NSLayoutConstraint] = []
            var above: UILabel?
            for row in 0..<max(1, labelCount / 2) {
                let title = UILabel()
                let detail = UILabel()
                title.text = "Message \(row) from someone"
                title.font = .preferredFont(forTextStyle: .headline)
                detail.text = "A preview of what they wrote, which wraps onto a second line"
                detail.font = .preferredFont(forTextStyle: .subheadline)
                detail.numberOfLines = 2
                detail.preferredMaxLayoutWidth = 150
                for label in [title, detail] {
                    label.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(label)
                    labels.append(label)
                }
                constraints += [
                    title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                    detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                    above.map { title.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                        ?? title.topAnchor.constraint(equalTo: margins.topAnchor),
                ]
                above = title
            }
            NSLayoutConstraint.activate(constraints)
            UIApplication.shared.runUntilIdle()
        }

        /// Changes the text of one title on screen (the sixth row's) and runs
        /// the turn it causes: the re-layout (the title's width changes, so
        /// its detail moves) and the display (both labels drawn again and
        /// their old and new frames painted in the window).
        @inline(never) // a profiler can find it
        public func relayoutAfterOneTextChange() {
            let label = labels[min(labels.count - 1, 10) & ~1]
            label.text = label.text == "Changed" ? "Message again, longer than before" : "Changed"
            UIApplication.shared.runUntilIdle()
        }

        /// How many pixels the last display pass painted again.
        public var lastRecompositedPixels: Int { window.lastDisplayReport.recompositedPixels }

        public func tearDown() { screen.tearDown() }
    }

    /// Measures `count` different strings of about sixty characters in a
    /// 300-point column, as a table's height calculation does; returns the
    /// total height (so the work is not optimized away).
    @inline(never) // a profiler can find it
    public static func measureStrings(_ count: Int) -> CGFloat {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .body)]
        var total: CGFloat = 0
        for index in 0..<count {
            let text = "Row \(index): a line of text that wraps in a narrow column of a table"
            total +=
                text.boundingRect(
                    with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                    attributes: attributes, context: nil
                ).height
        }
        return total
    }
}
