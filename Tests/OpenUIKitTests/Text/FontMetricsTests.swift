import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UIFont's metrics and Dynamic Type sizes against published values.
///
/// Sources:
/// - `UIFont.systemFont(ofSize: 17)`: ascender 16.1865234375, descender
///   -4.1005859375, lineHeight 20.287109375 — SF Pro's 2,048 units per em
///   with ascender 1,950 and descender -494 (1,950 + 494 = 2,444 units);
///   the same ratio gives the lineHeight 17.900391 printed for
///   `systemFontOfSize:15.0` in Stack Overflow question 33278645 ("Why is
///   lineHeight of UIFont larger than font size?"), and the ascender
///   "19.04…" and descender "-4.82…" printed for `systemFontOfSize(20)` at
///   arcovv.github.io/ios/2016/10/01/ios-font-study.md.html.
/// - Cap height 1,443 and x-height 1,040 units: capsize's metrics for the
///   Apple system font (`@capsizecss/metrics`, `appleSystem`).
/// - Dynamic Type at the default category (Large): Apple Human Interface
///   Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes".
/// - Weights: UIKit's `UIFont.Weight` constants (UIFontWeightUltraLight
///   -0.8 … UIFontWeightBlack 0.62, UIFontDescriptor.h).
@MainActor
@Suite(.uikitTest) struct FontMetricsTests {
    @Test func theSystemFontHasSanFranciscosPublishedMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.leading == 0)
        #expect(font.capHeight == CGFloat(17 * 1443) / 2048)
        #expect(font.xHeight == CGFloat(17 * 1040) / 2048)
        #expect(abs(UIFont.systemFont(ofSize: 15).lineHeight - 17.900391) < 0.000001)
        let twenty = UIFont.systemFont(ofSize: 20)
        #expect(String(format: "%.2f", twenty.ascender) == "19.04")
        #expect(String(format: "%.2f", twenty.descender) == "-4.82")
    }

    @Test func everyWeightAndStyleSharesTheVerticalMetrics() {
        let fonts: [UIFont] = [
            .boldSystemFont(ofSize: 17), .italicSystemFont(ofSize: 17), .systemFont(ofSize: 17, weight: .black),
            .monospacedSystemFont(ofSize: 17, weight: .regular), .monospacedDigitSystemFont(ofSize: 17, weight: .semibold),
        ]
        for font in fonts { #expect(font.lineHeight == 20.287109375, "\(font)") }
    }

    @Test func dynamicTypeSizesAreTheDefaultCategorysPublishedOnes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style)") }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
    }

    @Test func weightsHaveUIKitsRawValues() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    }

    @Test func namedFontsAreTheCarriedFaces() throws {
        let roboto = try #require(UIFont(name: "Roboto-Bold", size: 10))
        #expect(roboto.familyName == "Roboto")
        // Roboto's own hhea: ascender 1,900, descender -500 per 2,048 (read from the file).
        #expect(roboto.lineHeight == CGFloat(10 * 2400) / 2048)
        #expect(UIFont(name: "Helvetica", size: 10) == nil)
        #expect(UIFont.systemFont(ofSize: 17).withSize(34).lineHeight == 2 * 20.287109375)
    }

    /// Apple, `UIFontDescriptor.withSymbolicTraits(_:)` ("a new font
    /// descriptor … or nil if one couldn't be found") and
    /// `UIFont(descriptor:size:)` ("Specify 0.0 to keep the size of the
    /// descriptor").
    @Test func descriptorsChangeTraitsAndSize() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits == .traitBold)
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17 && font.fontName == ".SFUI-Bold")
        #expect(font.lineHeight == body.lineHeight)
        #expect(UIFont(descriptor: body.fontDescriptor.withSize(30), size: 0).pointSize == 30)
        #expect(UIFont(descriptor: body.fontDescriptor, size: 11).pointSize == 11)
        let italic = try #require(body.fontDescriptor.withSymbolicTraits([.traitItalic, .traitMonoSpace]))
        #expect(italic.symbolicTraits == [.traitItalic, .traitMonoSpace])
        #expect(body.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption2).pointSize == 11)
    }

    @Test func aSizeThatIsNotASizeIsReportedNeverATrap() {
        for bad: CGFloat in [.nan, -3, .infinity, -.infinity] {
            let (font, reports) = UIApplication.shared.diagnostics.recording { UIFont.systemFont(ofSize: bad) }
            #expect(reports.map(\.kind) == [.misuse])
            #expect(font.lineHeight.isFinite)
        }
        let (_, reports) = UIApplication.shared.diagnostics.recording { UIFont.systemFont(ofSize: 1e300) }
        #expect(reports.count == 1)
    }
}
