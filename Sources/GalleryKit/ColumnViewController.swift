import Foundation
import OpenUIKit

/// A titled controller whose content view is pinned to its safe area with
/// constraints: from edge to edge (a list or a reading pane, in the split
/// scenario's columns), or between the layout margins.
@MainActor
class ColumnViewController: UIViewController {
    /// The content, pinned to the safe area.
    let content: UIView
    private let pinsToMargins: Bool

    init(title: String, content: UIView, pinsToMargins: Bool = false) {
        self.content = content
        self.pinsToMargins = pinsToMargins
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let safe = view.safeAreaLayoutGuide
        let sides = pinsToMargins ? view.layoutMarginsGuide : safe
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: sides.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: sides.trailingAnchor),
        ])
    }
}
