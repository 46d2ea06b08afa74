import UIKit
import XCTest

/// A message cell's content as iOS code builds it with the semantic
/// colours: a gray preview in `secondaryLabel`, a hairline in `separator`,
/// a search field whose attributed placeholder names `placeholderText`.
///
/// Sources: Apple, `UIColor.secondaryLabel` ("the color for text labels
/// that contain secondary content"), `UIColor.separator`,
/// `UIColor.placeholderText` ("the color for placeholder text in controls
/// or text views"), `UIColor.systemPink`; their light variants are
/// translucent (#3C3C43 at 60%, 29% and 30%: Flutter's CupertinoColors,
/// "equivalent to UIColor.secondaryLabel" and so on), so alpha is below 1
/// on iOS as here.
final class SemanticColorClientTests: ClientTestCase {
    final class MessageCellContent: UIView {
        let preview = UILabel()
        let hairline = UIView()
        let search = UITextField()

        override init(frame: CGRect) {
            super.init(frame: frame)
            preview.textColor = .secondaryLabel
            preview.numberOfLines = 2
            hairline.backgroundColor = .separator
            search.attributedPlaceholder = NSAttributedString(
                string: "Search", attributes: [.foregroundColor: UIColor.placeholderText])
            tintColor = .systemPink
            for view in [preview, hairline, search] { addSubview(view) }
        }

        required init?(coder: NSCoder) { nil }
    }

    func test_semanticColorsAreTranslucentGrays() {
        let content = MessageCellContent(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        XCTAssertEqual(content.preview.textColor, .secondaryLabel)
        XCTAssertEqual(content.hairline.backgroundColor, .separator)
        for color in [UIColor.secondaryLabel, .separator, .placeholderText, .tertiaryLabel] {
            var alpha: CGFloat = 0
            XCTAssertTrue(color.getRed(nil, green: nil, blue: nil, alpha: &alpha))
            XCTAssertGreaterThan(alpha, 0.2)
            XCTAssertLessThan(alpha, 0.7)
        }
        XCTAssertEqual(content.search.attributedPlaceholder?.string, "Search")
        XCTAssertEqual(content.tintColor, .systemPink)
    }
}

/// A grouped settings cell styled with the semantic colours as iOS code
/// styles it, from a plain XCTest case in the Swift 5 language mode.
///
/// Sources: Apple, `UIColor` "UI element colors" (`secondaryLabel`,
/// `tertiaryLabel`, `placeholderText`, `separator`, `opaqueSeparator`,
/// `systemGroupedBackground`, `secondarySystemGroupedBackground`) and
/// "Standard colors" (`systemGray2` … `systemGray6`).
final class GroupedSemanticColorClientTests: ClientTestCase {
    final class GroupedViewController: UIViewController {
        let detail = UILabel()
        let hairline = UIView()
        let field = UITextField()
        let card = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            card.backgroundColor = .secondarySystemGroupedBackground
            detail.textColor = .secondaryLabel
            hairline.backgroundColor = .separator
            field.attributedPlaceholder = NSAttributedString(
                string: "Search", attributes: [.foregroundColor: UIColor.placeholderText])
            view.addSubview(card)
            card.addSubview(detail)
            card.addSubview(hairline)
            card.addSubview(field)
        }
    }

    func testGroupedColors() async {
        await MainActor.run {
            let controller = GroupedViewController()
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.view.backgroundColor, UIColor.systemGroupedBackground)
            XCTAssertEqual(controller.card.backgroundColor, UIColor.secondarySystemGroupedBackground)
            XCTAssertEqual(controller.detail.textColor, UIColor.secondaryLabel)
            XCTAssertEqual(controller.hairline.backgroundColor, UIColor.separator)
            let greys: [UIColor] = [.systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6, .opaqueSeparator, .tertiaryLabel]
            XCTAssertEqual(greys.count, 7)
            XCTAssertNotEqual(UIColor.secondaryLabel, UIColor.label)
        }
    }
}
