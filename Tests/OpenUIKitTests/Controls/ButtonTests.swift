import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UIButton's behaviour: its actions, its per-state values, its
/// configuration updates and its sizes.
///
/// Sources (outside this repository):
/// - [Primary] Apple, `UIControl.Event.primaryActionTriggered` ("a semantic
///   action triggered by buttons") and `UIButton.init(type:primaryAction:)`
///   (the action is performed for it). That it follows touchUpInside is
///   not published: order not fixed by any source found, ours.
/// - [States] Apple, `setTitle(_:for:)`: a state without a title uses the
///   normal state's.
/// - [Overlap] Apple, "Attaching gesture recognizers to UIKit controls"
///   (developer.apple.com/documentation/uikit/attaching-gesture-recognizers-to-uikit-controls): a single-finger single tap on a UIButton goes to
///   the button, not to a tap recognizer of its parent.
/// - [Legacy] Stack Overflow answer 70778238 ("UIKit insets the title label
///   by 6-pts on the Top and Bottom").
/// - [Update] Apple, `configurationUpdateHandler` and
///   `setNeedsUpdateConfiguration()`: the handler runs when the state
///   changes and on request, before the next layout.
/// - [Types] Apple, `UIButton.ButtonType`: `.system` titles take the tint;
///   `.custom` buttons have no look of their own.
@MainActor
@Suite(.uikitTest) struct ButtonTests {
    private func filled(_ title: String) -> UIButton.Configuration {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        return configuration
    }

    /// A tap sends touchDown, touchUpInside, then primaryActionTriggered [Primary].
    @Test func tapSendsPrimaryActionAfterTouchUpInside() {
        withTestWindow { window in
            var performed: [String] = []
            let button = UIButton(
                configuration: filled("Save"),
                primaryAction: UIAction { action in
                    performed.append("primary from \((action.sender as? UIButton)?.currentTitle ?? "?")")
                })
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            window.addSubview(button)
            let recorder = ControlEventRecorder(button)
            window.tap(button)
            #expect(recorder.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
            #expect(performed == ["primary from Save"])
            TestClock.settle()
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    /// A button wins a single tap over its parent's tap recognizer; the
    /// parent still recognizes taps elsewhere [Overlap].
    @Test func buttonWinsOverParentTapRecognizer() {
        withTestWindow { window in
            let parent = UIView(frame: window.bounds)
            window.addSubview(parent)
            var parentTaps = 0
            parent.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in parentTaps += 1 }))
            var buttonTaps = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in buttonTaps += 1 })
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            parent.addSubview(button)
            window.tap(button)
            #expect(buttonTaps == 1 && parentTaps == 0)
            window.tap(at: CGPoint(x: 300, y: 600))
            #expect(buttonTaps == 1 && parentTaps == 1)
            // A double-tap recognizer is not the button's default action: it may win.
            let double = UITapGestureRecognizer(handler: { _ in parentTaps += 10 })
            double.numberOfTapsRequired = 2
            parent.addGestureRecognizer(double)
            #expect(button.gestureRecognizerShouldBegin(double))
        }
    }

    /// Titles and colours per state, with the normal state's as fallback [States], [Types].
    @Test func perStateValuesFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(button.title(for: .selected) == "Normal")
        #expect(button.title(for: .disabled) == "Normal")
        #expect(button.currentTitle == "Normal")
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        button.isHighlighted = false
        #expect(button.titleColor(for: .normal) == .systemBlue)
        button.tintColor = .systemRed
        #expect(button.currentTitleColor == .systemRed)
        button.setTitleColor(.black, for: .normal)
        #expect(button.titleColor(for: .selected) == .black)
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == .white)
        #expect(custom.buttonType == .custom && UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system && UIButton.ButtonType.close.rawValue == 7)
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Normal")
    }

    /// The legacy system button is its title plus 6 points above and below [Legacy].
    @Test func legacyIntrinsicSizeIsTitlePlusSixPointsAboveAndBelow() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let text = NSString(string: "Button").size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)])
        #expect(button.intrinsicContentSize == CGSize(width: ceil(text.width), height: ceil(text.height) + 12))
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
    }

    /// A configured button is its content plus the content insets; the
    /// medium defaults are 7 and 12 (value not fixed by any source found:
    /// our choice, see UIButton.Configuration+Look.swift).
    @Test func configuredIntrinsicSizeIsContentPlusInsets() {
        var configuration = filled("Continue")
        let text = NSString(string: "Continue").size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        let button = UIButton(configuration: configuration)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(button.intrinsicContentSize == CGSize(width: ceil(text.width) + 24, height: ceil(text.height) + 14))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: ceil(text.width) + 6, height: ceil(text.height) + 4))
        configuration.setDefaultContentInsets()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets.top == 14)
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .infoLight).frame.size == CGSize(width: 22, height: 22))
    }

    /// The update handler runs before layout after a state change or a
    /// request, and may change the configuration [Update].
    @Test func configurationUpdateHandlerRunsOnStateChanges() {
        withTestWindow { window in
            let button = UIButton(configuration: filled("Play"))
            var states: [UIControl.State] = []
            button.configurationUpdateHandler = { button in
                states.append(button.state)
                var configuration = button.configuration
                configuration?.title = button.isSelected ? "Pause" : "Play"
                button.configuration = configuration
            }
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            window.addSubview(button)
            button.layoutIfNeeded()
            #expect(states == [.normal])
            button.isSelected = true
            button.layoutIfNeeded()
            #expect(states == [.normal, .selected] && button.configuration?.title == "Pause")
            button.layoutIfNeeded()
            #expect(states.count == 2)
            button.setNeedsUpdateConfiguration()
            button.layoutIfNeeded()
            #expect(states.count == 3)
            #expect(button.titleLabel?.text == "Pause")
        }
    }

    /// A disabled button sends nothing; its configuration resolves to the
    /// disabled colours (our choice of colours).
    @Test func disabledButtonSendsNothing() {
        withTestWindow { window in
            var performed = 0
            let button = UIButton(configuration: filled("Buy"), primaryAction: UIAction { _ in performed += 1 })
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            window.addSubview(button)
            button.isEnabled = false
            window.tap(button)
            #expect(performed == 0 && button.state == .disabled)
            let resolved = button.configuration!.updated(for: button)
            #expect(resolved.baseForegroundColor != .white)
            button.isEnabled = true
            window.tap(button)
            #expect(performed == 1)
        }
    }
}

extension ButtonTests {
    /// The image shows in `imageView`, before the title with `imagePadding`
    /// between them (Apple, `UIButton.imageView`, `Configuration.imagePlacement`
    /// (leading by default) and `imagePadding`).
    @Test func imageShowsInTheImageViewBeforeTheTitle() {
        let star = UIImage(systemName: "star.fill")!
        var configuration = filled("Star")
        configuration.image = star
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.frame.size = button.intrinsicContentSize
        button.layoutIfNeeded()
        let imageView = button.imageView!
        #expect(imageView.image === star && !imageView.isHidden)
        #expect(imageView.frame.minX == 12 && imageView.frame.size == star.size)
        #expect(button.titleLabel!.frame.minX == 12 + star.size.width + 8)
        let legacy = UIButton(type: .system)
        legacy.setImage(star, for: .normal)
        legacy.layoutIfNeeded()
        #expect(legacy.imageView?.image === star && legacy.currentImage === star)
    }
}
