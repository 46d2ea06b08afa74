import Synchronization

/// A named unknown whose value a ``Solver`` computes.
///
/// A variable is a handle with reference identity: two variables with the
/// same name are still different unknowns. The solver writes a variable's
/// ``value`` when you call ``Solver/updateVariables()``; until then the value
/// keeps whatever the last update left there (zero for a new variable).
///
/// Variables are `Sendable`: the name is immutable and the value is stored
/// atomically, so a variable may be created on one actor and read on another.
/// A solver itself is used from one thread at a time.
public final class Variable: Sendable {
    /// The name given at creation, used in dumps and error descriptions.
    public let name: String

    /// The bit pattern of the current value, stored atomically.
    private let storage: Atomic<UInt64>

    /// Creates a variable with the given name and a value of zero.
    ///
    /// - Parameter name: A label for dumps and diagnostics; it need not be unique.
    public init(_ name: String = "") {
        self.name = name
        self.storage = Atomic(0.0.bitPattern)
    }

    /// The value written by the most recent ``Solver/updateVariables()``.
    public var value: Double {
        Double(bitPattern: storage.load(ordering: .relaxed))
    }

    /// Stores a solved value; only the solver writes values.
    func setValue(_ newValue: Double) {
        storage.store(newValue.bitPattern, ordering: .relaxed)
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name.
    public var description: String { name }
}
