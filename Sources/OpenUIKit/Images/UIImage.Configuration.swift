import Foundation

extension UIImage {
    /// The traits an image was made for; ``UIImage/SymbolConfiguration``
    /// adds the size, weight and scale of symbol images.
    ///
    /// Immutable, hence sendable: every `applying` makes a new one.
    open class Configuration: NSObject, @unchecked Sendable {
        override init() { super.init() }

        /// A configuration with `other`'s specified values over this one's.
        public func applying(_ other: UIImage.Configuration?) -> Self {
            guard let other else { return self }
            return _combined(with: other) as? Self ?? self
        }

        func _combined(with other: UIImage.Configuration) -> UIImage.Configuration { other }
    }
}
