/// An unknown of the tableau, named by the id of its place in the solver's
/// per-symbol arrays.
///
/// Ids start at 1 and are reused: a symbol that has left the tableau for
/// good gives its id back, so the arrays stay the size of the largest live
/// system however many constraints come and go. Rows keep their cells sorted
/// by id, but no choice depends on ids: every tie-break uses the symbol's
/// *order* (`Tableau.SymbolInfo.order`), which grows with every symbol made,
/// as kiwi's ids do (`Tableau+Symbols.swift`).
struct Symbol: Hashable, Comparable {
    /// What an unknown stands for; it decides whether the unknown is
    /// restricted to non-negative values and whether it may enter the basis.
    enum Kind: UInt8 {
        /// No symbol: the result of a search that found nothing.
        case invalid
        /// A user ``Variable``: unrestricted, its row's constant is its value.
        case external
        /// A slack of an inequality, or the artificial variable: `>= 0`.
        case slack
        /// One side of a non-required constraint's violation: `>= 0`, weighted in the objective.
        case error
        /// The marker of a required equality: always zero, never pivots in.
        case dummy
    }

    /// The id, stored in 32 bits so that a ``Cell`` (symbol, column entry,
    /// coefficient) fits in 16 bytes; ids are reused, so they never exceed
    /// the number of symbols alive at once.
    private var raw: Int32

    /// The position of the symbol in the solver's per-symbol arrays.
    @inline(__always)
    var id: Int { Int(raw) }

    @inline(__always)
    init(id: Int) { raw = Int32(id) }

    /// The symbol that is no symbol.
    static let invalid = Symbol(id: 0)

    var isValid: Bool { raw != 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// The single tolerance of the solver: coefficients and constants smaller in
/// magnitude are treated as zero (kiwi uses the same 1e-8).
let tolerance = 1.0e-8

/// How small a pivot coefficient may be, as a fraction of the largest
/// coefficient in its row, before it is taken for rounding. Where the exact
/// value is zero, rounding leaves 1e-8 or so in a row that has been pivoted
/// through many bases; dividing by it multiplies every error in the row by
/// 10⁸. Layout systems pivot on 0.5 and more.
let pivotTolerance = 1.0e-6

/// The largest magnitude the solver accepts for a coefficient, a constant or
/// a suggestion: far beyond any layout value, and small enough that the
/// products and quotients of pivoting stay finite.
let largestMagnitude = 1.0e30

extension Double {
    /// Whether the solver accepts this number: finite and within ``largestMagnitude``.
    var isSolvable: Bool { isFinite && magnitude <= largestMagnitude }
}

/// Whether `value` is zero within ``tolerance``.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < tolerance && value > -tolerance
}

/// How much of the larger addend a sum may keep and still count as zero:
/// a few units in the last place of a double (2.2e-16), so that only
/// rounding left by cancelling two large numbers is taken for zero.
let cancellationTolerance = 1.0e-14

/// Whether `sum`, just computed as `a + b`, is zero: within ``tolerance``,
/// or no bigger than the rounding of cancelling `a` against `b`. An
/// objective coefficient built from weights near 1e9 (a required
/// constraint broken at priority 999) keeps 2.4e-7 of rounding when its
/// terms cancel — past the absolute tolerance, yet no improvement.
@inline(__always)
func nearZero(sum: Double, of a: Double, _ b: Double) -> Bool {
    nearZero(sum) || sum.magnitude <= cancellationTolerance * max(a.magnitude, b.magnitude)
}

/// A reusable list of symbols that empties in O(1) without releasing storage.
///
/// Substitution reports, per row, the symbols whose cells appeared or
/// vanished; clearing an `Array` for every row costs more than the report.
struct SymbolBuffer {
    private var storage: [Symbol] = []
    /// The number of symbols in the list.
    private(set) var count = 0

    @inline(__always)
    mutating func append(_ symbol: Symbol) {
        if count < storage.count { storage[count] = symbol } else { storage.append(symbol) }
        count += 1
    }

    @inline(__always)
    mutating func removeAll() { count = 0 }

    @inline(__always)
    subscript(i: Int) -> Symbol { storage[i] }
}
