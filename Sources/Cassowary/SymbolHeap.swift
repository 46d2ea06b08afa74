/// A min-heap of symbols, each present at most once, popping the lowest id.
///
/// The solver keeps two: the objective's candidates to enter the basis and
/// the rows that may be infeasible. Entries may go stale (a coefficient turns
/// positive, a row becomes feasible); the solver re-checks what it pops, so
/// choosing by lowest id is exactly kiwi's "first in sorted order" rule
/// without scanning the whole objective.
struct SymbolHeap {
    private var items: [Int] = []
    private var present: [Bool] = []

    var isEmpty: Bool { items.isEmpty }

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
        items.append(id)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent] <= id { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = id
    }

    /// The lowest queued symbol, without removing it.
    var min: Symbol? { items.first.map { Symbol(id: $0) } }

    /// Removes and returns the lowest queued symbol.
    ///
    /// - Complexity: O(log *n*).
    mutating func popMin() -> Symbol? {
        guard let top = items.first else { return nil }
        present[top] = false
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
        return Symbol(id: top)
    }

    /// Empties the heap.
    mutating func removeAll() {
        for id in items { present[id] = false }
        items.removeAll(keepingCapacity: true)
    }

    /// The queued symbols in heap order, for dumps and invariant checks.
    var contents: [Symbol] { items.sorted().map { Symbol(id: $0) } }
}
