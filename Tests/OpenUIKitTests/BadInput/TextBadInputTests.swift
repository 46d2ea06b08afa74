import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Fonts, paragraph styles, string measurement and labels fed NaN,
/// infinities, huge, negative and tiny numbers, in a child process (see
/// `BadInputSupport.swift`): misuse is reported, sizes stay finite, the
/// window's trees stay sound.
@MainActor
@Suite(.uikitTest) struct TextBadInputTests {
    @Test func everyNumberInEveryPlace() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    withTestWindow { window in
                        let label = UILabel()
                        label.translatesAutoresizingMaskIntoConstraints = false
                        window.addSubview(label)
                        let other = UILabel()
                        other.text = "baseline"
                        other.translatesAutoresizingMaskIntoConstraints = false
                        window.addSubview(other)
                        NSLayoutConstraint.activate([
                            label.topAnchor.constraint(equalTo: window.topAnchor),
                            other.firstBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
                        ])
                        for value in badNumbers {
                            probe("fonts of size \(value)")
                            let fonts = [
                                UIFont.systemFont(ofSize: value), .systemFont(ofSize: 12, weight: UIFont.Weight(value)),
                                .monospacedSystemFont(ofSize: value, weight: .bold), UIFont(name: "Roboto-Italic", size: value),
                                UIFont.systemFont(ofSize: 17).withSize(value),
                            ].compactMap { $0 }
                            for font in fonts {
                                require(font.lineHeight.isFinite && font.pointSize.isFinite, "\(font) has finite metrics")
                            }

                            probe("paragraph style with \(value)")
                            let style = NSMutableParagraphStyle()
                            style.lineSpacing = value
                            style.paragraphSpacing = value
                            style.lineHeightMultiple = value
                            style.minimumLineHeight = value
                            style.maximumLineHeight = value
                            style.firstLineHeadIndent = value
                            style.headIndent = value
                            style.tailIndent = value
                            let attributes: [NSAttributedString.Key: Any] = [
                                .font: fonts[0], .paragraphStyle: style, .kern: value,
                            ]
                            let size = CGSize(width: value, height: value)
                            let rect = "Mixed 文字 and emoji 👩‍💻 text\nsecond".boundingRect(
                                with: size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes,
                                context: nil)
                            require(rect.width.isFinite && rect.height.isFinite, "boundingRect in \(size) is finite: \(rect)")

                            probe("label with \(value)")
                            label.text = "A label that wraps over several lines"
                            label.font = fonts[0]
                            label.numberOfLines = Int(exactly: value.rounded()) ?? 0
                            label.preferredMaxLayoutWidth = value
                            label.minimumScaleFactor = value
                            label.attributedText = NSAttributedString(string: "styled", attributes: attributes)
                            let fit = label.sizeThatFits(size)
                            require(fit.width.isFinite && fit.height.isFinite, "sizeThatFits(\(size)) is finite: \(fit)")
                            window.layoutIfNeeded()
                            requireSound(window, "after a label with \(value)")
                        }
                    }
                }
            })
    }
}
