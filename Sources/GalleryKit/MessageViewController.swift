import Foundation
import OpenUIKit

/// A message of the mail sample, read: the sender in the headline style
/// with the date beside it, the subject in the title 3 style, a separator,
/// and the body, wrapped to as many lines as it needs.
@MainActor
final class MessageViewController: MailPageViewController {
    /// The message shown.
    var message: MailMessage? {
        didSet { if isViewLoaded { show() } }
    }
    private let sender = MailPageViewController.label("", font: .preferredFont(forTextStyle: .headline))
    private let date = MailPageViewController.label("", font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    private let subject = MailPageViewController.label("", font: .preferredFont(forTextStyle: .title3), lines: 0)
    private let separator = Hairline()
    private let body = MailPageViewController.label("", font: .preferredFont(forTextStyle: .body), lines: 0)

    init() {
        super.init(title: "Message", background: .systemBackground)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.topInset = 12
        content.spacing = 8
        for view in [sender, subject, separator, body] as [UIView] {
            content.addArrangedSubview(view)
        }
        content.addSubview(date)
        show()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The date on the sender's line (the first in the column), at its trailing edge.
        let unbounded = CGSize(width: content.bounds.width, height: .greatestFiniteMagnitude)
        let size = date.sizeThatFits(unbounded)
        let senderHeight = sender.sizeThatFits(unbounded).height
        date.frame = CGRect(
            x: content.bounds.width - size.width, y: content.topInset + (senderHeight - size.height) / 2,
            width: size.width, height: size.height)
    }

    private func show() {
        sender.text = message?.sender
        date.text = message?.date
        subject.text = message?.subject
        body.text = message?.body
        content.setNeedsLayout()
    }
}
