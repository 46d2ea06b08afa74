import InMemoryLogging
import Logging
import PortedFramework
import XCTest

// One compiled example for each edit docs/Porting.md lists, in its order,
// written as the port leaves the code (Swift 5 mode, plain XCTestCase).
// This file imports no UIKit module of its own: it sees UIKit through
// PortedFramework's `@_exported import UIKit`, as iOS files saw it through
// a framework's umbrella header.

// MARK: Target–action becomes UIKit's closure API

/// On iOS: `button.addTarget(self, action: #selector(save), for: .touchUpInside)`
/// with `@objc func save()`.
final class ClosureActionScreen: UIViewController {
    let button = UIButton(type: .system)
    private(set) var saves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addAction(UIAction { [weak self] _ in self?.saves += 1 }, for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.saves += 1 })
        view.addSubview(button)
    }
}

// MARK: @IBOutlet loses its attribute

/// On iOS: `@IBOutlet weak var titleLabel: UILabel!`, set by the storyboard.
final class OutletScreen: UIViewController {
    weak var titleLabel: UILabel!

    override func loadView() {
        let label = UILabel()
        view = UIView()
        view.addSubview(label)
        titleLabel = label
    }
}

// MARK: OSLog becomes swift-log

/// On iOS: `os_log("loaded %d items", log: .default, type: .info, count)`.
final class LoadingScreen: UIViewController {
    let log: Logger

    init(log: Logger) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func load(count: Int) { log.info("loaded \(count) items") }
}

// MARK: Optional protocol requirements are called directly

/// On iOS an `@objc optional` requirement is called `delegate?.pickerDidCancel?(self)`.
/// Here the protocol gives the requirement a default instead.
protocol PickerDelegate: AnyObject {
    func pickerDidCancel(_ picker: PickerScreen)
}

extension PickerDelegate {
    func pickerDidCancel(_ picker: PickerScreen) {}
}

final class PickerScreen: UIViewController {
    weak var delegate: PickerDelegate?
    func cancel() { delegate?.pickerDidCancel(self) }
}

final class CancellingHost: PickerDelegate {
    var cancelled = 0
    func pickerDidCancel(_ picker: PickerScreen) { cancelled += 1 }
}

final class SilentHost: PickerDelegate {}

// MARK: Overrides move from extensions into the class body

/// On iOS `extension LoggingScreen { override func viewWillAppear(_:) }` compiled
/// (the method is `@objc`); here the override sits in the class.
final class LoggingScreen: UIViewController {
    private(set) var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

// MARK: Controllers made from a generic type use a factory

/// On iOS `T(nibName: nil, bundle: nil)` compiles for `T: UIViewController`
/// (Objective-C initializers are dynamic); Swift needs a `required`
/// initializer to call one through a metatype, so the port passes a
/// factory instead.
func makeScreen<T: UIViewController>(_ make: () -> T) -> T {
    let screen = make()
    screen.loadViewIfNeeded()
    return screen
}

// MARK: KVO becomes a property observer or a closure

/// On iOS `observe(\.progress, options: [.new]) { … }` on an `@objc dynamic`
/// property; here the property calls back itself.
final class UploadScreen: UIViewController {
    var onProgress: ((Double) -> Void)?
    var progress = 0.0 {
        didSet { onProgress?(progress) }
    }
}

final class PortingGuideClientTests: ClientTestCase {
    func test_closureActionsReplaceTargetAction() {
        let screen = ClosureActionScreen()
        screen.loadViewIfNeeded()
        // Apple, UIControl.sendActions(for:): calls every action registered for the events.
        screen.button.sendActions(for: .touchUpInside)
        XCTAssertEqual(screen.saves, 1)
        XCTAssertNotNil(screen.navigationItem.rightBarButtonItem?.primaryAction)
    }

    func test_anOutletWithoutItsAttributeIsSetInCode() {
        let screen = OutletScreen()
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.titleLabel?.superview === screen.view)
    }

    func test_swiftLogReplacesOSLog() {
        let handler = InMemoryLogHandler()
        let screen = LoadingScreen(log: Logger(label: "com.example.app") { _ in handler })
        screen.load(count: 3)
        XCTAssertEqual(handler.entries.map(\.message.description), ["loaded 3 items"])
        XCTAssertEqual(handler.entries.map(\.level), [.info])
    }

    func test_anOptionalRequirementIsCalledDirectly() {
        let picker = PickerScreen()
        let host = CancellingHost()
        picker.delegate = host
        picker.cancel()
        XCTAssertEqual(host.cancelled, 1)
        let silent = SilentHost()
        picker.delegate = silent
        picker.cancel() // the default: nothing happens, as with an unimplemented optional method
        XCTAssertEqual(host.cancelled, 1)
    }

    func test_anOverrideInTheClassBodyIsCalled() {
        let screen = LoggingScreen()
        let host = WindowHost(screen)
        spinRunLoop()
        // Apple, viewWillAppear(_:): called once as the view is about to be shown.
        XCTAssertEqual(screen.appearances, 1)
        host.tearDown()
    }

    func test_aFactoryMakesAControllerOfAGenericType() {
        let screen = makeScreen { FrameworkScreen(nibName: nil, bundle: nil) }
        XCTAssertTrue(screen.isViewLoaded)
        XCTAssertEqual(screen.title, FrameworkScreen.defaultTitle)
    }

    func test_aPropertyObserverReplacesKVO() {
        let screen = UploadScreen()
        var seen: [Double] = []
        screen.onProgress = { seen.append($0) }
        screen.progress = 0.5
        screen.progress = 1
        XCTAssertEqual(seen, [0.5, 1])
    }

    func test_UIKitComesThroughTheFrameworksExport() {
        // This file imports PortedFramework only; UIKit's names resolve through it.
        let navigation = UINavigationController(rootViewController: FrameworkScreen())
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }
}
