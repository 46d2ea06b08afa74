// The text engine draws with Core Graphics' types.
@_exported import Foundation
@_exported import OpenCoreGraphics
