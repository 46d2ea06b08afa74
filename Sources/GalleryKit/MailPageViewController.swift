import Foundation
import OpenUIKit

/// A page of the mail sample with real content: a ``ColumnView`` pinned to
/// the safe area at the top and bottom and to the layout margins at the
/// sides (as ``PageViewController``'s content, so the transcript shows
/// where the bars leave room), on a background of `background`.
///
/// Subclasses fill ``content`` in `viewDidLoad()`.
@MainActor
class MailPageViewController: UIViewController {
    /// The page's column, pinned to the safe area and the layout margins.
    let content = ColumnView()
    private let background: UIColor

    init(title: String, background: UIColor) {
        self.background = background
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = background
        view.addPinnedPageContent(content)
    }

    /// A label in `font` and `color`, wrapping to `lines` lines (0: as many as it needs).
    static func label(_ text: String, font: UIFont, color: UIColor = .label, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.numberOfLines = lines
        return label
    }
}
