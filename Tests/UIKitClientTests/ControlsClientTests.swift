import UIKit
import XCTest

/// Buttons, switches, sliders, segmented controls and steppers as iOS code
/// makes and wires them, from a plain XCTest case in the Swift 5 language
/// mode; actions are fired with `sendActions(for:)`, as iOS unit tests do.
///
/// Sources: Apple, `UIButton.Configuration` (`filled()`, `title`,
/// `image`, `cornerStyle`), `UIButton.init(configuration:primaryAction:)`,
/// `UIControl.addAction(_:for:)`, `UISwitch.isOn`, `UISlider.value`,
/// `UISegmentedControl.init(items:)`, `UIStepper.value`.
final class ControlsClientTests: ClientTestCase {
    final class SettingsViewController: UIViewController {
        var log: [String] = []
        let saveButton = UIButton(type: .system)
        let notificationsSwitch = UISwitch()
        let volumeSlider = UISlider()
        let modeControl = UISegmentedControl(items: ["List", "Grid"])
        let countStepper = UIStepper()
        lazy var buyButton: UIButton = {
            var config = UIButton.Configuration.filled()
            config.title = "Buy"
            config.subtitle = "$0.99"
            config.cornerStyle = .capsule
            config.baseBackgroundColor = .systemGreen
            config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            return UIButton(
                configuration: config,
                primaryAction: UIAction { [weak self] _ in
                    self?.log.append("buy")
                })
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            saveButton.setTitle("Save", for: .normal)
            saveButton.setTitleColor(.systemRed, for: .highlighted)
            saveButton.addAction(UIAction { [weak self] _ in self?.log.append("save") }, for: .touchUpInside)
            notificationsSwitch.onTintColor = .systemBlue
            notificationsSwitch.addAction(
                UIAction { [weak self] action in
                    let sender = action.sender as? UISwitch
                    self?.log.append("switch \(sender?.isOn == true)")
                }, for: .valueChanged)
            volumeSlider.minimumValue = 0
            volumeSlider.maximumValue = 10
            volumeSlider.value = 5
            volumeSlider.addAction(
                UIAction { [weak self] _ in
                    guard let self else { return }
                    self.log.append("volume \(Int(self.volumeSlider.value))")
                }, for: .valueChanged)
            modeControl.selectedSegmentIndex = 0
            modeControl.addAction(
                UIAction { [weak self] _ in
                    guard let self else { return }
                    self.log.append("mode \(self.modeControl.selectedSegmentIndex)")
                }, for: .valueChanged)
            countStepper.maximumValue = 10
            countStepper.stepValue = 2
            buyButton.configurationUpdateHandler = { button in
                var config = button.configuration
                config?.showsActivityIndicator = button.isSelected
                button.configuration = config
            }
            for control in [saveButton, notificationsSwitch, volumeSlider, modeControl, countStepper, buyButton] as [UIControl] {
                control.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(control)
            }
        }
    }

    func test_controlsAsIOSCodeWiresThem() async {
        await MainActor.run {
            let screen = SettingsViewController()
            screen.loadViewIfNeeded()
            screen.saveButton.sendActions(for: .touchUpInside)
            screen.notificationsSwitch.setOn(true, animated: false)
            screen.notificationsSwitch.sendActions(for: .valueChanged)
            screen.volumeSlider.setValue(20, animated: true)
            screen.volumeSlider.sendActions(for: .valueChanged)
            screen.modeControl.selectedSegmentIndex = 1
            screen.modeControl.sendActions(for: .valueChanged)
            screen.buyButton.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(screen.log, ["save", "switch true", "volume 10", "mode 1", "buy"])
            XCTAssertEqual(screen.saveButton.title(for: .selected), "Save")
            XCTAssertEqual(screen.saveButton.titleColor(for: .highlighted), .systemRed)
            XCTAssertEqual(screen.buyButton.configuration?.subtitle, "$0.99")
            XCTAssertEqual(screen.modeControl.numberOfSegments, 2)
            XCTAssertEqual(screen.modeControl.titleForSegment(at: 0), "List")
            screen.countStepper.value = 15
            XCTAssertEqual(screen.countStepper.value, 10)
            XCTAssertEqual(screen.notificationsSwitch.state, .normal)
            screen.buyButton.isEnabled = false
            XCTAssertEqual(screen.buyButton.state, .disabled)
            XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
        }
    }
}
