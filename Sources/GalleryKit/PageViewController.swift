import Foundation
import OpenUIKit

/// A page of the mail sample: a titled controller whose content view is
/// pinned to its safe area with constraints, so the transcript shows where
/// the built-in containers' bars leave room (and, tinted, the picture
/// `gallery mail --png` writes).
@MainActor
final class PageViewController: UIViewController {
    /// The content, pinned to the safe area.
    let content = UIView()
    private let tint: UIColor

    init(title: String, tint: UIColor) {
        self.tint = tint
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        content.backgroundColor = tint
        view.addPinnedPageContent(content)
    }
}
