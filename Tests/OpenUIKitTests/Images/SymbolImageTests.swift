import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Symbol images: `UIImage(systemName:)` gives nil for names it does not
/// know (https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)),
/// symbol images are templates, tinted by the view that shows them
/// (https://developer.apple.com/documentation/uikit/configuring-and-displaying-symbol-images-in-your-ui),
/// and `withTintColor(_:)` makes a symbol "always use the specified tint
/// color" (https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)).
@MainActor
@Suite(.uikitTest) struct SymbolImageTests {
    /// The names drawn (the brief's catalog).
    static let names = [
        "chevron.left", "chevron.right", "plus", "minus", "xmark", "checkmark", "gear", "gearshape", "envelope", "tray",
        "tray.full", "paperplane", "trash", "square.and.pencil", "magnifyingglass", "person", "person.crop.circle", "star",
        "star.fill", "heart", "heart.fill", "folder", "house", "bell", "calendar", "clock", "ellipsis", "ellipsis.circle",
        "sidebar.left", "info.circle", "exclamationmark.triangle", "arrow.up", "arrow.down", "arrow.left", "arrow.right",
        "square.and.arrow.up", "photo", "mic", "message", "phone", "flag", "bookmark", "paperclip", "link", "lock", "globe",
        "wifi", "moon", "sun.max",
    ]

    /// Pixels with any ink.
    static func ink(_ image: UIImage) -> Int {
        var count = 0
        let side = Int(image.size.width * image.scale)
        for y in 0..<side {
            for x in 0..<side where (image.pixel(x: x, y: y)?.alpha ?? 0) > 0 { count += 1 }
        }
        return count
    }

    @Test func everyCatalogNameIsASymbolWithInk() throws {
        var seen: [[UInt8]] = []
        for name in Self.names {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage)
            #expect(image.symbolConfiguration != nil)
            let ink = Self.ink(image)
            let side = image.size.width * image.scale
            // Something drawn, and not a filled square.
            #expect(ink > 20 && CGFloat(ink) < side * side * 0.8, "\(name): \(ink) pixels of ink")
            let png = [UInt8](try #require(image.pngData()))
            #expect(!seen.contains(png) || name == "gearshape", "\(name) looks like another symbol")
            seen.append(png)
        }
        Self.writeCatalogSheet()
    }

    /// Unknown names give nil (UIKit's documented answer), and bitmaps are not symbols.
    @Test func unknownNamesGiveNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "star.fill.fill") == nil)
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(!bitmap.isSymbolImage)
        #expect(bitmap.symbolConfiguration == nil)
        #expect(bitmap.renderingMode == .automatic)
        #expect(bitmap.imageOrientation == .up)
    }

    /// A configuration's point size sets the image's size; a heavier weight draws more ink.
    /// Value not fixed by any source found: our choice, a square of the point size
    /// (17 by default, the body style's size) times 0.8 / 1 / 1.3 by scale.
    @Test func configurationSetsSizeAndWeight() throws {
        let plain = try #require(UIImage(systemName: "plus"))
        #expect(plain.size == CGSize(width: 17, height: 17))
        let big = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(big.size == CGSize(width: 40, height: 40))
        #expect(big.symbolConfiguration?.pointSize == 40)
        let bold = big.withConfiguration(UIImage.SymbolConfiguration(weight: .black))
        #expect(bold.symbolConfiguration?.pointSize == 40)
        #expect(bold.symbolConfiguration?.weight == .black)
        #expect(Self.ink(bold) > Self.ink(big) * 3 / 2)
        let large = big.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(large.size.width > big.size.width)
        let text = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        #expect(text.pointSize == 34)
        // A hostile point size stays unspecified.
        #expect(UIImage.SymbolConfiguration(pointSize: .nan).pointSize == 0)
        #expect(UIImage.SymbolConfiguration(pointSize: -4).pointSize == 0)
    }

    /// `withTintColor(_:)` colors the symbol; `withRenderingMode(_:)` keeps it a symbol.
    @Test func tintAndRenderingMode() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let red = star.withTintColor(.systemRed)
        let centre = try #require(red.pixel(x: 25, y: 27))
        #expect(centre.red == 255 && centre.green == 59 && centre.blue == 48 && centre.alpha == 255)
        #expect(star.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(star.withRenderingMode(.alwaysOriginal).isSymbolImage)
        #expect(red.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    /// The catalog at three sizes, for a person to look at (drawn only when
    /// `OPENUIKIT_PICTURES` names a folder: drawing it takes half a minute
    /// in a debug build).
    static func writeCatalogSheet() {
        guard ProcessInfo.processInfo.environment["OPENUIKIT_PICTURES"] != nil else { return }
        let sizes: [CGFloat] = [17, 28, 44]
        let columns = 10
        let rows = (Self.names.count + columns - 1) / columns
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let sheet = UIGraphicsImageRenderer(size: CGSize(width: 560, height: CGFloat(rows) * 110), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 560, height: CGFloat(rows) * 110))
            for (index, name) in Self.names.enumerated() {
                let x = CGFloat(index % columns) * 56
                let y = CGFloat(index / columns) * 110
                var top = y + 4
                for size in sizes {
                    let configuration = UIImage.SymbolConfiguration(pointSize: size)
                    UIImage(systemName: name, withConfiguration: configuration)?.withTintColor(.label)
                        .draw(at: CGPoint(x: x + (56 - size) / 2, y: top))
                    top += size + 6
                }
            }
        }
        writePictureIfAsked(sheet, "symbols")
    }
}

/// Hostile symbol configurations and image data stay bounded and never trap.
@MainActor
@Suite(.uikitTest) struct SymbolImageBadInputTests {
    /// A huge point size keeps a bounded number of pixels (value not fixed
    /// by any source found: our limit, 1,024 pixels a side), and its size
    /// in points is still the point size; non-finite sizes are unspecified.
    @Test func hugeAndNonFinitePointSizes() throws {
        let huge = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 1e9)))
        #expect(huge.size == CGSize(width: 1e9, height: 1e9))
        #expect(huge.size.width * huge.scale <= 1_024)
        #expect(huge.pngData() != nil)
        for value in [CGFloat.nan, .infinity, -.infinity, 0, -1] {
            let image = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: value))
            #expect(image?.size == CGSize(width: 17, height: 17))
        }
        let tiny = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 1e-9)))
        #expect(tiny.pngData() != nil)
        let small = try #require(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .small)))
        #expect(small.size == CGSize(width: 17 * 0.8, height: 17 * 0.8))
    }

    /// An image view with a hostile frame or an empty image draws nothing and does not trap.
    @Test func imageViewsWithHostileGeometry() {
        // What Core Animation says of each (`ViewBadInputTests` names the
        // sources): a NaN frame is refused ("CALayer position contains
        // NaN"), a layer too large to back is not drawn ("Ignoring bogus
        // layer size"), an empty one is fine.
        for (frame, expected) in [
            (CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), "CALayer position contains NaN"),
            (CGRect(x: 0, y: 0, width: 0, height: 0), nil),
            (CGRect(x: 0, y: 0, width: 1e7, height: 1), "Ignoring bogus layer size"),
        ] {
            let (picture, reports) = UIApplication.shared.diagnostics.recording {
                let view = UIImageView(frame: frame)
                view.image = UIImage(systemName: "heart")
                view.contentMode = .scaleAspectFill
                return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
                    view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 4, height: 4), afterScreenUpdates: true)
                }
            }
            #expect(picture.size == CGSize(width: 4, height: 4))
            #expect(reports.map(\.kind) == (expected == nil ? [] : [.misuse]), "\(frame): \(reports)")
            if let expected { #expect(reports.first?.message.contains(expected) == true, "\(reports)") }
        }
        #expect(UIImage(data: Data(), scale: .nan) == nil)
        #expect(UIImage(data: PNGDecodingTests.rgb8, scale: .nan)?.scale == 1)
    }
}
