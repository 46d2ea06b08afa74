// As Apple's QuartzCore brings Core Graphics, OpenQuartzCore brings
// OpenCoreGraphics (and Foundation, which holds CGRect and CGFloat here).
@_exported import Foundation
@_exported import OpenCoreGraphics
