import Foundation
import OpenUIKit

/// A line of the compose sheet: a grey caption ("To:") and a text field
/// after it, with a separator under them, as Mail's compose screen has.
@MainActor
final class ComposeField: UIView {
    let caption: UILabel
    let field = UITextField()
    private let separator = Hairline()
    /// The line's height (Apple's Human Interface Guidelines: 44 points,
    /// the smallest comfortable target for a finger).
    static let height: CGFloat = 44

    init(caption text: String) {
        caption = MailPageViewController.label(text, font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        super.init(frame: .zero)
        for view in [caption, field, separator] as [UIView] {
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let unbounded = CGSize(width: bounds.width, height: .greatestFiniteMagnitude)
        let captionSize = caption.sizeThatFits(unbounded)
        caption.frame = CGRect(
            x: 0, y: (bounds.height - captionSize.height) / 2, width: captionSize.width, height: captionSize.height)
        let x = caption.frame.maxX + 6
        field.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
        let pixel = separator.sizeThatFits(unbounded).height
        separator.frame = CGRect(x: 0, y: bounds.height - pixel, width: bounds.width, height: pixel)
    }
}
