import Foundation
import OpenUIKit

/// A row of the mailboxes list, as Mail shows it: the mailbox's symbol in
/// the tint colour, its name, and its unread count in gray at the trailing
/// end.
///
/// 44 points high (the minimum hit target in Apple's Human Interface
/// Guidelines, and UITableView's default row height); the 16-point insets
/// are UIKit's default layout margins.
@MainActor
final class MailboxRowView: UIView {
    static let height: CGFloat = 44
    let symbol = UIImageView()
    let nameLabel = UILabel()
    let countLabel = UILabel()

    init(_ mailbox: Mailbox) {
        super.init(frame: .zero)
        symbol.image = UIImage(systemName: mailbox.symbolName)
        symbol.contentMode = .scaleAspectFit
        nameLabel.show(mailbox.name, in: .body)
        countLabel.show(mailbox.count == 0 ? nil : String(mailbox.count), in: .body, color: .secondaryLabel, alignment: .right)
        for view in [symbol, nameLabel, countLabel] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        symbol.frame = CGRect(x: 16, y: (height - 24) / 2, width: 26, height: 24)
        countLabel.frame = CGRect(x: bounds.width - 16 - 48, y: 0, width: 48, height: height)
        nameLabel.frame = CGRect(x: 54, y: 0, width: max(0, countLabel.frame.minX - 54 - 8), height: height)
    }
}
