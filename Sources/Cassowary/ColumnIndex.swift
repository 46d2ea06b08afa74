/// For each symbol, the rows that mention it as a cell.
///
/// This index is what kiwi lacks: with it a substitution, a suggestion or a
/// constant change visits only the rows that hold the symbol. Each column is
/// a doubly linked list threaded through one shared pool of entries, so
/// adding a row to a column never allocates once the pool has grown, removing
/// the whole column (a substitution) is one walk, and removing one row from a
/// column is O(1): every ``Cell`` of an indexed row keeps the entry that lists
/// it. The order within a column follows the operations performed, never
/// hashing; nothing chooses by it — every choice made while walking a column
/// breaks ties by symbol id.
struct ColumnIndex {
    /// The first entry of each symbol's list, or -1.
    private var heads: [Int32] = [-1]
    /// One link of a column's list: a row slot and its neighbours (-1 ends
    /// the list); free entries form a singly linked list through `next`.
    private struct Entry {
        var slot: Int32
        var previous: Int32
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
    /// - Returns: The entry, which the row's cell keeps for ``remove(_:from:)``.
    /// - Complexity: amortized O(1).
    @inline(__always)
    mutating func insert(_ slot: Int, into symbol: Symbol) -> Int32 {
        let head = heads[symbol.id]
        let entry: Int32
        if freeList >= 0 {
            entry = freeList
            freeList = entries[Int(entry)].next
            entries[Int(entry)] = Entry(slot: Int32(slot), previous: -1, next: head)
        } else {
            entry = Int32(entries.count)
            entries.append(Entry(slot: Int32(slot), previous: -1, next: head))
        }
        if head >= 0 { entries[Int(head)].previous = entry }
        heads[symbol.id] = entry
        return entry
    }

    /// Records that the row an entry stands for no longer mentions `symbol`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func remove(_ entry: Int32, from symbol: Symbol) {
        let e = entries[Int(entry)]
        if e.previous >= 0 { entries[Int(e.previous)].next = e.next } else { heads[symbol.id] = e.next }
        if e.next >= 0 { entries[Int(e.next)].previous = e.previous }
        release(entry)
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
        entries[Int(entry)].slot = -1
        entries[Int(entry)].next = freeList
        freeList = entry
    }

    /// How many symbols and entries the index holds storage for (for tests of its size).
    var storageCounts: (symbols: Int, entries: Int) { (heads.count, entries.count) }

    /// The row slots listed for `symbol`, in list order, or `nil` if the
    /// list's back links are broken (for invariant checks).
    func rows(of symbol: Symbol) -> [Int]? {
        var result: [Int] = []
        var previous: Int32 = -1
        var entry = heads[symbol.id]
        while entry >= 0 {
            guard entries[Int(entry)].previous == previous else { return nil }
            result.append(Int(entries[Int(entry)].slot))
            previous = entry
            entry = entries[Int(entry)].next
        }
        return result
    }
}
