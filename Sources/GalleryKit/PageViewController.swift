import Foundation
import OpenUIKit

/// A page of the mail sample: a titled controller whose tinted content
/// view is pinned to its safe area and layout margins with constraints,
/// so the transcript shows where the built-in containers' bars leave room
/// (and, tinted, the picture `gallery mail --png` writes).
@MainActor
final class PageViewController: ColumnViewController {
    init(title: String, tint: UIColor) {
        let content = UIView()
        content.backgroundColor = tint
        super.init(title: title, content: content, pinsToMargins: true)
    }

    required init?(coder: NSCoder) { nil }
}
