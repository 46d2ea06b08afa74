import Foundation
import OpenUIKit

extension UILabel {
    /// Shows `text` in the text style's font and `color`, aligned as
    /// `alignment` says: the labels of the mail sample's rows and message.
    func show(_ text: String?, in style: UIFont.TextStyle, color: UIColor = .label, alignment: NSTextAlignment = .natural) {
        self.text = text
        font = .preferredFont(forTextStyle: style)
        textColor = color
        textAlignment = alignment
    }
}
