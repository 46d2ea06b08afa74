import Foundation

/// A colour that attributed text may carry as `.foregroundColor` or
/// `.backgroundColor`. The text engine knows no `UIColor`: UIKit's colour
/// conforms (`UIColor+Drawing.swift`), and a `CGColor` is read as it is.
package protocol _ColorAttributeValue {
    /// The colour the text is drawn in.
    var _cgColorForText: CGColor { get }
}
