import Foundation

extension UISheetPresentationController {
    /// A height a sheet may rest at.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// The detent's identifier.
        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// About half the container's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }

        /// The full height of a sheet.
        public static func large() -> Detent { Detent(identifier: .large) }

        /// Names a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            /// The identifier of ``medium()``.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The identifier of ``large()``.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }
}
