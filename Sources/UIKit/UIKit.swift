// `import UIKit` on a platform without Apple's UIKit: OpenUIKit, under
// the name client code already writes. As on iOS, it brings Core
// Graphics' types (and Foundation's) with it.
//
// This module exists only where Apple's UIKit does not: Package.swift
// builds it for Linux and the other non-Apple platforms, so a build
// against Apple's SDKs imports Apple's UIKit as before.
@_exported import CoreGraphics
@_exported import OpenUIKit
@_exported import QuartzCore
