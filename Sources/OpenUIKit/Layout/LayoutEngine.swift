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
    var installed: [ObjectIdentifier: Constraint] = [:]
    /// Installed user constraints and items, in a deterministic order
    /// (append; removal swaps the last into the gap), for rebuilding.
    var userConstraints = _SwapList<NSLayoutConstraint>()
    private(set) var itemList = _SwapList<Item>()
    private var changedVariables: [Variable] = []

    /// Whether a change waits for the next solve.
    private(set) var needsSolve = false
    /// A constant went to or came from a magnitude where changing it in
    /// place loses the small numbers around it to rounding (1e30 + 40 − 1e30
    /// is 0): the next solve starts from a fresh solver.
    var needsFreshSolver = false
    /// The largest constant magnitude the solver changes in place exactly
    /// enough for layout.
    static let exactMagnitude = 1e9

    /// Notes a constant change from `old` to `new` for ``needsFreshSolver``.
    func noteConstantChange(from old: Double?, to new: Double) {
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
    func noteChange() {
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
            // variables happen to solve to their starting values. A mark
            // left by an engine that went away without forgetting the view
            // (its tree's root was deallocated) is dropped first, or the new
            // superview would never hear of the view.
            view._autoLayout.hasNewEngineFrame = false
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
                seen.insert(ObjectIdentifier(item)).inserted
            else { continue }
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
        var x = item.left.value
        var y = item.top.value
        if let owner, let ownerItem = existingItem(for: owner) {
            x -= ownerItem.left.value
            y -= ownerItem.top.value
        }
        return CGRect(x: x, y: y, width: item.width.value, height: item.height.value)
    }
}
