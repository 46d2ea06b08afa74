import Foundation

/// A piece of a control's look (a track, a thumb, a background): a plain
/// view that takes no touches, so hit testing lands on the control.
@MainActor
final class _ControlPart: UIView {
    /// Draws the part's content, when it has its own drawing.
    var drawing: (@MainActor (CGRect) -> Void)?

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) { drawing?(bounds) }

    /// Fills the part with `color`, rounding its corners by `radius`.
    func fill(_ color: UIColor?, cornerRadius radius: CGFloat) {
        backgroundColor = color
        layer.cornerRadius = radius
    }

    /// Makes the part a white knob with iOS's soft shadow.
    func makeKnob() {
        backgroundColor = .white
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 3
    }
}
