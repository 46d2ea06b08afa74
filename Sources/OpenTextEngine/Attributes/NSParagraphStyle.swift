import Foundation

/// How the lines of a paragraph are laid out: alignment, breaking,
/// spacing and indents.
///
/// Immutable, as UIKit's; ``NSMutableParagraphStyle`` is the one to change.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    package var _alignment = NSTextAlignment.natural
    package var _lineBreakMode = NSLineBreakMode.byWordWrapping
    package var _lineSpacing: CGFloat = 0
    package var _paragraphSpacing: CGFloat = 0
    package var _paragraphSpacingBefore: CGFloat = 0
    package var _lineHeightMultiple: CGFloat = 0
    package var _minimumLineHeight: CGFloat = 0
    package var _maximumLineHeight: CGFloat = 0
    package var _firstLineHeadIndent: CGFloat = 0
    package var _headIndent: CGFloat = 0
    package var _tailIndent: CGFloat = 0

    /// Creates the default style.
    public override init() { super.init() }

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The horizontal alignment of the lines.
    open var alignment: NSTextAlignment { _alignment }
    /// How lines that do not fit are broken or shortened.
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    /// The space added between lines, in points.
    open var lineSpacing: CGFloat { _lineSpacing }
    /// The space added after the paragraph, in points.
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    /// The space added before the paragraph, in points.
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    /// The factor the natural line height is multiplied by (0: none).
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    /// The smallest line height (0: none).
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    /// The largest line height (0: none).
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    /// The indent of the paragraph's first line.
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    /// The indent of the paragraph's other lines.
    open var headIndent: CGFloat { _headIndent }
    /// The trailing edge: from the leading margin when positive, from the trailing margin when 0 or negative.
    open var tailIndent: CGFloat { _tailIndent }

    /// Returns an immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy._take(self)
        return copy
    }

    /// Returns a mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy._take(self)
        return copy
    }

    /// Takes every value of another style.
    package func _take(_ other: NSParagraphStyle) {
        _alignment = other._alignment
        _lineBreakMode = other._lineBreakMode
        _lineSpacing = other._lineSpacing
        _paragraphSpacing = other._paragraphSpacing
        _paragraphSpacingBefore = other._paragraphSpacingBefore
        _lineHeightMultiple = other._lineHeightMultiple
        _minimumLineHeight = other._minimumLineHeight
        _maximumLineHeight = other._maximumLineHeight
        _firstLineHeadIndent = other._firstLineHeadIndent
        _headIndent = other._headIndent
        _tailIndent = other._tailIndent
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return _alignment == other._alignment && _lineBreakMode == other._lineBreakMode && _lineSpacing == other._lineSpacing
            && _paragraphSpacing == other._paragraphSpacing && _paragraphSpacingBefore == other._paragraphSpacingBefore
            && _lineHeightMultiple == other._lineHeightMultiple && _minimumLineHeight == other._minimumLineHeight
            && _maximumLineHeight == other._maximumLineHeight && _firstLineHeadIndent == other._firstLineHeadIndent
            && _headIndent == other._headIndent && _tailIndent == other._tailIndent
    }

    open override var hash: Int { _alignment.rawValue &* 31 &+ _lineBreakMode.rawValue }
}
