// `import CoreGraphics` on a platform without Apple's Core Graphics:
// OpenCoreGraphics (CGAffineTransform, CGPath, CGContext, CGColor …),
// with Foundation, which holds CGFloat, CGPoint, CGSize and CGRect on
// Linux.
//
// This module exists only where Apple's Core Graphics does not (see
// Package.swift).
@_exported import Foundation
@_exported import OpenCoreGraphics
