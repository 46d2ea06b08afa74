import Foundation
import OpenUIKit

/// The inbox of the mail sample: a list of messages, one ``InboxRow`` each;
/// a tap on a row shows the message with `show(_:sender:)` (a push, in the
/// navigation controller), and the compose item on the right of the bar
/// runs ``composeAction``.
@MainActor
final class InboxViewController: MailPageViewController {
    let messages: [MailMessage]
    /// The controller a tapped row's message is shown in.
    var messageViewController: MessageViewController?
    /// What the compose bar button item does.
    var composeAction: (@MainActor () -> Void)?
    private(set) var rows: [InboxRow] = []

    init(messages: [MailMessage]) {
        self.messages = messages
        super.init(title: "Inbox", background: .systemBackground)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .compose,
            primaryAction: UIAction { [weak self] _ in self?.composeAction?() })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, message) in messages.enumerated() {
            let row = InboxRow(message: message)
            row.addAction(UIAction { [weak self] _ in self?.open(index) }, for: .touchUpInside)
            rows.append(row)
            content.addArrangedSubview(row)
        }
    }

    /// Shows the message at `index` in ``messageViewController``.
    func open(_ index: Int) {
        guard let messageViewController, messages.indices.contains(index) else { return }
        messageViewController.message = messages[index]
        show(messageViewController, sender: self)
    }
}
