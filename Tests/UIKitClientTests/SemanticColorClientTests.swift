import XCTest

#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// A grouped settings cell styled with the semantic colours as iOS code
/// styles it, from a plain XCTest case in the Swift 5 language mode.
///
/// Sources: Apple, `UIColor` "UI element colors" (`secondaryLabel`,
/// `tertiaryLabel`, `placeholderText`, `separator`, `opaqueSeparator`,
/// `systemGroupedBackground`, `secondarySystemGroupedBackground`) and
/// "Standard colors" (`systemGray2` … `systemGray6`).
final class SemanticColorClientTests: XCTestCase {
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
