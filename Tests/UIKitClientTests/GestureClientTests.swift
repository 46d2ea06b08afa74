import UIKit
import XCTest

/// Gesture recognizers as iOS code adds and configures them, from a plain
/// XCTest case in the Swift 5 language mode.
///
/// Sources: Apple, `UIView.addGestureRecognizer(_:)`, `gestureRecognizers`,
/// `UITapGestureRecognizer.numberOfTapsRequired`, `require(toFail:)`,
/// `UINavigationController.interactivePopGestureRecognizer` (a screen-edge
/// pan; apps commonly set its `delegate` or `isEnabled`).
final class GestureClientTests: ClientTestCase {
    final class Screen: UIViewController, UIGestureRecognizerDelegate {
        var taps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            #if canImport(ObjectiveC)
                let single = UITapGestureRecognizer(target: self, action: #selector(tapped))
                let double = UITapGestureRecognizer(target: self, action: #selector(tapped))
            #else
                let single = UITapGestureRecognizer { [weak self] _ in self?.taps += 1 }
                let double = UITapGestureRecognizer()
            #endif
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            single.delegate = self
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
        }

        #if canImport(ObjectiveC)
            @objc func tapped() { taps += 1 }
        #endif

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    }

    func test_addingGestureRecognizersAsIOSCodeDoes() {
        let screen = Screen()
        screen.loadViewIfNeeded()
        XCTAssertEqual(screen.view.gestureRecognizers?.count, 2)
        let single = screen.view.gestureRecognizers?.first as? UITapGestureRecognizer
        XCTAssertEqual(single?.numberOfTapsRequired, 1)
        XCTAssertEqual(single?.state, .possible)
        XCTAssertTrue(single?.view === screen.view)
        XCTAssertTrue(single?.cancelsTouchesInView == true)
        if let single { screen.view.removeGestureRecognizer(single) }
        XCTAssertEqual(screen.view.gestureRecognizers?.count, 1)
    }

    func test_interactivePopGestureRecognizer() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.loadViewIfNeeded()
        let pop = navigation.interactivePopGestureRecognizer
        XCTAssertNotNil(pop)
        XCTAssertTrue(pop is UIScreenEdgePanGestureRecognizer)
        XCTAssertTrue(pop?.view === navigation.view)
        pop?.isEnabled = false
        XCTAssertEqual(pop?.isEnabled, false)
        #if canImport(OpenUIKit)
            XCTAssertEqual((pop as? UIScreenEdgePanGestureRecognizer)?.edges, .left)
        #endif
    }
}
