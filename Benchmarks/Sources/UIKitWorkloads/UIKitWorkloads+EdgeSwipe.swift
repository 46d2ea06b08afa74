import Foundation
import OpenUIKit

extension UIKitWorkloads {
    /// A screen of a mail list: a title and a preview per row, in a
    /// vertical stack view pinned to the safe area (Auto Layout, labels).
    final class MailList: UIViewController {
        let rows: Int

        init(title: String, rows: Int) {
            self.rows = rows
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            for row in 0..<rows {
                let sender = UILabel()
                sender.text = "Sender \(row)"
                sender.font = .preferredFont(forTextStyle: .headline)
                let preview = UILabel()
                preview.text = "A preview of message \(row), which wraps onto a second line in the list"
                preview.font = .preferredFont(forTextStyle: .subheadline)
                preview.textColor = .gray
                preview.numberOfLines = 2
                stack.addArrangedSubview(sender)
                stack.addArrangedSubview(preview)
            }
            view.addSubview(stack)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            ])
        }
    }

    /// A navigation controller of two mail lists in a shown 390 × 844
    /// window, the second on top, popped by a finger swiping in from the
    /// left edge, one event per frame, each frame's turn (events, layout,
    /// display) run as a device runs it.
    @MainActor
    public final class EdgeSwipe {
        public let window: UIWindow
        public let navigation: UINavigationController
        let rowsPerScreen: Int

        public init(rowsPerScreen: Int) {
            self.rowsPerScreen = rowsPerScreen
            UIApplication.shared.clock.useManualTime()
            navigation = UINavigationController(rootViewController: MailList(title: "Inbox", rows: rowsPerScreen))
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
        }

        /// Pushes a second list without animation (not timed).
        public func pushSecondList() {
            navigation.pushViewController(MailList(title: "Archive", rows: rowsPerScreen), animated: false)
            UIApplication.shared.runUntilIdle()
        }

        /// One swipe: a finger from 1 point inside the left edge, 300 points
        /// to the right over `duration` seconds at `framesPerSecond`, then
        /// lifted, and the pop's animation run to its end at the same rate.
        /// `frame` is called around each frame's work (the clock's advance,
        /// the event and the turn) and returns what it measured.
        public func swipeBack<Sample>(
            framesPerSecond: Double = 120, duration: TimeInterval = 0.4, frame: (_ work: () -> Void) -> Sample
        ) -> (dragging: [Sample], settling: [Sample]) {
            let app = UIApplication.shared
            let step = 1 / framesPerSecond
            let frames = max(1, Int((duration * framesPerSecond).rounded()))
            let y = window.bounds.midY
            let touch = UITouch(_location: CGPoint(x: 1, y: y), in: window, tapCount: 1)
            app.sendEvent(UIEvent(_touches: [touch]))
            app.runUntilIdle()
            var dragging: [Sample] = []
            for index in 1...frames {
                let x = 1 + 300 * CGFloat(index) / CGFloat(frames)
                dragging.append(
                    frame {
                        app.clock.advance(by: step)
                        touch._update(phase: index == frames ? .ended : .moved, location: CGPoint(x: x, y: y))
                        app.sendEvent(UIEvent(_touches: [touch]))
                        app.runUntilIdle()
                    })
            }
            var settling: [Sample] = []
            var limit = Int(5 * framesPerSecond)
            while app.hasRunningAnimations, limit > 0 {
                limit -= 1
                settling.append(frame { app.clock.advance(by: step) })
            }
            return (dragging, settling)
        }

        /// Whether the swipe popped the second list.
        public var popped: Bool { navigation.viewControllers.count == 1 }

        public func tearDown() {
            window.isHidden = true
            window.rootViewController = nil
            UIApplication.shared.runUntilIdle()
        }
    }
}
