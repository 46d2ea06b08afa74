import Foundation
import OpenUIKit

/// A sheet of every control, two columns of captioned cells on white: the
/// picture README's "What it draws" and the DocC article on controls show.
@MainActor
enum ControlsSheet {
    static let columnWidth: CGFloat = 300
    static let cellHeight: CGFloat = 72

    /// The sheet, laid out.
    static func make() -> UIView {
        let cells = buttonCells() + valueCells() + textCells()
        let rows = (cells.count + 1) / 2
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 2 * columnWidth + 24, height: CGFloat(rows) * cellHeight + 16))
        sheet.backgroundColor = .white
        for (index, cell) in cells.enumerated() {
            let origin = CGPoint(x: 12 + CGFloat(index % 2) * columnWidth, y: 8 + CGFloat(index / 2) * cellHeight)
            let caption = UILabel(frame: CGRect(x: origin.x + 8, y: origin.y + 4, width: columnWidth - 16, height: 16))
            caption.text = cell.caption
            caption.font = .preferredFont(forTextStyle: .caption1)
            caption.textColor = .secondaryLabel
            sheet.addSubview(caption)
            let size = cell.size ?? cell.view.intrinsicContentSize
            cell.view.frame = CGRect(x: origin.x + 8, y: origin.y + 24, width: size.width, height: size.height)
            sheet.addSubview(cell.view)
        }
        sheet.layoutIfNeeded()
        for subview in sheet.subviews { subview.layoutIfNeeded() }
        return sheet
    }

    private static func button(_ configuration: UIButton.Configuration, _ title: String, image: String? = nil) -> UIButton {
        var configuration = configuration
        configuration.title = title
        if let image {
            configuration.image = UIImage(systemName: image)
            configuration.imagePadding = 6
        }
        return UIButton(configuration: configuration)
    }

    private static func buttonCells() -> [(caption: String, view: UIView, size: CGSize?)] {
        let disabled = button(.filled(), "Disabled")
        disabled.isEnabled = false
        let system = UIButton(type: .system)
        system.setTitle("System button", for: .normal)
        return [
            ("UIButton.Configuration.plain()", button(.plain(), "Plain"), nil),
            ("UIButton.Configuration.gray()", button(.gray(), "Gray"), nil),
            ("UIButton.Configuration.tinted()", button(.tinted(), "Tinted", image: "star.fill"), nil),
            ("UIButton.Configuration.filled()", button(.filled(), "Send", image: "paperplane"), nil),
            ("isEnabled = false", disabled, nil),
            ("UIButton(type: .system)", system, nil),
        ]
    }

    private static func valueCells() -> [(caption: String, view: UIView, size: CGSize?)] {
        let on = UISwitch()
        on.isOn = true
        let slider = UISlider()
        slider.value = 0.4
        let segmented = UISegmentedControl(items: ["Inbox", "Unread", "Flagged"])
        segmented.selectedSegmentIndex = 1
        let stepper = UIStepper()
        stepper.value = 3
        let symbols = UIView()
        for (index, name) in ["envelope", "tray.full", "paperplane", "trash", "star.fill", "folder"].enumerated() {
            let view = UIImageView(image: UIImage(systemName: name))
            view.contentMode = .scaleAspectFit
            view.frame = CGRect(x: CGFloat(index) * 40, y: 0, width: 24, height: 24)
            symbols.addSubview(view)
        }
        return [
            ("UISwitch, isOn", on, nil), ("UISwitch", UISwitch(), nil),
            ("UISlider, value 0.4", slider, CGSize(width: 270, height: 31)),
            ("UISegmentedControl", segmented, nil), ("UIStepper", stepper, nil),
            ("UIImageView, UIImage(systemName:)", symbols, CGSize(width: 5 * 40 + 24, height: 24)),
        ]
    }

    private static func textCells() -> [(caption: String, view: UIView, size: CGSize?)] {
        let size = CGSize(width: 270, height: 34)
        let placeholder = UITextField()
        placeholder.borderStyle = .roundedRect
        placeholder.placeholder = "Search"
        let typed = UITextField()
        typed.borderStyle = .roundedRect
        typed.text = "appleseed@example.com"
        typed.clearButtonMode = .always
        let label = UILabel()
        label.text = "A label that is far too long to fit in its width"
        let lines = UILabel()
        lines.numberOfLines = 2
        lines.font = .preferredFont(forTextStyle: .subheadline)
        lines.text = "numberOfLines = 2: the text wraps onto a second line, then ends with an ellipsis when it is longer still."
        return [
            ("UITextField, placeholder", placeholder, size), ("UITextField, clearButtonMode", typed, size),
            ("UILabel, byTruncatingTail", label, CGSize(width: 270, height: 21)),
            ("UILabel, numberOfLines = 2", lines, CGSize(width: 270, height: 40)),
        ]
    }
}
