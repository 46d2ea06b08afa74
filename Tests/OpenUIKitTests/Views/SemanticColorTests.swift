import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The light-mode values of UIKit's element colours and greys, as Noah
/// Gilmore read them from iOS 13 and tabulated them ("Backwards
/// compatibility for iOS 13 system colors", noahgilmore.com/blog/
/// dark-mode-uicolor-compatibility, and his ColorCompatibility library):
/// the labels and the separator #3C3C43 at 60 %, 30 % and 29 %, the
/// placeholder text as the tertiary label, the opaque separator #C6C6C8,
/// the grouped backgrounds #F2F2F7 and white, the greys #AEAEB2, #C7C7CC,
/// #D1D1D6, #E5E5EA and #F2F2F7.
@MainActor
@Suite(.uikitTest) struct SemanticColorTests {
    @Test func elementColorsHaveTheirLightModeValues() {
        let translucent: [(UIColor, CGFloat)] = [
            (.secondaryLabel, 0.6), (.tertiaryLabel, 0.3), (.placeholderText, 0.3), (.separator, 0.29),
        ]
        for (color, alpha) in translucent {
            #expect(color.withAlphaComponent(1).hexString == "#3C3C43", "\(color)")
            #expect(abs(color.alpha - alpha) < 1e-9, "\(color)")
        }
        #expect(UIColor.opaqueSeparator.hexString == "#C6C6C8")
        #expect(UIColor.systemGroupedBackground.hexString == "#F2F2F7")
        #expect(UIColor.secondarySystemGroupedBackground.hexString == "#FFFFFF")
    }

    @Test func greysHaveTheirLightModeValues() {
        let greys: [UIColor] = [.systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        #expect(greys.map(\.hexString) == ["#AEAEB2", "#C7C7CC", "#D1D1D6", "#E5E5EA", "#F2F2F7"])
    }
}
