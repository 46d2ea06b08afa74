import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIImageView`: `init(image:)` "adjusts the frame of the receiver to
/// match the size of the specified image"
/// (https://developer.apple.com/documentation/uikit/uiimageview/init(image:)),
/// `isUserInteractionEnabled` is false by default
/// (https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled),
/// the intrinsic content size is the image's size ("Determine the image
/// view's size", https://developer.apple.com/documentation/uikit/uiimageview),
/// the content mode places the image (`UIView.ContentMode`,
/// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum),
/// and template images take the view's `tintColor`
/// (https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaystemplate).
@MainActor
@Suite(.uikitTest) struct UIImageViewTests {
    /// A 20 × 10 point image: left half red, right half blue.
    static func halves() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    /// What `view` shows once drawn (`draw(_:)` runs), at 2×.
    static func drawnPicture(of view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    @Test func initialStateFollowsUIKit() {
        let image = Self.halves()
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.image === image)
        #expect(!view.isUserInteractionEnabled)
        #expect(!view.isHighlighted)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(!empty.isUserInteractionEnabled)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let symbol = UIImageView(image: UIImage(systemName: "star"))
        symbol.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(symbol.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    /// Each content mode puts the 20 × 10 image where `UIView.ContentMode`'s
    /// cases say, in a 40 × 40 view (sampled at the image's halves and outside).
    @Test func contentModesPlaceTheImage() {
        let cases: [(UIView.ContentMode, red: CGPoint, blue: CGPoint, empty: CGPoint)] = [
            (.scaleToFill, CGPoint(x: 5, y: 35), CGPoint(x: 35, y: 5), CGPoint(x: -1, y: -1)),
            (.scaleAspectFit, CGPoint(x: 5, y: 20), CGPoint(x: 35, y: 20), CGPoint(x: 20, y: 5)),
            (.scaleAspectFill, CGPoint(x: 15, y: 5), CGPoint(x: 25, y: 35), CGPoint(x: -1, y: -1)),
            (.center, CGPoint(x: 12, y: 20), CGPoint(x: 28, y: 20), CGPoint(x: 20, y: 10)),
            (.top, CGPoint(x: 12, y: 5), CGPoint(x: 28, y: 5), CGPoint(x: 20, y: 20)),
            (.bottomRight, CGPoint(x: 22, y: 35), CGPoint(x: 38, y: 35), CGPoint(x: 10, y: 10)),
            (.left, CGPoint(x: 5, y: 20), CGPoint(x: 15, y: 20), CGPoint(x: 30, y: 20)),
        ]
        var pictures: [UIImage] = []
        for (mode, red, blue, empty) in cases {
            let view = UIImageView(image: Self.halves())
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            view.contentMode = mode
            let picture = Self.drawnPicture(of: view)
            pictures.append(picture)
            #expect(picture.rgba(atPoint: red.x, red.y) == .red, "\(mode)")
            #expect(picture.rgba(atPoint: blue.x, blue.y) == .blue, "\(mode)")
            if empty.x >= 0 { #expect(picture.rgba(atPoint: empty.x, empty.y) == .clear, "\(mode)") }
        }
        let sheet = UIGraphicsImageRenderer(size: CGSize(width: 50 * CGFloat(pictures.count), height: 50)).image { context in
            UIColor.lightGray.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 50 * CGFloat(pictures.count), height: 50))
            for (index, picture) in pictures.enumerated() {
                UIColor.white.setFill()
                context.fill(CGRect(x: CGFloat(index) * 50 + 5, y: 5, width: 40, height: 40))
                picture.draw(at: CGPoint(x: CGFloat(index) * 50 + 5, y: 5))
            }
        }
        writePictureIfAsked(sheet, "image-view-content-modes")
    }

    /// A symbol draws in the view's tint (inherited from the superview);
    /// `.alwaysOriginal` bitmaps keep their colors; a tint change redraws.
    @Test func templatesTakeTheTintColor() {
        withTestWindow { window in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.tintColor = .systemGreen
            let view = UIImageView(image: UIImage(systemName: "circle.fill"))
            view.frame = CGRect(x: 0, y: 0, width: 34, height: 34)
            container.addSubview(view)
            window.addSubview(container)
            #expect(view.tintColor == .systemGreen)
            var picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 17, 17) == RGBA(52, 199, 89))
            view.tintColor = .systemRed
            picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 17, 17) == RGBA(255, 59, 48))
            view.image = Self.halves().withRenderingMode(.alwaysTemplate)
            picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 30, 17) == RGBA(255, 59, 48))
            view.image = Self.halves()
            picture = displayedPicture(of: window)
            #expect(picture.rgba(atPoint: 30, 17) == .blue)
            view.isHighlighted = true
            view.highlightedImage = UIImage(systemName: "square")
            #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
            container.removeFromSuperview()
        }
    }
}
