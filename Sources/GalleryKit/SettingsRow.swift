import Foundation
import OpenUIKit

/// A row of a settings group: a title at the leading side and a control at
/// the trailing side at its own size (a switch, a stepper), or a control
/// across the row (a slider, a segmented control) when there is no title.
@MainActor
final class SettingsRow: UIView {
    let title: UILabel
    let accessory: UIView
    /// Inside the group's rounded box, as Settings' rows are inset.
    static let inset: CGFloat = 16
    /// A row's height (Apple's Human Interface Guidelines: 44 points).
    static let height: CGFloat = 44

    init(title text: String?, accessory: UIView) {
        title = MailPageViewController.label(text ?? "", font: .preferredFont(forTextStyle: .body))
        title.isHidden = text == nil
        self.accessory = accessory
        super.init(frame: .zero)
        addSubview(title)
        addSubview(accessory)
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.inset
        let width = bounds.width - 2 * inset
        let intrinsic = accessory.intrinsicContentSize
        if title.isHidden {
            let height = intrinsic.height > 0 ? intrinsic.height : bounds.height
            accessory.frame = CGRect(x: inset, y: (bounds.height - height) / 2, width: max(0, width), height: height)
            return
        }
        accessory.frame = CGRect(
            x: bounds.width - inset - intrinsic.width, y: (bounds.height - intrinsic.height) / 2,
            width: intrinsic.width, height: intrinsic.height)
        let titleHeight = title.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        title.frame = CGRect(
            x: inset, y: (bounds.height - titleHeight) / 2, width: max(0, accessory.frame.minX - 8 - inset), height: titleHeight)
    }
}
