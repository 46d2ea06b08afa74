import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A label's intrinsic size and baselines in Auto Layout.
///
/// Sources: Apple, `UILabel` (`numberOfLines` 1, `lineBreakMode`
/// `.byTruncatingTail`, `font` the 17-point system font, `textColor`
/// `.label` by default); `intrinsicContentSize`; `firstBaselineAnchor` ("the
/// baseline for the topmost line of text"); `lastBaselineAnchor`;
/// `boundingRect(with:…)` ("raise its value to the nearest higher integer
/// using the ceil function" — a label rounds up to the screen's pixels, so
/// a 17-point label is 61/3 points high at 3×: 20.287109375 × 3 = 60.86).
@MainActor
@Suite(.uikitTest) struct LabelLayoutTests {
    /// Adds labels to `root` for Auto Layout to place.
    func place(_ labels: [UILabel], in root: UIView) {
        for label in labels {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
    }

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.textColor == .label)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func theIntrinsicSizeIsTheTextRoundedUpToPixels() throws {
        let label = UILabel()
        label.text = "Hello"
        let width = try RobotoAdvances().width("Hello", size: 17)
        #expect(label.intrinsicContentSize == CGSize(width: (width * 3).rounded(.up) / 3, height: 61.0 / 3))
        label.text = "Hello world, a longer line"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 60
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 60 && wrapped.height > 2 * label.font.lineHeight)
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == wrapped)
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize.height == (2 * label.font.lineHeight * 3).rounded(.up) / 3)
    }

    @Test func baselinesAlignLabelsOfDifferentFonts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let small = UILabel()
        let large = UILabel()
        small.text = "small"
        large.text = "Large"
        large.font = .systemFont(ofSize: 34)
        place([small, large], in: root)
        let aligned = small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor)
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            large.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
            aligned,
        ])
        root.layoutIfNeeded()
        // Each label's text is centred in its pixel-rounded height.
        func baseline(_ label: UILabel) -> CGFloat {
            let font = label.font!
            return label.frame.minY + (label.frame.height - font.lineHeight) / 2 + font.ascender
        }
        #expect(abs(baseline(small) - baseline(large)) < 1.0 / 3 + 1e-9)
        #expect(large.frame.height == (34 * 2444 / 2048 * 3).rounded(.up) / 3)
        // A font change moves the baseline constraint with it.
        small.font = .systemFont(ofSize: 8)
        root.layoutIfNeeded()
        #expect(abs(baseline(small) - baseline(large)) < 1.0 / 3 + 1e-9)
        // A constant moves one baseline from the other, the label's offset kept.
        aligned.constant = 6
        root.layoutIfNeeded()
        #expect(abs(baseline(small) - baseline(large) - 6) < 1.0 / 3 + 1e-9)
        #expect(root.invariantViolations().isEmpty)
    }

    @Test func lastBaselinesOfMultilineLabels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let lines = UILabel()
        let single = UILabel()
        lines.text = "one\ntwo\nthree"
        lines.numberOfLines = 0
        single.text = "after"
        place([lines, single], in: root)
        NSLayoutConstraint.activate([
            lines.topAnchor.constraint(equalTo: root.topAnchor),
            lines.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            single.leadingAnchor.constraint(equalTo: lines.trailingAnchor),
            single.lastBaselineAnchor.constraint(equalTo: lines.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let font = UIFont.systemFont(ofSize: 17)
        let lastBaseline = lines.frame.minY + (lines.frame.height - 3 * font.lineHeight) / 2 + 2 * font.lineHeight + font.ascender
        let singleBaseline = single.frame.minY + (single.frame.height - font.lineHeight) / 2 + font.ascender
        #expect(abs(lastBaseline - singleBaseline) < 1.0 / 3 + 1e-9)
        #expect(single.frame.minY > 2 * font.lineHeight - 1)
    }

    /// Apple, `UIStackView.Alignment.firstBaseline`: "A layout where the
    /// stack view aligns its arranged views based on their first baseline."
    @Test func aStackViewAlignsLabelsOnTheirFirstBaselines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let big = UILabel()
        let small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 40)
        small.text = "small"
        small.font = .systemFont(ofSize: 11)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.axis = .horizontal
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        func baseline(_ label: UILabel) -> CGFloat {
            label.frame.minY + (label.frame.height - label.font.lineHeight) / 2 + label.font.ascender
        }
        #expect(abs(baseline(big) - baseline(small)) < 1.0 / 3 + 1e-9)
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test func misuseIsReported() {
        let label = UILabel()
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            label.preferredMaxLayoutWidth = .nan
            label.minimumScaleFactor = 2
            label.numberOfLines = -4
            label.text = "x"
        }
        #expect(reports.count == 2)
        #expect(label.preferredMaxLayoutWidth == 0 && label.minimumScaleFactor == 0)
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
    }
}
