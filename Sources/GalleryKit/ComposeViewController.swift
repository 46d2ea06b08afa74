import Foundation
import OpenUIKit

/// The compose sheet of the mail sample: a navigation bar of its own
/// ("New Message", Cancel on the left, Send on the right), "To" and
/// "Subject" fields, and the body.
///
/// Send is enabled only while "To" has text (`UIBarButtonItem.isEnabled`,
/// updated on each `.editingChanged`); Cancel and Send dismiss the sheet,
/// then run ``didDismiss``.
@MainActor
final class ComposeViewController: MailPageViewController {
    /// The sheet's own bar, across the top (the sheet is not in a navigation controller).
    let navigationBar = UINavigationBar()
    let to = ComposeField(caption: "To:")
    let subject = ComposeField(caption: "Subject:")
    private let body = MailPageViewController.label(
        "Sent from OpenUIKit", font: .preferredFont(forTextStyle: .body), color: .secondaryLabel, lines: 0)
    /// Runs after Cancel or Send dismissed the sheet, with the button's title.
    var didDismiss: (@MainActor (String) -> Void)?
    private(set) lazy var cancelItem = UIBarButtonItem(
        systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.close(by: "Cancel") })
    /// The action's title is the item's (Apple, `init(title:image:primaryAction:menu:)`:
    /// the primary action's title and image replace the item's).
    private(set) lazy var sendItem = UIBarButtonItem(
        primaryAction: UIAction(title: "Send") { [weak self] _ in self?.close(by: "Send") })

    init() {
        super.init(title: "New Message", background: .systemBackground)
        navigationItem.leftBarButtonItem = cancelItem
        navigationItem.rightBarButtonItem = sendItem
        sendItem.style = .done
        sendItem.isEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.items = [navigationItem]
        view.addSubview(navigationBar)
        to.field.keyboardType = .emailAddress
        to.field.addAction(UIAction { [weak self] _ in self?.updateSend() }, for: .editingChanged)
        content.spacing = 0
        content.addArrangedSubview(to)
        content.addArrangedSubview(subject)
        content.addArrangedSubview(body, after: 12)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = navigationBar.sizeThatFits(CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude)).height
        navigationBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: height)
        // The fields start under the bar.
        content.topInset = height
    }

    private func updateSend() {
        sendItem.isEnabled = !(to.field.text ?? "").isEmpty
    }

    private func close(by button: String) {
        for field in [to.field, subject.field] where field.isFirstResponder {
            _ = field.resignFirstResponder()
        }
        dismiss(animated: true) { [weak self] in self?.didDismiss?(button) }
    }
}
