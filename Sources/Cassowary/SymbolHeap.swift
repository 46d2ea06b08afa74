/// A binary min-heap of integers.
///
/// The solver's heaps hold symbol ids (``SymbolHeap``) and, while a constant
/// change moves through settled rows, their ranks and slots in one integer.
struct IntHeap {
    /// The items in heap order.
    private(set) var items: [Int] = []

    var isEmpty: Bool { items.isEmpty }

    /// The lowest item, without removing it.
    var min: Int? { items.first }

    /// Adds `item` (duplicates allowed).
    ///
    /// - Complexity: O(log *n*).
    mutating func insert(_ item: Int) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent] <= item { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = item
    }

    /// Removes and returns the lowest item.
    ///
    /// - Complexity: O(log *n*).
    mutating func popMin() -> Int? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            var parent = 0
            let count = items.count
            while true {
                var child = 2 * parent + 1
                if child >= count { break }
                if child + 1 < count && items[child + 1] < items[child] { child += 1 }
                if items[child] >= last { break }
                items[parent] = items[child]
                parent = child
            }
            items[parent] = last
        }
        return top
    }

    mutating func removeAll(keepingCapacity: Bool) { items.removeAll(keepingCapacity: keepingCapacity) }
}

/// A min-heap of symbols, each queued at most once, popping the lowest order.
///
/// The solver keeps two: the objective's candidates to enter the basis and
/// the rows that may be infeasible. Entries may go stale (a coefficient turns
/// positive, a row becomes feasible); the solver re-checks what it pops, so
/// choosing by lowest order is exactly kiwi's "first in sorted order" rule
/// without scanning the whole objective.
///
/// An item is the symbol's order (kiwi's id, see `Tableau+Symbols.swift`)
/// and its id in one integer. A symbol given back while queued is forgotten
/// (``forget(_:)``); its item stays in the heap until it reaches the top,
/// where it is skipped because the id no longer has that order (`order` is
/// the tableau's current order of an id), even if a new symbol has taken
/// the id since. One flag per id, not the order, keeps the per-symbol
/// storage small: it is read and written on every objective change.
struct SymbolHeap {
    private var heap = IntHeap()
    /// Per symbol id, whether the symbol that has the id now is queued.
    private var queued: [Bool] = []

    /// Adds `symbol`, whose order is `order`, unless it is already queued.
    ///
    /// - Complexity: O(log *n*).
    mutating func insert(_ symbol: Symbol, order: Int32) {
        let id = symbol.id
        if id >= queued.count {
            queued.append(contentsOf: repeatElement(false, count: id + 1 - queued.count + queued.count / 2))
        }
        if queued[id] { return }
        queued[id] = true
        heap.insert(Int(order) << 32 | id)
    }

    /// Pops the items of forgotten symbols off the top.
    @inline(__always)
    private mutating func dropStale(_ order: (Int) -> Int32) {
        while let top = heap.min, order(top & 0xFFFF_FFFF) != Int32(truncatingIfNeeded: top >> 32) {
            _ = heap.popMin()
        }
    }

    /// The queued symbol of lowest order, without removing it.
    ///
    /// - Parameter order: The current order of a symbol id.
    /// - Complexity: O(log *n*) per stale item dropped, else O(1).
    @inline(__always)
    mutating func min(_ order: (Int) -> Int32) -> Symbol? {
        dropStale(order)
        return heap.min.map { Symbol(id: $0 & 0xFFFF_FFFF) }
    }

    /// Removes and returns the queued symbol of lowest order.
    ///
    /// - Parameter order: The current order of a symbol id.
    /// - Complexity: O(log *n*) per item popped.
    @inline(__always)
    mutating func popMin(_ order: (Int) -> Int32) -> Symbol? {
        dropStale(order)
        guard let top = heap.popMin() else { return nil }
        let id = top & 0xFFFF_FFFF
        queued[id] = false
        return Symbol(id: id)
    }

    /// Unqueues a symbol that is being given back.
    ///
    /// - Complexity: O(1).
    mutating func forget(_ symbol: Symbol) {
        // Read first: most symbols given back are not queued, and a read needs no uniqueness check.
        if symbol.id < queued.count && queued[symbol.id] { queued[symbol.id] = false }
    }

    /// Re-keys the queued symbols after the solver renumbered the orders
    /// (keeping their sequence), and drops the stale items.
    ///
    /// - Complexity: O(*n* log *n*), for the *n* items in the heap.
    mutating func renumber(from old: (Int) -> Int32, to new: (Int) -> Int32) {
        var items: [Int] = []
        for item in heap.items where old(item & 0xFFFF_FFFF) == Int32(truncatingIfNeeded: item >> 32) {
            items.append(Int(new(item & 0xFFFF_FFFF)) << 32 | item & 0xFFFF_FFFF)
        }
        heap.removeAll(keepingCapacity: true)
        // A sorted array is a heap.
        for item in items.sorted() { heap.insert(item) }
    }

    /// How many symbols the heap holds flags for and how many items it holds (for tests of its size).
    var storageCounts: (symbols: Int, items: Int) { (queued.count, heap.items.count) }

    /// The queued symbols by order, for dumps and invariant checks.
    func contents(_ order: (Int) -> Int32) -> [Symbol] {
        heap.items.sorted().filter { order($0 & 0xFFFF_FFFF) == Int32(truncatingIfNeeded: $0 >> 32) }
            .map { Symbol(id: $0 & 0xFFFF_FFFF) }
    }
}
