import Foundation
import OpenUIKit

/// A separator line one pixel high (at the window's scale), in the separator colour.
@MainActor
final class Hairline: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 1 / (window?.screen.scale ?? UIScreen.main.scale))
    }
}
