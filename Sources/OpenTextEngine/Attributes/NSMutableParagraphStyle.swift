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
        set { _set(\._lineSpacing, newValue, "lineSpacing") }
    }
    open override var paragraphSpacing: CGFloat {
        get { _paragraphSpacing }
        set { _set(\._paragraphSpacing, newValue, "paragraphSpacing") }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { _paragraphSpacingBefore }
        set { _set(\._paragraphSpacingBefore, newValue, "paragraphSpacingBefore") }
    }
    open override var lineHeightMultiple: CGFloat {
        get { _lineHeightMultiple }
        set { _set(\._lineHeightMultiple, newValue, "lineHeightMultiple") }
    }
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _set(\._minimumLineHeight, newValue, "minimumLineHeight") }
    }
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _set(\._maximumLineHeight, newValue, "maximumLineHeight") }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { _firstLineHeadIndent }
        set { _set(\._firstLineHeadIndent, newValue, "firstLineHeadIndent") }
    }
    open override var headIndent: CGFloat {
        get { _headIndent }
        set { _set(\._headIndent, newValue, "headIndent") }
    }
    open override var tailIndent: CGFloat {
        get { _tailIndent }
        set { _set(\._tailIndent, newValue, "tailIndent", nonNegative: false) }
    }

    /// Sets a length: one that is not finite is reported and taken as 0, a
    /// negative one as 0 where only non-negative ones make sense.
    private func _set(
        _ length: ReferenceWritableKeyPath<NSParagraphStyle, CGFloat>, _ value: CGFloat, _ name: String, nonNegative: Bool = true
    ) {
        if value.isFinite, value.magnitude <= 1e7 {
            self[keyPath: length] = nonNegative ? max(0, value) : value
            return
        }
        UIFont._report("NSMutableParagraphStyle: \(name) \(value) is not a length; using 0.")
        self[keyPath: length] = 0
    }
}
