import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Buttons as they are drawn: the configuration styles and the per-state
/// API in each state.
///
/// Sources: WWDC21 "Meet the UIKit button system" (the plain, gray, tinted
/// and filled styles: filled has a tint-coloured background with white
/// text, plain has no background); Apple, `UIButton.ButtonType.system`
/// (tinted title). Exact colours of the derived states are our choice
/// (see `UIButton.Configuration+Look.swift`).
@MainActor
@Suite(.uikitTest) struct ButtonPictureTests {
    @Test func stylesAreDrawn() {
        let board = ControlBoard()
        var styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled()),
        ]
        var capsule = UIButton.Configuration.filled()
        capsule.cornerStyle = .capsule
        capsule.subtitle = "With a subtitle"
        styles.append(("Capsule", capsule))
        var starred = UIButton.Configuration.tinted()
        starred.image = UIImage(systemName: "star.fill")
        starred.imagePadding = 6
        styles.append(("Favourite", starred))
        var large = UIButton.Configuration.filled()

        large.buttonSize = .large
        styles.append(("Large", large))
        var filled: UIButton?
        for (title, base) in styles {
            var configuration = base
            configuration.title = title
            let button = board.add(UIButton(configuration: configuration))
            if title == "Filled" { filled = button }
        }
        let disabled = board.add(
            UIButton(
                configuration: {
                    var c = UIButton.Configuration.filled()
                    c.title = "Disabled"
                    return c
                }()))
        disabled.isEnabled = false
        let highlighted = board.add(
            UIButton(
                configuration: {
                    var c = UIButton.Configuration.filled()
                    c.title = "Highlighted"
                    return c
                }()))
        highlighted.isHighlighted = true
        let legacy = UIButton(type: .system)
        legacy.setTitle("System button", for: .normal)
        board.add(legacy)
        board.add(UIButton(type: .infoLight))
        board.add(UIButton(type: .contactAdd))
        board.add(UIButton(type: .close))
        let image = board.picture(named: "buttons")
        // The filled button's background, 3 points in from its left edge, is system blue.
        let frame = filled!.frame
        #expect(image.rgba(atPoint: frame.minX + 3, frame.midY) == RGBA(0, 122, 255))
    }
}
