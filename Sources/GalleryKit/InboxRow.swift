import Foundation
import OpenUIKit

/// A row of the inbox, laid out as Mail lays out its rows: the sender in
/// the headline style, the date and a chevron at the trailing side, the
/// subject, then two lines of the body in grey, and a separator along the
/// bottom running to the screen's edge.
///
/// The row is a control: a tap on it (a touch-up inside) sends its
/// `.touchUpInside` actions, with which the inbox shows the message.
@MainActor
final class InboxRow: UIControl {
    let message: MailMessage
    private let sender = MailPageViewController.label("", font: .preferredFont(forTextStyle: .headline))
    private let subject = MailPageViewController.label("", font: .preferredFont(forTextStyle: .subheadline))
    private let preview = MailPageViewController.label(
        "", font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel, lines: 2)
    private let date = MailPageViewController.label("", font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    private let chevron = UIImageView(
        image: UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)))
    private let separator = UIView()
    /// The space above the sender and below the preview.
    private static let padding: CGFloat = 11
    /// The space between the date and the chevron.
    private static let chevronGap: CGFloat = 6

    init(message: MailMessage) {
        self.message = message
        super.init(frame: .zero)
        sender.text = message.sender
        subject.text = message.subject
        preview.text = message.body
        date.text = message.date
        chevron.tintColor = .tertiaryLabel
        separator.backgroundColor = .separator
        for view in [sender, subject, preview, date, chevron, separator] as [UIView] {
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width
        let unbounded = CGSize(width: width, height: .greatestFiniteMagnitude)
        let height =
            Self.padding + sender.sizeThatFits(unbounded).height + subject.sizeThatFits(unbounded).height
            + preview.sizeThatFits(unbounded).height + Self.padding
        return CGSize(width: width, height: height.rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let unbounded = CGSize(width: width, height: .greatestFiniteMagnitude)
        let chevronSize = chevron.intrinsicContentSize
        let dateSize = date.sizeThatFits(unbounded)
        let senderHeight = sender.sizeThatFits(unbounded).height
        // The date and the chevron share the sender's line, centred on it.
        chevron.frame = CGRect(
            x: width - chevronSize.width, y: Self.padding + (senderHeight - chevronSize.height) / 2,
            width: chevronSize.width, height: chevronSize.height)
        date.frame = CGRect(
            x: chevron.frame.minX - Self.chevronGap - dateSize.width, y: Self.padding + (senderHeight - dateSize.height) / 2,
            width: dateSize.width, height: dateSize.height)
        sender.frame = CGRect(x: 0, y: Self.padding, width: max(0, date.frame.minX - 8), height: senderHeight)
        let subjectHeight = subject.sizeThatFits(unbounded).height
        subject.frame = CGRect(x: 0, y: sender.frame.maxY, width: width, height: subjectHeight)
        preview.frame = CGRect(x: 0, y: subject.frame.maxY, width: width, height: preview.sizeThatFits(unbounded).height)
        // One pixel high, from the text's leading edge to the window's
        // trailing edge (the row sits in the page's margins).
        let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        let overhang = window.map { $0.bounds.width - convert(CGPoint(x: width, y: 0), to: nil).x } ?? 0
        separator.frame = CGRect(x: 0, y: bounds.height - pixel, width: width + max(0, overhang), height: pixel)
    }
}
