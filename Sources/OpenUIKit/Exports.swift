// `import UIKit` makes Foundation's names available (CGRect, CGFloat,
// TimeInterval, NSCoder …); `import OpenUIKit` must too, so that a file
// written against UIKit compiles unchanged.
@_exported import Foundation

// What Core Graphics holds (CGAffineTransform, CGPath, CGContext, CGColor …)
// comes with UIKit, as `import UIKit` brings CoreGraphics on iOS.
@_exported import OpenCoreGraphics
// And what QuartzCore holds (CALayer, CATransaction), as on iOS.
@_exported import OpenQuartzCore
// And the text engine's public names (UIFont, NSParagraphStyle, the
// attribute keys), which are UIKit's on iOS.
@_exported import OpenTextEngine
