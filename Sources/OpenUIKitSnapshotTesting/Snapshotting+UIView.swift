import OpenUIKit
import SnapshotTesting

// swift-snapshot-testing's strategies for views (`Snapshotting/UIView.swift`,
// iOS only there), for OpenUIKit's, with OpenUIKit's SVG besides.
extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view's pixels, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view's pixels, drawn at the traits' display scale (else the main
    /// screen's), in a window of `size` when it is in none.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for iOS source compatibility;
    ///     OpenUIKit always draws with `drawHierarchy(in:afterScreenUpdates:)`.
    ///   - precision: The fraction of pixel bytes that must match.
    ///   - perceptualPrecision: How close (1 − ΔE/100) a pixel must be to
    ///     count as matching.
    ///   - size: The view's size, when it is not in a window already.
    ///   - traits: The traits; their display scale sets the picture's.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in
                MainActor.assumeIsolated {
                    _SnapshotHost.withView(view, size: size, traits: traits) {
                        _SnapshotHost.picture(of: view, scale: _SnapshotHost.scale(for: traits))
                    }
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as text (`UIView.recursiveDescription()`), compared line by line.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree as text, the view in a window of `size` when it is in none.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                _SnapshotHost.withView(view, size: size, traits: traits) { view.recursiveDescription() }
            }
        }
    }

    /// What the view shows, as SVG (`UIView.svgRepresentation()`), one
    /// element a line, compared line by line: OpenUIKit's own strategy.
    public static var svg: Snapshotting { .svg() }

    /// What the view shows, as SVG, the view in a window of `size` when it is in none.
    public static func svg(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            MainActor.assumeIsolated {
                _SnapshotHost.withView(view, size: size, traits: traits) { view.svgRepresentation() }
            }
        }
    }
}
