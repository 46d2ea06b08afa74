import Logging

/// Where the layer tree reports misuse: a sink handed to it by the layer
/// above. UIKit's `UIApplication` hands its diagnostics channel when it is
/// made; until then (a layer used with no application), misuse is logged
/// through swift-log under the label `QuartzCore`.
@MainActor
package enum _LayerMisuse {
    private static let logger = Logger(label: "QuartzCore")

    /// Receives each report, in order.
    package static var sink: (String) -> Void = { message in logger.warning("\(message)") }

    /// Reports `message` (UIKit's words where it has them) to the ``sink``.
    package static func report(_ message: String) { sink(message) }
}
