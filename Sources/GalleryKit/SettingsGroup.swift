import Foundation
import OpenUIKit

/// A group of settings rows in a white box with rounded corners, the rows
/// parted by separators inset to the rows' text, as an inset grouped list
/// shows them; with the group's header above the box, in small grey capitals.
@MainActor
final class SettingsGroup: UIView {
    let header: UILabel
    let rows: [SettingsRow]
    private let box = UIView()
    private var separators: [Hairline] = []
    /// The header's distance above the box.
    private static let headerGap: CGFloat = 7

    init(header text: String, rows: [SettingsRow]) {
        header = MailPageViewController.label(
            text.uppercased(), font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        self.rows = rows
        super.init(frame: .zero)
        box.backgroundColor = .secondarySystemGroupedBackground
        box.layer.cornerRadius = 10
        box.clipsToBounds = true
        addSubview(header)
        addSubview(box)
        for (index, row) in rows.enumerated() {
            box.addSubview(row)
            if index > 0 {
                let separator = Hairline()
                separators.append(separator)
                box.addSubview(separator)
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    private var headerHeight: CGFloat {
        header.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let headerHeight = header.sizeThatFits(CGSize(width: size.width, height: .greatestFiniteMagnitude)).height
        return CGSize(width: size.width, height: headerHeight + Self.headerGap + CGFloat(rows.count) * SettingsRow.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let headerHeight = headerHeight
        header.frame = CGRect(x: SettingsRow.inset, y: 0, width: bounds.width - SettingsRow.inset, height: headerHeight)
        box.frame = CGRect(
            x: 0, y: headerHeight + Self.headerGap, width: bounds.width, height: CGFloat(rows.count) * SettingsRow.height)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * SettingsRow.height, width: bounds.width, height: SettingsRow.height)
        }
        for (index, separator) in separators.enumerated() {
            let pixel = separator.sizeThatFits(bounds.size).height
            separator.frame = CGRect(
                x: SettingsRow.inset, y: CGFloat(index + 1) * SettingsRow.height - pixel / 2,
                width: bounds.width - SettingsRow.inset, height: pixel)
        }
    }
}
