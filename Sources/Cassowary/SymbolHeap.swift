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

/// A min-heap of symbols, each present at most once, popping the lowest id.
///
/// The solver keeps two: the objective's candidates to enter the basis and
/// the rows that may be infeasible. Entries may go stale (a coefficient turns
/// positive, a row becomes feasible); the solver re-checks what it pops, so
/// choosing by lowest id is exactly kiwi's "first in sorted order" rule
/// without scanning the whole objective.
struct SymbolHeap {
    private var heap = IntHeap()
    private var present: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }

    /// Adds `symbol` unless it is already queued.
    ///
    /// - Complexity: O(log *n*).
    mutating func insert(_ symbol: Symbol) {
        let id = symbol.id
        if id >= present.count {
            present.append(contentsOf: repeatElement(false, count: id + 1 - present.count + present.count / 2))
        }
        if present[id] { return }
        present[id] = true
        heap.insert(id)
    }

    /// The lowest queued symbol, without removing it.
    var min: Symbol? { heap.min.map { Symbol(id: $0) } }

    /// Removes and returns the lowest queued symbol.
    ///
    /// - Complexity: O(log *n*).
    mutating func popMin() -> Symbol? {
        guard let top = heap.popMin() else { return nil }
        present[top] = false
        return Symbol(id: top)
    }

    /// Empties the heap.
    mutating func removeAll() {
        for id in heap.items { present[id] = false }
        heap.removeAll(keepingCapacity: true)
    }

    /// How many symbols the heap holds flags for and how many items it holds (for tests of its size).
    var storageCounts: (symbols: Int, items: Int) { (present.count, heap.items.count) }

    /// The queued symbols in heap order, for dumps and invariant checks.
    var contents: [Symbol] { heap.items.sorted().map { Symbol(id: $0) } }
}
