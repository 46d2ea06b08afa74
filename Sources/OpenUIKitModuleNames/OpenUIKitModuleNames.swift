// Nothing to declare: this target is in the OpenUIKit product so that a
// package depending on the product can write `import UIKit`,
// `import CoreGraphics` and `import QuartzCore` where Apple's frameworks
// are absent. Package.swift makes it depend on those three modules only
// on such platforms.
