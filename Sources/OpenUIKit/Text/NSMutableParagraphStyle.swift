import Foundation

/// A paragraph style whose values can be changed.
///
/// A length that is not finite is reported and taken as 0; a negative
/// spacing or line height as 0 too (UIKit ignores them), never a trap.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Takes every value of another style.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { _take(obj) }

    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = Self._length(newValue, "lineSpacing", nonNegative: true) }
    }
    open override var paragraphSpacing: CGFloat {
        get { _paragraphSpacing }
        set { _paragraphSpacing = Self._length(newValue, "paragraphSpacing", nonNegative: true) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { _paragraphSpacingBefore }
        set { _paragraphSpacingBefore = Self._length(newValue, "paragraphSpacingBefore", nonNegative: true) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { _lineHeightMultiple }
        set { _lineHeightMultiple = Self._length(newValue, "lineHeightMultiple", nonNegative: true) }
    }
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _minimumLineHeight = Self._length(newValue, "minimumLineHeight", nonNegative: true) }
    }
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _maximumLineHeight = Self._length(newValue, "maximumLineHeight", nonNegative: true) }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { _firstLineHeadIndent }
        set { _firstLineHeadIndent = Self._length(newValue, "firstLineHeadIndent", nonNegative: true) }
    }
    open override var headIndent: CGFloat {
        get { _headIndent }
        set { _headIndent = Self._length(newValue, "headIndent", nonNegative: true) }
    }
    open override var tailIndent: CGFloat {
        get { _tailIndent }
        set { _tailIndent = Self._length(newValue, "tailIndent", nonNegative: false) }
    }

    private static func _length(_ value: CGFloat, _ name: String, nonNegative: Bool) -> CGFloat {
        if value.isFinite, value.magnitude <= 1e7 { return nonNegative ? max(0, value) : value }
        UIFont._report("NSMutableParagraphStyle: \(name) \(value) is not a length; using 0.")
        return 0
    }
}
