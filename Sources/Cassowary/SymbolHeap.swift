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
/// (``forget(_:)``): its item stays in the heap until it reaches the top, and
/// is skipped there because the id is no longer queued under that order, even
/// if a new symbol has taken the id since.
struct SymbolHeap {
    private var heap = IntHeap()
    /// Per symbol id, the order it is queued under, or 0.
    private var queued: [Int32] = []

    /// Adds `symbol`, whose order is `order`, unless it is already queued.
    ///
    /// - Complexity: O(log *n*).
    mutating func insert(_ symbol: Symbol, order: Int32) {
        let id = symbol.id
        if id >= queued.count {
            queued.append(contentsOf: repeatElement(0, count: id + 1 - queued.count + queued.count / 2))
        }
        if queued[id] == order { return }
        queued[id] = order
        heap.insert(Int(order) << 32 | id)
    }

    /// Pops the items of forgotten symbols off the top.
    private mutating func dropStale() {
        while let top = heap.min, queued[top & 0xFFFF_FFFF] != Int32(truncatingIfNeeded: top >> 32) {
            _ = heap.popMin()
        }
    }

    /// The queued symbol of lowest order, without removing it.
    ///
    /// - Complexity: O(log *n*) per stale item dropped, else O(1).
    mutating func min() -> Symbol? {
        dropStale()
        return heap.min.map { Symbol(id: $0 & 0xFFFF_FFFF) }
    }

    /// Removes and returns the queued symbol of lowest order.
    ///
    /// - Complexity: O(log *n*) per item popped.
    mutating func popMin() -> Symbol? {
        dropStale()
        guard let top = heap.popMin() else { return nil }
        let id = top & 0xFFFF_FFFF
        queued[id] = 0
        return Symbol(id: id)
    }

    /// Unqueues a symbol that is being given back.
    ///
    /// - Complexity: O(1).
    mutating func forget(_ symbol: Symbol) {
        if symbol.id < queued.count { queued[symbol.id] = 0 }
    }

    /// Re-keys the queued symbols after the solver renumbered the orders
    /// (keeping their sequence), and drops the stale items.
    ///
    /// - Complexity: O(*n* log *n*), for the *n* symbols the heap has flags for.
    mutating func renumber(_ order: (Symbol) -> Int32) {
        var items: [Int] = []
        for id in queued.indices where queued[id] != 0 {
            queued[id] = order(Symbol(id: id))
            items.append(Int(queued[id]) << 32 | id)
        }
        heap.removeAll(keepingCapacity: true)
        // A sorted array is a heap.
        for item in items.sorted() { heap.insert(item) }
    }

    /// How many symbols the heap holds flags for and how many items it holds (for tests of its size).
    var storageCounts: (symbols: Int, items: Int) { (queued.count, heap.items.count) }

    /// The queued symbols by order, for dumps and invariant checks.
    var contents: [Symbol] {
        heap.items.sorted().filter { queued[$0 & 0xFFFF_FFFF] == Int32(truncatingIfNeeded: $0 >> 32) }
            .map { Symbol(id: $0 & 0xFFFF_FFFF) }
    }
}
