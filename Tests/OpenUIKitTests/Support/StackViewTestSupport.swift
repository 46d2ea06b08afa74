import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What the stack view suites share: a view with an intrinsic size, roots,
/// placement helpers, frame rounding and a no-diagnostics check.
@MainActor
protocol StackViewTesting {}

@MainActor
extension StackViewTesting {
    typealias Box = StackTestBox

    /// Frames rounded to 1/1000 point: the solver's arithmetic leaves noise
    /// of about 1e-13 where a division is involved (UIKit would round frames
    /// to the pixel grid; the engine does not).
    func frames(_ views: [UIView]) -> [CGRect] {
        func r(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
        return views.map { CGRect(x: r($0.frame.minX), y: r($0.frame.minY), width: r($0.frame.width), height: r($0.frame.height)) }
    }

    func makeRoot() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)) }

    /// A stack with a fixed frame in a 400 × 400 root.
    func placed(_ stack: UIStackView, in root: UIView, _ frame: CGRect) {
        stack.frame = frame
        root.addSubview(stack)
    }

    /// A stack pinned at the root's top-left corner, sized by its content.
    func pinned(_ stack: UIStackView, in root: UIView) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }

    /// Runs `body` and expects no diagnostics from it.
    func quietly(_ body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let (_, reports) = UIApplication.shared.diagnostics.recording { body() }
        #expect(reports.isEmpty, "\(reports)", sourceLocation: sourceLocation)
    }
}

/// A view with an intrinsic size.
final class StackTestBox: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
    override var intrinsicContentSize: CGSize { size }
}
