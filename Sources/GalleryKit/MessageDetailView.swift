import Foundation
import OpenUIKit

/// A message as Mail's reading pane shows it: the sender in bold with the
/// date, the recipient in gray, a separator, the subject in a title font
/// and the text wrapped below it.
@MainActor
final class MessageDetailView: UIView {
    let senderLabel = UILabel()
    let dateLabel = UILabel()
    let recipientLabel = UILabel()
    let separator = UIView()
    let subjectLabel = UILabel()
    let bodyLabel = UILabel()

    init(_ message: MailMessage, to recipient: String = "To: Me") {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        senderLabel.show(message.sender, in: .headline)
        dateLabel.show(message.date, in: .subheadline, color: .secondaryLabel, alignment: .right)
        recipientLabel.show(recipient, in: .subheadline, color: .secondaryLabel)
        separator.backgroundColor = .separator
        subjectLabel.show(message.subject, in: .title3)
        subjectLabel.numberOfLines = 2
        bodyLabel.show(message.body, in: .body)
        bodyLabel.numberOfLines = 0
        for view in [senderLabel, dateLabel, recipientLabel, separator, subjectLabel, bodyLabel] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 20
        let width = max(0, bounds.width - 2 * margin)
        dateLabel.frame = CGRect(x: margin + width - 100, y: 16, width: 100, height: 22)
        senderLabel.frame = CGRect(x: margin, y: 16, width: max(0, width - 108), height: 22)
        recipientLabel.frame = CGRect(x: margin, y: 40, width: width, height: 20)
        separator.frame = CGRect(x: margin, y: 70, width: width, height: 0.5)
        let subject = subjectLabel.sizeThatFits(CGSize(width: width, height: 60))
        subjectLabel.frame = CGRect(x: margin, y: 82, width: width, height: subject.height.rounded(.up))
        let top = subjectLabel.frame.maxY + 12
        let body = bodyLabel.sizeThatFits(CGSize(width: width, height: max(0, bounds.height - top)))
        bodyLabel.frame = CGRect(x: margin, y: top, width: width, height: min(body.height.rounded(.up), max(0, bounds.height - top)))
    }
}
