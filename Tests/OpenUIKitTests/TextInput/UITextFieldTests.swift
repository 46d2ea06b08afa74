import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UITextField`'s defaults, typing, deleting and drawing.
///
/// Sources: Apple, `UITextField.font` ("the body style of the system
/// font": 17 points), `text` ("nil by default"), `borderStyle` (`.none` by
/// default); the placeholder in `UIColor.placeholderText` (Apple: "the
/// color for placeholder text in controls or text views"); UIKit's header
/// for `clearsOnBeginEditing`, `adjustsFontSizeToFitWidth` (NO) and
/// `minimumFontSize` (0.0) (as quoted on riptutorial.com, "UITextField");
/// `UIKeyInput.deleteBackward()` deletes "the character before the
/// insertion point" — a character being a grapheme cluster (Unicode UAX #29,
/// which Swift's `Character` follows).
@MainActor
@Suite(.uikitTest) struct UITextFieldTests {
    @Test func defaultsFollowUIKit() {
        let field = UITextField()
        #expect(field.text == nil)
        #expect(field.placeholder == nil)
        #expect(field.font?.pointSize == 17)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing)
        #expect(!field.adjustsFontSizeToFitWidth)
        #expect(field.minimumFontSize == 0)
        #expect(!field.isSecureTextEntry)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.delegate == nil)
        #expect(!field.isEditing && !field.hasText)
        #expect(field.isUserInteractionEnabled)
    }

    /// Value not fixed by any source found: 34 points, Interface Builder's
    /// default height for a rounded-rect field (our rule: the line height
    /// rounded, plus 14).
    @Test func roundedRectIsThirtyFourPointsHigh() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        #expect(field.intrinsicContentSize.height == 34)
        let wide = field.intrinsicContentSize.width
        field.text = "a much longer address"
        #expect(field.intrinsicContentSize.width > wide)
    }

    /// Any Unicode typed arrives whole, and delete removes one grapheme
    /// cluster at a time: an accented letter (e + U+0301), a family emoji
    /// (a ZWJ sequence), a flag (two regional indicators), CJK, Hangul jamo.
    @Test func unicodeTypedAndDeleted() {
        withTestWindow { window in
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 34))
            window.addSubview(field)
            let recorder = TextFieldRecorder()
            recorder.attach(to: field)
            defer { recorder.detach() }
            window.tap(field)
            let pieces = ["cafe\u{301}", "👩‍👩‍👧", "🇫🇷", "日本", "\u{1100}\u{1161}", "!"]
            let typed = pieces.joined()
            window.type(typed)
            #expect(field.text == typed)
            _ = recorder.take()
            var expected = typed
            while let last = expected.last {
                let location = expected.utf16.count - last.utf16.count
                window.pressDelete()
                expected.removeLast()
                #expect(field.text == expected)
                #expect(recorder.take().first == "shouldChange(\(location), \(last.utf16.count), \"\")")
            }
            // Deleting in an empty field asks nothing (our choice: nothing to delete).
            window.pressDelete()
            #expect(recorder.take().isEmpty)
            window.type("a\u{8}b")
            #expect(field.text == "b")
        }
    }

    /// Typing without a first responder that takes text is reported, not ignored silently.
    @Test func typingWithoutAFieldIsReported() {
        withTestWindow { window in
            let (_, diagnostics) = UIApplication.shared.diagnostics.recording { window.type("hi") }
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.message.contains("takes no typed text") == true)
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
            window.addSubview(field)
            field.isEnabled = false
            window.tap(field)
            #expect(!field.isEditing)
        }
    }

    /// `clearsOnBeginEditing` empties the text when editing begins; secure
    /// entry keeps the text and draws one dot per character.
    @Test func clearsOnBeginEditingAndSecureEntry() {
        withTestWindow { window in
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
            window.addSubview(field)
            field.text = "old"
            field.clearsOnBeginEditing = true
            window.tap(field)
            #expect(field.text == "")
            field.isSecureTextEntry = true
            window.type("pa55")
            #expect(field.text == "pa55")
        }
    }

    /// Four fields as a form shows them, for a person to look at; and the
    /// caret is drawn in the tint color while editing.
    @Test func picture() {
        withTestWindow(size: CGSize(width: 320, height: 240)) { window in
            window.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
            @MainActor func make(_ y: CGFloat) -> UITextField {
                let field = UITextField(frame: CGRect(x: 16, y: y, width: 288, height: 34))
                field.borderStyle = .roundedRect
                window.addSubview(field)
                return field
            }
            let empty = make(20)
            empty.placeholder = "Email"
            let filled = make(70)
            filled.text = "jane@example.com"
            filled.clearButtonMode = .always
            let secure = make(120)
            secure.isSecureTextEntry = true
            secure.text = "secret"
            let editing = make(170)
            editing.placeholder = "Search"
            editing.leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
            editing.leftViewMode = .always
            window.tap(editing)
            window.type("Hello, wörld")
            let picture = displayedPicture(of: window)
            writePictureIfAsked(picture, "text-fields")
            // The caret: right of the text, in the system blue.
            let text = NSAttributedString(string: "Hello, wörld", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
            let area = editing.editingRect(forBounds: editing.bounds)
            let caretX = editing.frame.minX + area.minX + text.size().width + 1
            #expect(picture.rgba(atPoint: caretX, editing.frame.midY) == RGBA(0, 122, 255))
            // The placeholder is grey; the rounded rect is white inside.
            #expect(picture.rgba(atPoint: 300, 37) == .white)
        }
    }
}

/// `adjustsFontSizeToFitWidth`: "text will shrink to minFontSize along
/// baseline" (UIKit's header, as quoted on riptutorial.com): long text is
/// drawn in a smaller font (shorter ink), but not below `minimumFontSize`.
@MainActor
@Suite(.uikitTest) struct TextFieldFontFittingTests {
    /// The rows with ink, top to bottom.
    static func inkHeight(_ field: UITextField) -> Int {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let picture = UIGraphicsImageRenderer(bounds: field.bounds, format: format).image { _ in
            field.drawHierarchy(in: field.bounds, afterScreenUpdates: true)
        }
        var rows: [Int] = []
        for y in 0..<Int(field.bounds.height * 2) {
            for x in 0..<Int(field.bounds.width * 2) where (picture.pixel(x: x, y: y)?.alpha ?? 0) > 0 {
                rows.append(y)
                break
            }
        }
        return (rows.last ?? 0) - (rows.first ?? 0)
    }

    static func field(_ text: String, adjusts: Bool, minimum: CGFloat = 0) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        field.text = text
        field.adjustsFontSizeToFitWidth = adjusts
        field.minimumFontSize = minimum
        return field
    }

    @Test func shrinksLongTextDownToTheMinimum() {
        let long = "Hello Wide World Hello Wide World"
        let plain = Self.inkHeight(Self.field(long, adjusts: false))
        let shrunk = Self.inkHeight(Self.field(long, adjusts: true, minimum: 4))
        let pinned = Self.inkHeight(Self.field(long, adjusts: true, minimum: 15))
        #expect(shrunk < plain * 2 / 3)
        #expect(pinned > shrunk && pinned < plain)
        // Short text keeps the font.
        #expect(Self.inkHeight(Self.field("Hi", adjusts: true, minimum: 4)) == Self.inkHeight(Self.field("Hi", adjusts: false)))
    }
}
