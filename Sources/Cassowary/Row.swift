/// One term of a row: a symbol and its coefficient.
struct Cell {
    var symbol: Symbol
    /// The entry that lists the row in `symbol`'s column while the row is in
    /// the tableau (so the row leaves the column in O(1)), else -1.
    var entry: Int32 = -1
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient · symbol`.
///
/// The cells are sorted by symbol id and never hold a near-zero coefficient,
/// so iteration order is deterministic and lookups are binary searches. A row
/// does not know the column index; the tableau keeps that in step.
struct Row {
    /// The symbol this row defines, or ``Symbol/invalid`` for a row being built.
    var basic: Symbol
    /// The value of ``basic`` when every parametric symbol is zero.
    var constant: Double
    /// The parametric symbols and their coefficients, sorted by id.
    var cells: [Cell]

    init(basic: Symbol = .invalid, constant: Double, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`'s cell, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*), where *n* is the number of cells.
    @inline(__always)
    func index(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let id = cells[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, or zero when the row does not mention it.
    ///
    /// - Complexity: O(log *n*), where *n* is the number of cells.
    func coefficient(for symbol: Symbol) -> Double {
        let (i, found) = index(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is near zero.
    ///
    /// - Returns: +1 if a cell appeared, -1 if one vanished, 0 otherwise.
    /// - Complexity: O(*n*), where *n* is the number of cells.
    @discardableResult
    mutating func add(_ coefficient: Double, _ symbol: Symbol) -> Int {
        let (i, found) = index(of: symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: i)
                return -1
            }
            cells[i].coefficient = sum
            return 0
        }
        if nearZero(coefficient) { return 0 }
        if i == cells.count {
            cells.append(Cell(symbol: symbol, coefficient: coefficient)) // new symbols mostly have the highest ids
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
        return 1
    }

    /// Removes `symbol`'s cell, returning its coefficient (zero if absent).
    ///
    /// - Complexity: O(*n*), where *n* is the number of cells.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (i, found) = index(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: i).coefficient
    }

    /// The largest magnitude of a coefficient, or zero for a row without cells.
    ///
    /// - Complexity: O(*n*), where *n* is the number of cells.
    var largestMagnitude: Double {
        cells.reduce(0) { Swift.max($0, $1.coefficient.magnitude) }
    }

    /// Whether the constant and every coefficient are finite.
    ///
    /// - Complexity: O(*n*), where *n* is the number of cells.
    var isFinite: Bool {
        constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
    }

    /// Negates the constant and every coefficient.
    ///
    /// - Complexity: O(*n*), where *n* is the number of cells.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + … + c·subject + …` as
    /// `subject = -constant/c + …`, making `subject` the basic symbol.
    ///
    /// The row must mention `subject` and have no basic symbol yet (or have
    /// had its old basic moved into the cells by the caller).
    ///
    /// - Complexity: O(*n*), where *n* is the number of cells.
    mutating func solve(for subject: Symbol) {
        let c = remove(subject)
        let factor = -1 / c
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
        basic = subject
    }

    /// Pivots: makes `entering` basic and moves the old basic into the cells.
    ///
    /// `basic = … + c·entering + …` becomes `entering = (basic - …) / c`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of cells.
    mutating func pivot(to entering: Symbol) {
        let leaving = basic
        add(-1, leaving)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row`: removes `symbol`'s cell (coefficient `c`)
    /// and adds `c · row`, merging the sorted cell lists in one pass.
    ///
    /// With `slot >= 0` this row is in the tableau at that slot and the
    /// column index is kept in step: cells that appear get an entry, cells
    /// that cancel to near zero give theirs back. `symbol`'s own entry is the
    /// caller's (it is walking that column). Symbols that gain a cell are
    /// appended to `appeared`, symbols whose cell cancels to `vanished`.
    /// `withConstant: false` leaves the constant alone, for a `symbol` whose
    /// value is already counted in it (a settled reference, see `Tableau`).
    ///
    /// - Returns: `c`, the coefficient `symbol` had (zero: nothing changed).
    /// - Complexity: O(*n* + *m*), the sizes of the two rows.
    @discardableResult
    mutating func substitute(
        _ symbol: Symbol, by row: Row, withConstant: Bool = true, slot: Int, columns: inout ColumnIndex,
        scratch: inout [Cell], appeared: inout SymbolBuffer, vanished: inout SymbolBuffer
    ) -> Double {
        let (at, found) = index(of: symbol)
        guard found else { return 0 }
        let c = cells[at].coefficient
        if withConstant { constant += c * row.constant }
        if row.cells.count <= 4 {
            // A short row: a few point updates in place beat a full merge and copy.
            cells.remove(at: at)
            for cell in row.cells {
                let v = c * cell.coefficient
                let (i, found) = index(of: cell.symbol)
                if found {
                    let sum = cells[i].coefficient + v
                    if nearZero(sum) {
                        if slot >= 0 { columns.remove(cells[i].entry, from: cell.symbol) }
                        cells.remove(at: i)
                        vanished.append(cell.symbol)
                    } else {
                        cells[i].coefficient = sum
                    }
                } else if !nearZero(v) {
                    let entry = slot >= 0 ? columns.insert(slot, into: cell.symbol) : -1
                    cells.insert(Cell(symbol: cell.symbol, entry: entry, coefficient: v), at: i)
                    appeared.append(cell.symbol)
                }
            }
            return c
        }
        merge(
            row, times: c, skipping: at, slot: slot, columns: &columns, scratch: &scratch,
            appeared: &appeared, vanished: &vanished)
        return c
    }

    /// Adds `c · row` to this row, merging the sorted cell lists in one pass.
    ///
    /// Used while building a new row, which no column index knows about yet.
    ///
    /// - Complexity: O(*n* + *m*), the sizes of the two rows.
    mutating func add(_ row: Row, times c: Double, columns: inout ColumnIndex, scratch: inout [Cell]) {
        constant += c * row.constant
        var appeared = SymbolBuffer()
        var vanished = SymbolBuffer()
        merge(
            row, times: c, skipping: -1, slot: -1, columns: &columns, scratch: &scratch,
            appeared: &appeared, vanished: &vanished)
    }

    /// `cells := cells without cells[skip] + c · row.cells`, near-zero sums dropped.
    ///
    /// The hot loop of the solver: a merge over raw buffers into reused
    /// scratch storage, then one copy back into this row's own buffer, so a
    /// substitution allocates nothing once the buffers have grown. With
    /// `slot >= 0` (an indexed row) it reports and indexes the cells that
    /// appear and vanish; `slot < 0` (a row being built) does neither.
    private mutating func merge(
        _ row: Row, times c: Double, skipping skip: Int, slot: Int, columns: inout ColumnIndex,
        scratch: inout [Cell], appeared: inout SymbolBuffer, vanished: inout SymbolBuffer
    ) {
        let needed = cells.count + row.cells.count
        if scratch.count < needed {
            scratch.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: needed - scratch.count))
        }
        let indexed = slot >= 0
        let count = scratch.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { mine in
                row.cells.withUnsafeBufferPointer { theirs in
                    var i = 0
                    var j = 0
                    var k = 0
                    let m = mine.count
                    let n = theirs.count
                    @inline(__always)
                    func appear(_ cell: Cell, _ v: Double) {
                        if indexed {
                            out[k] = Cell(symbol: cell.symbol, entry: columns.insert(slot, into: cell.symbol), coefficient: v)
                            appeared.append(cell.symbol)
                        } else {
                            out[k] = Cell(symbol: cell.symbol, coefficient: v)
                        }
                        k += 1
                    }
                    while i < m && j < n {
                        if i == skip {
                            i += 1
                            continue
                        }
                        let a = mine[i].symbol.id
                        let b = theirs[j].symbol.id
                        if a < b {
                            out[k] = mine[i]
                            k += 1
                            i += 1
                        } else if b < a {
                            let v = c * theirs[j].coefficient
                            if !nearZero(v) { appear(theirs[j], v) }
                            j += 1
                        } else {
                            let v = mine[i].coefficient + c * theirs[j].coefficient
                            if nearZero(v) {
                                if indexed {
                                    columns.remove(mine[i].entry, from: mine[i].symbol)
                                    vanished.append(mine[i].symbol)
                                }
                            } else {
                                out[k] = mine[i]
                                out[k].coefficient = v
                                k += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < m {
                        if i != skip {
                            out[k] = mine[i]
                            k += 1
                        }
                        i += 1
                    }
                    while j < n {
                        let v = c * theirs[j].coefficient
                        if !nearZero(v) { appear(theirs[j], v) }
                        j += 1
                    }
                    return k
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        if cells.capacity < count { cells.reserveCapacity(count + count / 2) }
        scratch.withUnsafeBufferPointer { cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }
}
