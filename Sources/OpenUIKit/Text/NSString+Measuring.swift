import Foundation

/// Measuring strings with attributes, as UIKit's `NSString` drawing additions.
extension NSString {
    /// The size of the string drawn with the attributes: each line as wide
    /// as its text (newlines start lines; nothing wraps), fractional.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string covers when laid out in `size` with the
    /// options and attributes; fractional, as UIKit's.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// Measuring Swift strings with attributes, as UIKit's bridged `NSString` methods.
extension StringProtocol {
    /// The size of the string drawn with the attributes: each line as wide
    /// as its text (newlines start lines; nothing wraps), fractional.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let run = _TextLayout.run(Substring(self), attrs)
        return _TextLayout.boundingRect([run], size: .zero, options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The rectangle the string covers when laid out in `size` with the
    /// options and attributes; fractional, as UIKit's.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        _TextLayout.boundingRect([_TextLayout.run(Substring(self), attributes)], size: size, options: options, context: context)
    }
}
