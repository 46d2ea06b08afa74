import Cassowary
import Foundation

extension UIView {
    /// The smallest size Auto Layout can give a view.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size Auto Layout can give a view.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it closest to `targetSize`, at
    /// the fitting priority (50) in both axes.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height
    /// are pulled towards `targetSize` at the given priorities.
    ///
    /// The view's own frame (its translated autoresizing mask) is set aside
    /// while measuring, so what decides is its content's constraints, as in
    /// UIKit; the engine is left as it was.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let root = _treeRoot
        root._runConstraintPasses()
        let engine = root._engineCreatingIfNeeded()
        let item = engine.item(for: self)
        let wanted = [
            Constraint(item.width - Double(targetSize.width), .equal, strength: horizontalFittingPriority.strength),
            Constraint(item.height - Double(targetSize.height), .equal, strength: verticalFittingPriority.strength),
        ]
        return engine.measure(item, setting: wanted)
    }
}

extension _LayoutEngine {
    /// Solves with `temporary` constraints added and the item's own frame
    /// constraints set aside, reads its size, and puts everything back.
    func measure(_ item: Item, setting temporary: [Constraint]) -> CGSize {
        let setAside = item.frameConstraints
        for constraint in setAside { try? solver.removeConstraint(constraint) }
        for constraint in temporary { try? solver.addConstraint(constraint) }
        solver.updateVariables()
        let size = CGSize(width: item.width.value, height: item.height.value)
        for constraint in temporary { try? solver.removeConstraint(constraint) }
        for constraint in setAside { try? solver.addConstraint(constraint) }
        markNeedsSolve()
        return size
    }
}
