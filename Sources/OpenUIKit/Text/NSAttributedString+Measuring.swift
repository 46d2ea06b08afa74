import Foundation

/// Measuring attributed strings, as UIKit's `NSAttributedString` drawing additions.
extension NSAttributedString {
    /// The size of the string drawn: each line as wide as its text
    /// (newlines start lines; nothing wraps), fractional.
    public func size() -> CGSize {
        _TextLayout.boundingRect(_TextLayout.runs(of: self), size: .zero, options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The rectangle the string covers when laid out in `size` with the
    /// options; fractional, as UIKit's.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        _TextLayout.boundingRect(_TextLayout.runs(of: self), size: size, options: options, context: context)
    }
}
