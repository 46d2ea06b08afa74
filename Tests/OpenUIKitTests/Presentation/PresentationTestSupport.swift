import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A content controller presented with `style`.
@MainActor
func presentable(_ style: UIModalPresentationStyle) -> Content {
    let controller = Content()
    controller.modalPresentationStyle = style
    return controller
}
