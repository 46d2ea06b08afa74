import Cassowary
import Foundation

/// The Auto Layout engine of one view tree (a window's, or a detached
/// tree's): it keeps four solver variables per item (left, top, width and
/// height in the tree root's coordinates, ignoring transforms and bounds
/// origins, as UIKit's alignment rectangles do) and turns every active
/// constraint into one solver constraint.
///
/// Every change is incremental: activating or deactivating a constraint adds
/// or removes one solver constraint, a constant change is the solver's
/// in-place `setConstant`, and after solving only the items whose variables
/// changed get new frames (their superviews are marked for layout, whose
/// `layoutSubviews()` applies them).
/// Cassowary's expression (Foundation has an `Expression` of its own).
typealias LinearExpression = Cassowary.Expression

@MainActor
final class _LayoutEngine {
    let solver = Solver()
    /// The root of the tree (a window or a view without superview).
    private(set) weak var root: UIView?

    /// One view or layout guide in the engine.
    final class Item {
        /// The view or guide the item stands for, for reports.
        var object: AnyObject? { view ?? guide }
        let left: Variable, top: Variable, width: Variable, height: Variable
        weak var view: UIView?
        weak var guide: UILayoutGuide?
        /// Constraints that place the item when nothing else does: a
        /// translated autoresizing mask, a root's size, a guide's definition.
        var frameConstraints: [Constraint] = []
        /// The coefficients the frame constraints were built with (reused
        /// while they stay the same, so a frame change is a constant change).
        var frameShape: [Double] = []
        /// Hugging and compression resistance, per axis.
        var contentConstraints: [Constraint] = []
        var contentShape: [Double] = []
        /// User constraints that mention the item, in activation order.
        var constraints: [NSLayoutConstraint] = []
        /// Weak pulls left by `exerciseAmbiguityInLayout()`, removed by the next call.
        var exercise: [Constraint] = []

        init(name: String) {
            left = Variable(name + ".minX")
            top = Variable(name + ".minY")
            width = Variable(name + ".width")
            height = Variable(name + ".height")
        }
    }

    /// Looked up, never iterated (iteration order would not be deterministic).
    private var items: [ObjectIdentifier: Item] = [:]
    private var itemsByVariable: [ObjectIdentifier: Item] = [:]
    /// The solver constraint of each installed user constraint.
    private var installed: [ObjectIdentifier: Constraint] = [:]
    /// Installed user constraints and items, in a deterministic order
    /// (append; removal swaps the last into the gap), for rebuilding.
    private(set) var userConstraints = _SwapList<NSLayoutConstraint>()
    private(set) var itemList = _SwapList<Item>()
    private var changedVariables: [Variable] = []

    /// Whether a change waits for the next solve.
    private(set) var needsSolve = false
    /// A constant went to or came from a magnitude where changing it in
    /// place loses the small numbers around it to rounding (1e30 + 40 − 1e30
    /// is 0): the next solve starts from a fresh solver.
    private var needsFreshSolver = false
    /// The largest constant magnitude the solver changes in place exactly
    /// enough for layout.
    static let exactMagnitude = 1e9

    /// Notes a constant change from `old` to `new` for ``needsFreshSolver``.
    private func noteConstantChange(from old: Double?, to new: Double) {
        if max(abs(old ?? 0), abs(new)) > Self.exactMagnitude { needsFreshSolver = true }
    }
    private var _isRebuilding = false

    init(root: UIView) {
        self.root = root
    }

    /// While set, removals only forget; ``rebuild()`` then refills the solver.
    var isRebuilding: Bool {
        get { _isRebuilding }
        set { _isRebuilding = newValue }
    }

    /// Refills an emptied solver with what remains, in the lists' order:
    /// after a move took away much of the engine, this costs O(what
    /// remains). Removing constraint by constraint can cost more: the
    /// solver's column index removes in O(1), but removing a required
    /// equality near the top of a chain pivots its marker into the chain's
    /// last row (kiwi's rule, kept so that values match kiwi's) and copies
    /// that row into every row below it, so taking a chained screen apart
    /// from the top grows faster than its size.
    ///
    /// Each constraint goes back in with the constant in effect (a constant
    /// changed in place lives in the solver's record, not in the instance),
    /// as a new instance where the two differ.
    func rebuild() {
        func current(_ constraint: Constraint) -> Constraint {
            guard let constant = solver.constant(for: constraint), constant != constraint.expression.constant else { return constraint }
            var expression = constraint.expression
            expression.constant = constant
            return Constraint(expression, constraint.relation, strength: constraint.strength)
        }
        for item in itemList.elements {
            item.frameConstraints = item.frameConstraints.map(current)
            item.contentConstraints = item.contentConstraints.map(current)
            item.exercise = item.exercise.map(current)
        }
        for constraint in userConstraints.elements {
            let key = ObjectIdentifier(constraint)
            if let solverConstraint = installed[key] { installed[key] = current(solverConstraint) }
        }
        solver.reset()
        // Everything re-added was in a consistent solver a moment ago.
        for item in itemList.elements {
            for constraint in item.frameConstraints + item.contentConstraints + item.exercise {
                readd(constraint)
            }
        }
        for constraint in userConstraints.elements {
            if let solverConstraint = installed[ObjectIdentifier(constraint)] { readd(solverConstraint) }
        }
        noteChange()
    }

    /// Asks for a solve (after variables were written outside one).
    func markNeedsSolve() { noteChange() }

    /// Notes a change: the next turn (or `layoutIfNeeded()`) solves.
    private func noteChange() {
        needsSolve = true
        UIApplication.shared._setNeedsTurn()
    }

    /// The item of a view, creating it (and its ancestors') when needed.
    func item(for view: UIView) -> Item {
        if let item = items[ObjectIdentifier(view)] { return item }
        // Variables are named by serial only: reflecting the type name for
        // every view costs more than the rest of the item.
        let item = Item(name: "view:0x" + String(view._serial, radix: 16))
        item.view = view
        register(item, for: view)
        view._autoLayout.itemEngine = self
        if let superview = view._superview {
            _ = self.item(for: superview)
            // A new item takes its frame at the next layout even if its
            // variables happen to solve to their starting values.
            view._noteNewEngineFrame(in: superview)
        }
        refreshFrameConstraints(of: item)
        refreshContentConstraints(of: item)
        return item
    }

    /// The item of a layout guide, creating it (and its owning view's).
    func item(for guide: UILayoutGuide) -> Item {
        if let item = items[ObjectIdentifier(guide)] { return item }
        let item = Item(name: "guide:0x\(String(guide._serial, radix: 16))")
        item.guide = guide
        register(item, for: guide)
        if let owner = guide.owningView { _ = self.item(for: owner) }
        refreshFrameConstraints(of: item)
        return item
    }

    func existingItem(for object: AnyObject) -> Item? { items[ObjectIdentifier(object)] }

    private func register(_ item: Item, for object: AnyObject) {
        items[ObjectIdentifier(object)] = item
        itemList.append(item)
        for variable in [item.left, item.top, item.width, item.height] {
            itemsByVariable[ObjectIdentifier(variable)] = item
        }
    }

    /// Removes an item and everything that placed it.
    func removeItem(for object: AnyObject) {
        guard let item = items.removeValue(forKey: ObjectIdentifier(object)) else { return }
        itemList.remove(item)
        for constraint in item.frameConstraints + item.contentConstraints { remove(constraint) }
        item.frameConstraints = []
        item.contentConstraints = []
        for variable in [item.left, item.top, item.width, item.height] {
            itemsByVariable[ObjectIdentifier(variable)] = nil
        }
        if let view = item.view, view._autoLayout.itemEngine === self {
            view._autoLayout.itemEngine = nil
            view._autoLayout.hasNewEngineFrame = false
        }
    }

    // MARK: Solver access

    /// Adds an internal constraint (a frame, a size, a guide's definition)
    /// and returns the constraint the solver now holds, which the caller
    /// keeps in place of `constraint`.
    ///
    /// Internal constraints never conflict with each other; one that does
    /// contradicts a user constraint, which wins: the internal one goes in
    /// broken, just below required, as UIKit breaks a constraint, and the
    /// conflict is reported with UIKit's words.
    @discardableResult
    func add(_ constraint: Constraint, placing object: AnyObject? = nil) -> Constraint {
        defer { noteChange() }
        do throws(CassowaryError) {
            try solver.addConstraint(constraint)
            return constraint
        } catch .unsatisfiableConstraint {
            let broken = constraint.withStrength(Self.brokenStrength)
            readd(broken)
            reportConflict(involving: object.map { [$0] } ?? [], breaking: Self.describeInternal(constraint, of: object))
            return broken
        } catch {
            Violations.layoutEngineOutOfStep("adding an internal constraint \(constraint)", error)
        }
    }

    /// Removes a constraint the engine added (nothing while rebuilding).
    func remove(_ constraint: Constraint) {
        if !isRebuilding { removeAdded(constraint) }
        noteChange()
    }

    /// Gives an internal constraint a new constant and returns the
    /// constraint the solver now holds: the same one, or — when the new
    /// constant contradicts a user constraint — a broken copy with the new
    /// constant, reported as ``add(_:placing:)`` reports it.
    @discardableResult
    func setConstant(_ constant: Double, for constraint: Constraint, placing object: AnyObject? = nil) -> Constraint {
        defer { noteChange() }
        noteConstantChange(from: solver.constant(for: constraint), to: constant)
        do throws(CassowaryError) {
            try solver.setConstant(constant, for: constraint)
            return constraint
        } catch .unsatisfiableConstraint {
            removeAdded(constraint)
            var expression = constraint.expression
            expression.constant = constant
            let broken = Constraint(expression, constraint.relation, strength: Self.brokenStrength)
            readd(broken)
            reportConflict(involving: object.map { [$0] } ?? [], breaking: Self.describeInternal(broken, of: object))
            return broken
        } catch {
            Violations.layoutEngineOutOfStep("setting the constant \(constant) of \(constraint)", error)
        }
    }

    /// How a conflict report names an internal constraint: the item it
    /// places and the solver's equation.
    static func describeInternal(_ constraint: Constraint, of object: AnyObject?) -> String {
        let name = switch object {
        case let view as UIView: "\(type(of: view)):0x\(String(view._serial, radix: 16))"
        case let guide as UILayoutGuide: "\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier):0x\(String(guide._serial, radix: 16))"
        default: "nil"
        }
        return "<OpenUIKit engine constraint placing \(name): \(constraint)>"
    }

    /// The strength of a required constraint UIKit has broken to resolve a
    /// conflict: just below required, so it still holds where it can.
    static let brokenStrength = Strength(priority: 999)

    /// Removes a constraint this engine added: the solver holds it.
    func removeAdded(_ constraint: Constraint, file: StaticString = #file, line: UInt = #line) {
        do throws(CassowaryError) {
            try solver.removeConstraint(constraint)
        } catch {
            Violations.layoutEngineOutOfStep("removing \(constraint)", error, file: file, line: line)
        }
    }

    /// Adds a constraint that cannot be refused: it was in a consistent
    /// solver before, or is optional with numbers already checked.
    func readd(_ constraint: Constraint, file: StaticString = #file, line: UInt = #line) {
        do throws(CassowaryError) {
            try solver.addConstraint(constraint)
        } catch {
            Violations.layoutEngineOutOfStep("adding \(constraint)", error, file: file, line: line)
        }
    }

    /// A solver constant from a number the program gave (a frame, margins,
    /// an intrinsic size): a number beyond the solver's ±1e30 bound is
    /// reported and clamped, so that the engine and the view agree as
    /// closely as the solver allows and layout goes on.
    static func solvable(_ value: Double, _ what: @autoclosure () -> String) -> Double {
        guard !(value.magnitude <= largestLayoutValue) else { return value }
        UIApplication.shared.diagnostics.report(
            .misuse,
            "\(what()) is \(value), beyond ±1e30, the largest number OpenUIKit's layout engine takes; Auto Layout uses \(value.isNaN ? 0 : (value < 0 ? -largestLayoutValue : largestLayoutValue)) instead."
        )
        return value.isNaN ? 0 : (value < 0 ? -largestLayoutValue : largestLayoutValue)
    }

    /// The largest magnitude the solver takes for a constant or coefficient.
    static let largestLayoutValue = 1e30

    // MARK: User constraints

    /// The solver expression for one attribute of an item.
    ///
    /// `mirrored` is set for a constraint that uses leading or trailing in a
    /// right-to-left layout: UIKit then measures the whole constraint from
    /// the leading (right) edge towards the left, so every horizontal
    /// position is negated (a positive constant stays an inset, `>=` still
    /// means "further along"), while widths are not.
    ///
    /// `rightToLeft` is the direction the whole constraint resolves leading
    /// and trailing in (see ``solverConstraint(for:strength:)``).
    func expression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                    rightToLeft: Bool = false, mirrored: Bool = false) -> LinearExpression? {
        let (plain, margin) = attribute.withoutMargin
        if margin, let view = object as? UIView {
            return expression(view.layoutMarginsGuide, plain, rightToLeft: rightToLeft, mirrored: mirrored)
        }
        guard mirrored, plain.axis == .horizontal, !plain.isDimension else {
            return unmirroredExpression(object, plain, rightToLeft: rightToLeft)
        }
        return unmirroredExpression(object, plain, rightToLeft: rightToLeft).map { $0 * -1 }
    }

    private func unmirroredExpression(_ object: AnyObject, _ plain: NSLayoutConstraint.Attribute,
                                      rightToLeft: Bool) -> LinearExpression? {
        let item: Item
        switch object {
        case let view as UIView: item = self.item(for: view)
        case let guide as UILayoutGuide: item = self.item(for: guide)
        default: return nil
        }
        switch plain {
        case .left: return LinearExpression(item.left)
        case .right: return item.left + item.width
        case .top: return LinearExpression(item.top)
        case .bottom, .lastBaseline: return item.top + item.height
        case .firstBaseline: return item.top + item.height
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        case .centerX: return item.left + item.width * 0.5
        case .centerY: return item.top + item.height * 0.5
        // In a right-to-left layout leading is the right edge, trailing the left.
        case .leading: return rightToLeft ? item.left + item.width : LinearExpression(item.left)
        case .trailing: return rightToLeft ? LinearExpression(item.left) : item.left + item.width
        default: return nil
        }
    }

    /// The solver constraint a user constraint stands for.
    ///
    /// Leading and trailing resolve in one direction for the whole
    /// constraint: that of the view holding it (its items' closest common
    /// ancestor), so that both sides name the same edge. Resolving each item
    /// in its own direction made `arranged.leading == stack.leading` equate a
    /// left edge with a right one when only the stack was right-to-left
    /// (`semanticContentAttribute` is not inherited by subviews).
    func solverConstraint(for constraint: NSLayoutConstraint, strength: Strength? = nil) -> Constraint? {
        guard let first = constraint.firstItem else { return nil }
        let rightToLeft = constraint._usesLeadingOrTrailing
            && (constraint._holder ?? NSLayoutConstraint._view(of: first))?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let mirrored = rightToLeft
        guard let lhs = expression(first, constraint.firstAttribute, rightToLeft: rightToLeft, mirrored: mirrored) else { return nil }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if let second = constraint.secondItem {
            guard let other = expression(second, constraint.secondAttribute, rightToLeft: rightToLeft, mirrored: mirrored) else { return nil }
            rhs = other * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: Cassowary.Constraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(lhs - rhs, relation, strength: strength ?? constraint.priority.strength)
    }

    /// Installs a user constraint. A required constraint that contradicts
    /// the others is reported as UIKit reports it and installed broken (just
    /// below required), so that layout goes on.
    func install(_ constraint: NSLayoutConstraint) {
        guard installed[ObjectIdentifier(constraint)] == nil,
              let solverConstraint = solverConstraint(for: constraint) else { return }
        installed[ObjectIdentifier(constraint)] = solverConstraint
        userConstraints.append(constraint)
        constraint._engine = self
        for object in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            existingItem(for: object)?.constraints.append(constraint)
        }
        do throws(CassowaryError) {
            try solver.addConstraint(solverConstraint)
        } catch .unsatisfiableConstraint {
            reportConflict(breaking: constraint)
            let broken = solverConstraint.withStrength(Self.brokenStrength)
            installed[ObjectIdentifier(constraint)] = broken
            // Its numbers were checked on activation: an optional
            // constraint with solvable numbers always goes in.
            readd(broken)
        } catch {
            Violations.layoutEngineOutOfStep("installing \(constraint), whose numbers were checked", error)
        }
        noteChange()
    }

    /// Uninstalls a user constraint.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        userConstraints.remove(constraint)
        if !isRebuilding { removeAdded(solverConstraint) }
        for object in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            guard let item = existingItem(for: object),
                  let index = item.constraints._lastIndex(ofIdentical: constraint) else { continue }
            item.constraints.remove(at: index)
        }
        constraint._engine = nil
        noteChange()
    }

    /// The constant of an installed constraint changed (the model already
    /// holds the new, checked value). When the new constant contradicts the
    /// required constraints, UIKit keeps it and breaks a constraint: this
    /// one is installed again broken (just below required) with the new
    /// constant, as ``install(_:)`` does, and the conflict is reported; the
    /// model and the solver agree either way.
    func _constantDidChange(of constraint: NSLayoutConstraint) {
        guard let solverConstraint = installed[ObjectIdentifier(constraint)] else { return }
        defer { noteChange() }
        // The expression is `lhs - (m·rhs + c)`: the solver constant is `-c`
        // plus whatever constant the attribute expressions carry (none).
        noteConstantChange(from: solver.constant(for: solverConstraint), to: -Double(constraint.constant))
        do throws(CassowaryError) {
            try solver.setConstant(-Double(constraint.constant), for: solverConstraint)
        } catch .unsatisfiableConstraint {
            removeAdded(solverConstraint)
            guard let broken = self.solverConstraint(for: constraint, strength: Self.brokenStrength) else {
                Violations.layoutEngineOutOfStep("rebuilding \(constraint), which was installed", .unknownConstraint(solverConstraint))
            }
            installed[ObjectIdentifier(constraint)] = broken
            readd(broken)
            reportConflict(breaking: constraint)
        } catch {
            Violations.layoutEngineOutOfStep("setting the checked constant of \(constraint)", error)
        }
    }

    /// The priority of an installed constraint moved between optional
    /// values: the solver constraint is replaced by one made from the model
    /// (its current constant included) at the new strength.
    func _priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let old = installed[ObjectIdentifier(constraint)] else { return }
        removeAdded(old)
        guard let replacement = solverConstraint(for: constraint) else {
            Violations.layoutEngineOutOfStep("rebuilding \(constraint), which was installed", .unknownConstraint(old))
        }
        installed[ObjectIdentifier(constraint)] = replacement
        // Optional, with numbers checked on activation.
        readd(replacement)
        noteChange()
    }

    /// The solver constraint an installed user constraint stands for.
    func installedSolverConstraint(for constraint: NSLayoutConstraint) -> Constraint? {
        installed[ObjectIdentifier(constraint)]
    }

    /// UIKit's report of unsatisfiable constraints.
    private func reportConflict(breaking constraint: NSLayoutConstraint) {
        reportConflict(involving: [constraint.firstItem, constraint.secondItem].compactMap { $0 }, breaking: "\(constraint)")
    }

    /// UIKit's report of unsatisfiable constraints: the constraints on the
    /// items involved, then the one broken to recover.
    private func reportConflict(involving objects: [AnyObject], breaking broken: String) {
        var involved: [NSLayoutConstraint] = []
        for object in objects {
            for other in existingItem(for: object)?.constraints ?? [] where !involved.contains(where: { $0 === other }) {
                involved.append(other)
            }
        }
        var lines = involved.map { "    \($0)" }
        // A view that still translates its autoresizing mask is the usual
        // culprit: list the constraints its mask stands for, as UIKit does.
        for case let view as UIView in objects
        where view._autoLayout.translatesAutoresizingMask && view._superview != nil && view !== root {
            lines += view._autoresizingConstraintDescriptions.map { "    \($0)" }
        }
        let list = lines.joined(separator: ",\n")
        UIApplication.shared.diagnostics.report(
            .unsatisfiableConstraints,
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        )
    }

    // MARK: Solving

    /// Solves and hands new frames to the items whose variables changed:
    /// each moved view's superview is marked for layout (its
    /// `layoutSubviews()` applies the frame); guides take their frames at once.
    func solveAndDistribute() {
        guard needsSolve else { return }
        if needsFreshSolver {
            needsFreshSolver = false
            rebuild()
        }
        needsSolve = false
        Self.collectChanges(of: solver, into: &changedVariables)
        guard !changedVariables.isEmpty else { return }
        var seen = Set<ObjectIdentifier>()
        for variable in changedVariables {
            guard let item = itemsByVariable[ObjectIdentifier(variable)],
                  seen.insert(ObjectIdentifier(item)).inserted else { continue }
            if let view = item.view {
                if let superview = view._superview {
                    view._noteNewEngineFrame(in: superview)
                } else {
                    view.setNeedsLayout()
                }
            } else if let guide = item.guide {
                let inner = guide.owningView?.alignmentRectInsets ?? .zero
                guide._setLayoutFrame(frame(of: item, relativeTo: guide.owningView).offsetBy(dx: inner.left, dy: inner.top))
            }
        }
        changedVariables.removeAll(keepingCapacity: true)
    }

    /// Collects the variables whose values changed. Nonisolated so that the
    /// per-variable closure pays no executor check (see `Array+Identity.swift`).
    private nonisolated static func collectChanges(of solver: Solver, into buffer: inout [Variable]) {
        solver.updateVariables { buffer.append($0) }
    }

    /// The frame the engine gives an item, in the coordinates of `reference`'s
    /// superview (for a view) or of `reference` itself (for a guide's owner).
    func frame(of item: Item, relativeTo owner: UIView?) -> CGRect {
        var x = item.left.value, y = item.top.value
        if let owner, let ownerItem = existingItem(for: owner) {
            x -= ownerItem.left.value
            y -= ownerItem.top.value
        }
        return CGRect(x: x, y: y, width: item.width.value, height: item.height.value)
    }
}
