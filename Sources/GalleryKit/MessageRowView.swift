import Foundation
import OpenUIKit

/// A row of a message list, as Mail shows it: the sender in bold with the
/// date at the trailing end, the subject, and two lines of the message's
/// text in gray; a blue dot in the leading inset when it is unread.
///
/// Fonts are the text styles Mail uses (headline for the sender,
/// subheadline for the rest: Apple's Human Interface Guidelines,
/// Typography, the iOS Dynamic Type sizes at Large: 17 semibold and 15).
@MainActor
final class MessageRowView: UIView {
    static let height: CGFloat = 96
    let unreadDot = UIView()
    let senderLabel = UILabel()
    let dateLabel = UILabel()
    let subjectLabel = UILabel()
    let previewLabel = UILabel()

    init(_ message: MailMessage) {
        super.init(frame: .zero)
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 5
        unreadDot.isHidden = !message.isUnread
        senderLabel.show(message.sender, in: .headline)
        dateLabel.show(message.date, in: .subheadline, color: .secondaryLabel, alignment: .right)
        subjectLabel.show(message.subject, in: .subheadline)
        previewLabel.show(message.preview, in: .subheadline, color: .secondaryLabel)
        previewLabel.numberOfLines = 2
        for view in [unreadDot, senderLabel, dateLabel, subjectLabel, previewLabel] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leading: CGFloat = 28
        let width = max(0, bounds.width - leading - 16)
        unreadDot.frame = CGRect(x: 10, y: 16, width: 10, height: 10)
        let dateWidth = min(dateLabel.intrinsicContentSize.width.rounded(.up), width / 2)
        dateLabel.frame = CGRect(x: leading + width - dateWidth, y: 10, width: dateWidth, height: 22)
        senderLabel.frame = CGRect(x: leading, y: 10, width: max(0, width - dateWidth - 8), height: 22)
        subjectLabel.frame = CGRect(x: leading, y: 32, width: width, height: 20)
        previewLabel.frame = CGRect(x: leading, y: 52, width: width, height: 40)
    }
}
