/// For each symbol, the rows that mention it as a parametric symbol.
///
/// This index is what kiwi lacks: with it a substitution, a suggestion or a
/// constant change visits only the rows that hold the symbol. Each column is
/// a singly linked list threaded through one shared pool of entries, so
/// adding a row to a column never allocates once the pool has grown, and
/// removing the whole column (a substitution) is one walk. The order within a
/// column follows the operations performed, never hashing; nothing chooses by
/// it — every choice made while walking a column breaks ties by symbol id.
struct ColumnIndex {
    /// The first entry of each symbol's list, or -1.
    private var heads: [Int32] = [-1]
    /// One link of a column's list: a row slot and the next entry (-1 ends
    /// the list); free entries form a list of their own.
    private struct Entry {
        var slot: Int32
        var next: Int32
    }

    private var entries: [Entry] = []
    private var freeList: Int32 = -1

    /// Reserves storage for the given numbers of symbols and entries.
    mutating func reserveCapacity(symbols: Int, entries count: Int) {
        heads.reserveCapacity(symbols)
        entries.reserveCapacity(count)
    }

    /// Makes room for one more symbol (with an empty column).
    mutating func appendSymbol() { heads.append(-1) }

    /// The first entry of `symbol`'s column, or -1; walk with ``next(_:)``.
    @inline(__always)
    func first(_ symbol: Symbol) -> Int32 { heads[symbol.id] }

    /// The entry after `entry` in its column, or -1.
    @inline(__always)
    func next(_ entry: Int32) -> Int32 { entries[Int(entry)].next }

    /// The row slot an entry stands for.
    @inline(__always)
    func slot(_ entry: Int32) -> Int { Int(entries[Int(entry)].slot) }

    /// Whether no row mentions `symbol`.
    func isEmpty(_ symbol: Symbol) -> Bool { heads[symbol.id] < 0 }

    /// Records that the row in `slot` mentions `symbol`.
    ///
    /// - Complexity: amortized O(1).
    @inline(__always)
    mutating func insert(_ slot: Int, into symbol: Symbol) {
        let entry: Int32
        if freeList >= 0 {
            entry = freeList
            freeList = entries[Int(entry)].next
            entries[Int(entry)] = Entry(slot: Int32(slot), next: heads[symbol.id])
        } else {
            entry = Int32(entries.count)
            entries.append(Entry(slot: Int32(slot), next: heads[symbol.id]))
        }
        heads[symbol.id] = entry
    }

    /// Records that the row in `slot` no longer mentions `symbol`.
    ///
    /// - Returns: `false` if the column did not list the row.
    /// - Complexity: O(*k*), the length of the column.
    @discardableResult
    mutating func remove(_ slot: Int, from symbol: Symbol) -> Bool {
        let target = Int32(slot)
        var previous: Int32 = -1
        var entry = heads[symbol.id]
        while entry >= 0 && entries[Int(entry)].slot != target {
            previous = entry
            entry = entries[Int(entry)].next
        }
        guard entry >= 0 else { return false }
        if previous < 0 { heads[symbol.id] = entries[Int(entry)].next } else { entries[Int(previous)].next = entries[Int(entry)].next }
        entries[Int(entry)].next = freeList
        freeList = entry
        return true
    }

    /// Empties `symbol`'s column and returns its first entry; the caller
    /// walks the detached list, reading each entry's ``next(_:)`` before
    /// handing it back with ``release(_:)``.
    mutating func detach(_ symbol: Symbol) -> Int32 {
        let first = heads[symbol.id]
        heads[symbol.id] = -1
        return first
    }

    /// Returns a detached entry to the pool.
    @inline(__always)
    mutating func release(_ entry: Int32) {
        entries[Int(entry)].next = freeList
        freeList = entry
    }

    /// The row slots listed for `symbol`, in list order (for invariant checks).
    func rows(of symbol: Symbol) -> [Int] {
        var result: [Int] = []
        var entry = heads[symbol.id]
        while entry >= 0 {
            result.append(Int(entries[Int(entry)].slot))
            entry = entries[Int(entry)].next
        }
        return result
    }
}
