// `import QuartzCore` on a platform without Apple's Core Animation:
// OpenQuartzCore (CALayer and its subclasses, CATransaction), with Core
// Graphics' types, and nothing of UIKit.
//
// This module exists only where Apple's QuartzCore does not (see
// Package.swift).
@_exported import CoreGraphics
@_exported import OpenQuartzCore
