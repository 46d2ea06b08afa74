import Foundation
import OpenUIKit

/// The settings tab of the mail sample: grouped rows on the grouped
/// background — two switches and a stepper for the messages, a slider for
/// the text size, a segmented control for the appearance.
@MainActor
final class SettingsViewController: MailPageViewController {
    let askBeforeDeleting = UISwitch()
    let loadRemoteImages = UISwitch()
    let previewLines = UIStepper()
    private(set) lazy var previewRow = SettingsRow(title: previewTitle, accessory: previewLines)
    let textSize = UISlider()
    let appearance = UISegmentedControl(items: ["Automatic", "Light", "Dark"])

    init() {
        super.init(title: "Settings", background: .systemGroupedBackground)
        loadRemoteImages.isOn = true
        previewLines.minimumValue = 0
        previewLines.maximumValue = 5
        previewLines.value = 2
        textSize.value = 0.5
        appearance.selectedSegmentIndex = 0
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        previewLines.addAction(UIAction { [weak self] _ in self?.updatePreviewTitle() }, for: .valueChanged)
        content.topInset = 20
        content.spacing = 28
        content.addArrangedSubview(
            SettingsGroup(
                header: "Messages",
                rows: [
                    SettingsRow(title: "Ask Before Deleting", accessory: askBeforeDeleting),
                    SettingsRow(title: "Load Remote Images", accessory: loadRemoteImages),
                    previewRow,
                ]))
        content.addArrangedSubview(SettingsGroup(header: "Text Size", rows: [SettingsRow(title: nil, accessory: textSize)]))
        content.addArrangedSubview(SettingsGroup(header: "Appearance", rows: [SettingsRow(title: nil, accessory: appearance)]))
    }

    private var previewTitle: String {
        let lines = Int(previewLines.value)
        return lines == 0 ? "Preview: None" : "Preview: \(lines) Line\(lines == 1 ? "" : "s")"
    }

    private func updatePreviewTitle() {
        previewRow.title.text = previewTitle
    }
}
