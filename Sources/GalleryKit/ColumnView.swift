import Foundation
import OpenUIKit

/// A view that stacks its arranged subviews from the top, each as wide as the view
/// and as tall as its `sizeThatFits(_:)` for that width, with `spacing`
/// between them: the column of a page of the mail sample (rows, groups,
/// fields), laid out by frames in `layoutSubviews()` as a table view lays
/// out its cells.
@MainActor
final class ColumnView: UIView {
    /// The space above the first subview.
    var topInset: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// The space between two subviews.
    var spacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// The subviews stacked, in order; other subviews are left where they are put.
    private(set) var arrangedSubviews: [UIView] = []
    /// The space above each arranged subview, besides ``spacing``.
    private var extraSpace: [CGFloat] = []

    /// Adds `view` as a subview, stacked under the others, `space` points
    /// further down than ``spacing`` puts it.
    func addArrangedSubview(_ view: UIView, after space: CGFloat = 0) {
        arrangedSubviews.append(view)
        extraSpace.append(space)
        addSubview(view)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y = topInset
        for (view, space) in zip(arrangedSubviews, extraSpace) where !view.isHidden {
            y += space
            let height = view.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height + spacing
        }
    }
}
