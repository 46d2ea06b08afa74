import Cassowary
import Foundation

/// How the engine talks to its solver: internal constraints, the
/// constraints it broke, and the checks on the numbers it passes.
extension _LayoutEngine {
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
        let name =
            switch object {
            case let view as UIView: "\(type(of: view)):0x\(String(view._serial, radix: 16))"
            case let guide as UILayoutGuide:
                "\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier):0x\(String(guide._serial, radix: 16))"
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

    /// Whether the engine takes `value` as it is: finite and within
    /// ±``largestLayoutValue`` (margins, insets and spacings are refused otherwise).
    static func takes(_ value: CGFloat) -> Bool {
        value.isFinite && value.magnitude <= CGFloat(largestLayoutValue)
    }
}
