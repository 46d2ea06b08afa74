import OpenUIKit
import SnapshotTesting

// swift-snapshot-testing's strategies for view controllers
// (`Snapshotting/UIViewController.swift`, iOS only there), for OpenUIKit's.
extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view as pixels, at its own size.
    public static var image: Snapshotting { .image() }

    /// The controller's view as pixels, the controller the root of a window
    /// of the device `config` (its size, safe area and traits).
    ///
    /// - Parameters:
    ///   - config: The device, such as `.iPhone13` or `.iPadPro11(.portrait)`.
    ///   - drawHierarchyInKeyWindow: Accepted for iOS source compatibility.
    ///   - precision: The fraction of pixel bytes that must match.
    ///   - perceptualPrecision: How close (1 − ΔE/100) a pixel must be to count as matching.
    ///   - size: Overrides the device's size.
    ///   - traits: Traits over the device's; their display scale sets the
    ///     picture's (else the main screen's, 3).
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { controller in
                MainActor.assumeIsolated {
                    _SnapshotHost.withController(controller, config: config, size: size, traits: traits) {
                        _SnapshotHost.picture(
                            of: controller.view,
                            scale: _SnapshotHost.scale(for: UITraitCollection(traitsFrom: [config.traits, traits])))
                    }
                }
            }
    }

    /// The controller's view as pixels, at `size` (else its own) without safe area.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .image(
            on: ViewImageConfig(size: size, traits: traits), precision: precision, perceptualPrecision: perceptualPrecision)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller tree with appearance states (`hierarchyDescription()`,
    /// OpenUIKit's `_printHierarchy`).
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                _SnapshotHost.withController(controller, config: ViewImageConfig(), size: nil, traits: .init()) {
                    controller.hierarchyDescription()
                }
            }
        }
    }

    /// The controller's view tree as text (`UIView.recursiveDescription()`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view tree as text, the controller in a window of the device `config`.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                _SnapshotHost.withController(controller, config: config, size: size, traits: traits) {
                    controller.view.recursiveDescription()
                }
            }
        }
    }

    /// What the controller's view shows, as SVG, on the device `config`:
    /// OpenUIKit's own strategy.
    public static func svg(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { controller in
            MainActor.assumeIsolated {
                _SnapshotHost.withController(controller, config: config, size: size, traits: traits) {
                    controller.view.svgRepresentation()
                }
            }
        }
    }
}
