import Cassowary
import Foundation

extension _LayoutEngine {
    /// A strength weaker than any constraint a program can make (priority 1
    /// weighs about 1.02): a probe at this strength moves only what nothing holds.
    static let probeStrength = Strength(weight: 1e-4)

    /// The item's variables that can take other values without costing any
    /// constraint anything: each is pulled 100 points away by a probe edit;
    /// those that follow are ambiguous. The solution is put back afterwards.
    ///
    /// - Complexity: four edits and re-solves.
    func ambiguousVariables(of item: Item) -> [Variable] {
        solver.updateVariables()
        var ambiguous: [Variable] = []
        for variable in [item.left, item.top, item.width, item.height] {
            let before = variable.value
            // A value at the solver's bound cannot be probed further out.
            guard (before + 100).magnitude <= Self.largestLayoutValue else { continue }
            do throws(CassowaryError) {
                // The engine makes no edit variables of its own, and the
                // probe's strength is optional and its value solvable.
                try solver.addEditVariable(variable, strength: Self.probeStrength)
                try solver.suggestValue(before + 100, for: variable)
                solver.updateVariables()
                if abs(variable.value - before) > 1e-6 { ambiguous.append(variable) }
                try solver.removeEditVariable(variable)
            } catch {
                Violations.layoutEngineOutOfStep("probing \(variable.name) for ambiguity", error)
            }
        }
        solver.updateVariables()
        markNeedsSolve()
        return ambiguous
    }

    /// Moves the item to another of its equally valid layouts (or back):
    /// each ambiguous variable is pulled 20 points by a probe-strength
    /// constraint that the next call removes.
    func exerciseAmbiguity(of item: Item) {
        if !item.exercise.isEmpty {
            for constraint in item.exercise { removeAdded(constraint) }
            item.exercise = []
        } else {
            for variable in ambiguousVariables(of: item) where (variable.value + 20).magnitude <= Self.largestLayoutValue {
                let pull = Constraint(LinearExpression(variable) - (variable.value + 20), .equal, strength: Self.probeStrength)
                // Optional, with a solvable constant.
                readd(pull)
                item.exercise.append(pull)
            }
        }
        markNeedsSolve()
    }

    /// The user constraints that can move the item along `axis`: those that
    /// mention it, then, breadth-first, those that mention the items they
    /// connect it to (the tree's root, fixed by the window, ends a path).
    func constraintsAffecting(_ item: Item, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var seenConstraints = Set<ObjectIdentifier>()
        var seenItems: Set<ObjectIdentifier> = [ObjectIdentifier(item)]
        var queue = [item]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for constraint in current.constraints where constraint.firstAttribute.axis == axis {
                guard seenConstraints.insert(ObjectIdentifier(constraint)).inserted else { continue }
                result.append(constraint)
                for object in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                    guard let next = existingItem(for: object), next.view !== root,
                        seenItems.insert(ObjectIdentifier(next)).inserted
                    else { continue }
                    queue.append(next)
                }
            }
        }
        return result
    }
}

extension UIView {
    /// Whether the constraints leave this view's frame undetermined (more
    /// than one layout satisfies them equally well).
    ///
    /// As UIKit does when the answer is true, this logs an
    /// ``UIDiagnostic/Kind/ambiguousLayout`` diagnostic with UIKit's words and
    /// a synopsis in the form of `_autolayoutTrace` naming the ambiguous
    /// variables. Layout itself reports no ambiguity (UIKit writes no
    /// warning for it either).
    public var hasAmbiguousLayout: Bool {
        guard let engine = _autoLayout.itemEngine, let item = engine.existingItem(for: self) else { return false }
        let ambiguous = engine.ambiguousVariables(of: item)
        guard !ambiguous.isEmpty else { return false }
        let name = "\(type(of: self)):0x\(String(_serial, radix: 16))"
        let variables = ambiguous.map { variable -> String in
            let label = variable === item.left ? "minX" : variable === item.top ? "minY" : variable === item.width ? "Width" : "Height"
            return "\(name).\(label)"
        }
        let marker = _autoLayout.translatesAutoresizingMask ? "+" : "*"
        UIApplication.shared.diagnostics.report(
            .ambiguousLayout,
            """
            View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

            \(marker)\(name)- AMBIGUOUS LAYOUT for \(variables.joined(separator: ", "))

            Legend:
            \t* - is laid out with auto layout
            \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
            \t• - layout engine host
            """
        )
        return true
    }

    /// Moves an ambiguously constrained view to another layout its
    /// constraints allow (call again to move it back), so the ambiguity shows.
    public func exerciseAmbiguityInLayout() {
        guard let engine = _autoLayout.itemEngine, let item = engine.existingItem(for: self) else { return }
        engine.exerciseAmbiguity(of: item)
    }

    /// The constraints that affect this view's layout along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = _autoLayout.itemEngine, let item = engine.existingItem(for: self) else { return [] }
        return engine.constraintsAffecting(item, axis: axis)
    }
}
