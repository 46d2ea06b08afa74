import XCTest

// Written as a UIKit project's test file would be, in XCTest, so that it
// compiles against UIKit unchanged; it must compile against OpenUIKit too.
#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

final class ProfileViewController: UIViewController {
    private(set) var events: [String] = []
    let header = UIView()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 120),
        ])
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        events.append("willMove")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append("didMove")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer_like_setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func layer_like_setup() {
        backgroundColor = .systemRed
        transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

/// On Linux, corelibs XCTest aborts the whole test binary at discovery when
/// an `XCTestCase` class (or test method) is `@MainActor` ("Could not cast
/// value of type '(…) -> @MainActor () -> ()'"): the test hops to the main
/// actor itself. (Swift Testing's `@MainActor` tests have no such problem.)
final class UIKitSourceCompatibilityTests: XCTestCase {
    /// A diagnostic the test did not expect fails it, as in UIKitClientTests'
    /// `ClientTestCase` (Swift Testing's `.uikitTest` trait does not run here).
    override func setUp() async throws {
        try await super.setUp()
        await MainActor.run {
            let diagnostics = UIApplication.shared.diagnostics
            guard diagnostics.unrecordedReportHandler == nil else { return }
            diagnostics.unrecordedReportHandler = { XCTFail("Unexpected diagnostic \($0)") }
        }
    }

    func testAContainerAddsAChildTheUIKitWay() async {
        await MainActor.run { aContainerAddsAChildTheUIKitWay() }
    }
}

@MainActor
private func aContainerAddsAChildTheUIKitWay() {
    UIApplication.shared.clock.useManualTime(startingAt: UIApplication.shared.clock.now)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = UIViewController(nibName: nil, bundle: nil)
    window.rootViewController = container
    window.makeKeyAndVisible()

    let profile = ProfileViewController()
    container.addChild(profile)
    profile.view.frame = container.view.bounds
    container.view.addSubview(profile.view)
    profile.didMove(toParent: container)
    XCTAssertEqual(profile.events, ["willMove", "viewDidLoad", "viewWillAppear", "didMove"])

    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    profile.view.addSubview(badge)
    UIView.animate(
        withDuration: 0.3, delay: 0, options: [.curveEaseOut],
        animations: {
            badge.transform = .identity
        }, completion: nil)

    UIApplication.shared.clock.advance(by: 0.3)
    XCTAssertEqual(profile.events.last, "viewDidAppear")
    XCTAssertEqual(profile.header.frame, CGRect(x: 0, y: 47, width: 390, height: 120))
    XCTAssertEqual(badge.transform, .identity)
    XCTAssertTrue(container.children.contains(profile))
    XCTAssertEqual(profile.parent, container)

    window.isHidden = true
    window.rootViewController = nil
}
