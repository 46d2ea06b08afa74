import Logging

/// Where the modules below UIKit (Core Graphics, QuartzCore, the text
/// engine) report misuse: a sink handed to them by the layer above, never
/// a channel they reach up for. UIKit's `UIApplication` hands its
/// diagnostics channel when it is made; until then (a layer or a font used
/// with no application), misuse is logged through swift-log under the
/// label `OpenUIKit`.
@MainActor
package enum _Misuse {
    private static let logger = Logger(label: "OpenUIKit")

    /// Receives each report, in order.
    package static var sink: (String) -> Void = { message in logger.warning("\(message)") }

    /// Reports `message` (UIKit's words where it has them) to the ``sink``.
    package static func report(_ message: String) { sink(message) }
}
