import Foundation
import OpenUIKit

/// Rows one under the other from the top, each as high as `rowHeight`,
/// with a hairline separator under each inset from the leading edge as a
/// plain table view's are (`separatorInset`'s default left inset of 16,
/// the layout margin).
@MainActor
final class RowListView: UIView {
    private let rows: [UIView]
    private let separators: [UIView]
    private let rowHeight: CGFloat
    private let separatorInset: CGFloat

    init(rows: [UIView], rowHeight: CGFloat, separatorInset: CGFloat = 16) {
        self.rows = rows
        self.rowHeight = rowHeight
        self.separatorInset = separatorInset
        separators = rows.map { _ in UIView() }
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        for (row, separator) in zip(rows, separators) {
            separator.backgroundColor = .separator
            addSubview(row)
            addSubview(separator)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // One pixel at the screen's scale, as UITableView's separators are.
        let hairline = 1 / max(1, window?.screen.scale ?? 2)
        var y: CGFloat = 0
        for (row, separator) in zip(rows, separators) {
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: rowHeight)
            y += rowHeight
            separator.frame = CGRect(x: separatorInset, y: y - hairline, width: max(0, bounds.width - separatorInset), height: hairline)
        }
    }
}
