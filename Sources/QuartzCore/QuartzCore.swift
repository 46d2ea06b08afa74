// `import QuartzCore` on a platform without Apple's Core Animation:
// CALayer and its subclasses, CATransaction, with Core Graphics' types.
//
// The layer tree still lives in the OpenUIKit module, so for now this
// brings all of OpenUIKit. This module exists only where Apple's
// QuartzCore does not (see Package.swift).
@_exported import CoreGraphics
@_exported import OpenUIKit
