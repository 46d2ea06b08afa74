import UIKit
import XCTest

final class CardView: UIView {
    override var description: String { "CardView(tag: \(tag))" }
}

final class SettingsViewController: UIViewController {}

/// What a view or a controller is as an object: UIKit's classes are
/// `NSObject` subclasses, and client code relies on it.
///
/// Sources: Apple, `NSObjectProtocol` (`isEqual(_:)` and `hash`: "objects
/// that are equal must have the same hash value"; `NSObject`'s own
/// `isEqual(_:)` compares identity), `description` ("a string that
/// represents the contents of the receiving class"; `%@` in a format prints
/// it: "String Format Specifiers", `%@` is "Objective-C object, printed as
/// the string returned by descriptionWithLocale: if available, or
/// description otherwise"), `UIColor.isEqual(_:)` (colors with equal
/// components are equal) and `UITraitCollection` (compares by its traits).
/// The exact text of a view's default description is UIKit's shape
/// (`<UIView: 0x…; frame = (0 0; 10 20); …>`) with a serial number in place
/// of the address; a controller of a program is named with its module, as
/// the Objective-C runtime names Swift classes.
final class ObjectSemanticsClientTests: ClientTestCase {
    func test_viewsCompareAndHashByIdentity() {
        let a = UIView()
        let b = UIView()
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        XCTAssertEqual(a.hash, a.hash)
        XCTAssertEqual(Set([a, b, a]).count, 2)

        let container = UIView()
        container.addSubview(a)
        container.addSubview(b)
        XCTAssertEqual(container.subviews, [a, b])
    }

    func test_controllersAsDictionaryKeys() {
        let inbox = UIViewController()
        let settings = SettingsViewController()
        var badges: [UIViewController: Int] = [inbox: 3]
        badges[settings] = 1
        XCTAssertEqual(badges[inbox], 3)
        XCTAssertEqual(badges[settings], 1)
    }

    func test_anOverriddenDescriptionPrintsEverywhere() {
        let card = CardView()
        card.tag = 7
        XCTAssertEqual("\(card)", "CardView(tag: 7)")
        XCTAssertEqual(String(describing: card), "CardView(tag: 7)")
        XCTAssertEqual(String(format: "card: %@", card), "card: CardView(tag: 7)")
    }

    func test_theDefaultDescriptions() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertTrue(view.description.hasPrefix("<UIView: 0x"), view.description)
        XCTAssertTrue(view.description.contains("; frame = (0 0; 10 20)"), view.description)
        XCTAssertTrue(SettingsViewController().description.hasPrefix("<UIKitClientTests.SettingsViewController: 0x"))
        XCTAssertTrue(UIViewController().description.hasPrefix("<UIViewController: 0x"))
    }

    func test_uiKitObjectsPassAsNSObject() {
        func className(_ object: NSObject) -> String { String(describing: type(of: object)) }
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertEqual(className(view), "UIView")
        XCTAssertEqual(className(UIViewController()), "UIViewController")
        XCTAssertEqual(className(constraint), "NSLayoutConstraint")
        XCTAssertEqual(className(UILayoutGuide()), "UILayoutGuide")
        XCTAssertEqual(className(UIColor.red), "UIColor")
        XCTAssertTrue((view as NSObject) is UIResponder)
    }

    func test_colorsAndTraitsCompareByValue() {
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count, 1)
        XCTAssertNotEqual(UIColor.red, UIColor.blue)
        XCTAssertEqual(UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(horizontalSizeClass: .compact))
        XCTAssertNotEqual(UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(horizontalSizeClass: .regular))
    }
}
