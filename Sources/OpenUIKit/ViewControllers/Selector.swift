import Foundation

/// The name of an action method, in the Objective-C form UIKit uses
/// (`"showDetailViewController:sender:"`).
///
/// Linux has no Objective-C runtime, so there is no `#selector`: write the
/// name as a string literal, or use ``showViewController`` and
/// ``showDetailViewController``. Two selectors are equal when their names are.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, `"showViewController:sender:"`.
    public let name: String

    /// Creates the selector named `name`.
    public init(_ name: String) { self.name = name }

    /// Creates the selector named by a string literal.
    public init(stringLiteral value: String) { name = value }

    public var description: String { name }

    /// `show(_:sender:)`: `"showViewController:sender:"`.
    public static let showViewController = Selector("showViewController:sender:")
    /// `showDetailViewController(_:sender:)`: `"showDetailViewController:sender:"`.
    public static let showDetailViewController = Selector("showDetailViewController:sender:")
}
