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
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
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
        let width = _fittingTarget(targetSize.width, "width")
        let height = _fittingTarget(targetSize.height, "height")
        let wanted = [
            Constraint(item.width - Double(width), .equal, strength: _fittingStrength(horizontalFittingPriority)),
            Constraint(item.height - Double(height), .equal, strength: _fittingStrength(verticalFittingPriority)),
        ]
        return engine.measure(item, setting: wanted)
    }

    /// A target length the solver can take: NaN, infinite or beyond the
    /// expanded size is reported and replaced by the nearest of
    /// ``layoutFittingCompressedSize`` (for NaN) and ``layoutFittingExpandedSize``.
    private func _fittingTarget(_ value: CGFloat, _ axis: String) -> CGFloat {
        let expanded = UIView.layoutFittingExpandedSize.width
        guard value.isNaN || value.magnitude > expanded else { return value }
        let used: CGFloat = value.isNaN ? 0 : (value < 0 ? -expanded : expanded)
        UIApplication.shared.diagnostics.report(
            .misuse,
            "systemLayoutSizeFitting: the target \(axis) \(value) of \(_shortDescription) is not a length Auto Layout can reach; measured against \(used) instead."
        )
        return used
    }

    /// The strength of a fitting priority (one that is not greater than 0
    /// and at most 1000, or NaN, is brought into range as a constraint's
    /// priority is).
    private func _fittingStrength(_ priority: UILayoutPriority) -> Strength {
        UILayoutPriority(priority.rawValue > 0 ? min(priority.rawValue, 1000) : 1).strength
    }
}

extension _LayoutEngine {
    /// Solves with `temporary` constraints added and the item's own frame
    /// constraints set aside, reads its size, and puts everything back.
    ///
    /// A required target that contradicts the view's constraints is taken
    /// just below required (the view's constraints decide), unreported: it
    /// is a question, not a layout.
    ///
    /// Pending changes are handed out first, and the solution is written
    /// back silently afterwards, so that measuring moves no view and lays
    /// none out again.
    func measure(_ item: Item, setting temporary: [Constraint]) -> CGSize {
        solveAndDistribute()
        let setAside = item.frameConstraints
        for constraint in setAside { removeAdded(constraint) }
        var added: [Constraint] = []
        for constraint in temporary {
            do throws(CassowaryError) {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch .unsatisfiableConstraint {
                let weaker = constraint.withStrength(Self.brokenStrength)
                readd(weaker)
                added.append(weaker)
            } catch {
                Violations.layoutEngineOutOfStep("adding a fitting target whose numbers were checked", error)
            }
        }
        solver.updateVariables()
        let size = CGSize(width: item.width.value, height: item.height.value)
        for constraint in added { removeAdded(constraint) }
        // The solver held these a moment ago, with the same constraints.
        for constraint in setAside { readd(constraint) }
        // Back to the solution the views already have: nothing to report.
        solver.updateVariables()
        return size
    }
}
