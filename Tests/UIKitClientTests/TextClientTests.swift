import UIKit
import XCTest

/// Fonts, attributed strings and labels as iOS code uses them.
///
/// Sources: Apple, `UIFont` (`systemFont(ofSize:weight:)`,
/// `preferredFont(forTextStyle:)`, `lineHeight`); `NSAttributedString.Key`;
/// `NSMutableParagraphStyle`; `boundingRect(with:options:attributes:context:)`
/// ("raise its value to the nearest higher integer using the ceil
/// function" before sizing views); `UILabel` (`numberOfLines`,
/// `intrinsicContentSize`, `firstBaselineAnchor`). The values checked hold
/// on iOS as here: a line is as high as the font's line height, and more
/// lines make a taller rectangle.
final class TextClientTests: ClientTestCase {
    func test_measuringAStringForACell() {
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = .byWordWrapping
        paragraph.alignment = .left
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: paragraph, .foregroundColor: UIColor.black]
        let one = ("Inbox" as NSString).boundingRect(
            with: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: attributes, context: nil)
        XCTAssertEqual(one.height, font.lineHeight, accuracy: 0.001)
        let long = String(repeating: "A message preview that wraps. ", count: 10)
        let many = long.boundingRect(
            with: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        XCTAssertGreaterThan(many.height, 2 * font.lineHeight)
        XCTAssertLessThanOrEqual(many.width, 320)
        XCTAssertEqual(ceil("Inbox".size(withAttributes: [.font: font]).height), ceil(font.lineHeight))
    }

    func test_attributedTextWithSeveralFonts() {
        let text = NSMutableAttributedString(string: "Title ", attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
        text.append(NSAttributedString(string: "subtitle", attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote)]))
        let size = text.size()
        XCTAssertEqual(size.height, UIFont.preferredFont(forTextStyle: .headline).lineHeight, accuracy: 0.001)
        XCTAssertGreaterThan(size.width, 0)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        let body = UIFont.preferredFont(forTextStyle: .body)
        if let bold = body.fontDescriptor.withSymbolicTraits(.traitBold) {
            XCTAssertEqual(UIFont(descriptor: bold, size: 0).pointSize, body.pointSize)
        } else {
            XCTFail("the body style has a bold form")
        }
    }

    func test_aLabelSizesItselfAndAlignsOnItsBaseline() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let title = UILabel()
        title.text = "Settings"
        title.font = .boldSystemFont(ofSize: 34)
        let detail = UILabel()
        detail.text = "General"
        detail.textColor = .gray
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(title.frame.height, title.intrinsicContentSize.height)
        XCTAssertGreaterThan(detail.frame.minY, title.frame.minY)
        XCTAssertLessThan(detail.frame.maxY, title.frame.maxY)
        detail.numberOfLines = 0
        detail.lineBreakMode = .byTruncatingTail
        XCTAssertEqual(detail.sizeThatFits(CGSize(width: 100, height: 100)).height, detail.intrinsicContentSize.height)
    }

    /// Strings and labels draw as a custom view's `draw(_:)` and image
    /// renderers draw them (`draw(at:withAttributes:)`,
    /// `draw(in:withAttributes:)`, `draw(with:options:context:)`,
    /// `UILabel.drawText(in:)`): ink where there was none.
    func test_drawingStringsAndLabels() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 80))
        let empty = renderer.pngData { _ in }
        let png = renderer.pngData { _ in
            ("Inbox" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
            "A preview that wraps".draw(in: CGRect(x: 4, y: 24, width: 80, height: 40), withAttributes: [.foregroundColor: UIColor.gray])
            NSAttributedString(string: "Styled", attributes: [.backgroundColor: UIColor.yellow])
                .draw(with: CGRect(x: 100, y: 20, width: 100, height: 20), options: .usesLineFragmentOrigin, context: nil)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            label.text = "Label"
            label.drawText(in: CGRect(x: 100, y: 50, width: 100, height: 30))
        }
        XCTAssertNotEqual(png, empty)
    }

    /// A title label set up to shrink and tighten as iOS code does
    /// (Apple, `adjustsFontSizeToFitWidth`, `minimumScaleFactor`,
    /// `allowsDefaultTighteningForTruncation`); its intrinsic size stays the
    /// full font's (stackoverflow.com/questions/30061965).
    func test_aTitleLabelThatShrinksAndTightens() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.font = .systemFont(ofSize: 17)
        label.text = "A rather long title for a small label"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.allowsDefaultTighteningForTruncation = true
        label.lineBreakMode = .byTruncatingTail
        XCTAssertTrue(label.adjustsFontSizeToFitWidth && label.allowsDefaultTighteningForTruncation)
        XCTAssertEqual(label.minimumScaleFactor, 0.5)
        XCTAssertGreaterThan(label.intrinsicContentSize.width, 120)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in label.draw(label.bounds) }
        XCTAssertEqual(image.size, label.bounds.size)
    }
}
