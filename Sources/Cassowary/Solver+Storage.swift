extension Solver {
    /// The sizes of the solver's internal tables: what a test can compare
    /// to show that memory does not grow when constraints come and go.
    package struct StorageCounts: Equatable, CustomStringConvertible {
        /// Per-symbol storage: symbol table, variables, column heads, heap flags.
        package var symbols = 0, variables = 0, columnHeads = 0, enteringFlags = 0, infeasibleFlags = 0
        /// Queued heap items (stale ones included) and column entries.
        package var enteringItems = 0, infeasibleItems = 0, columnEntries = 0
        /// Row pool, settled-walk visits, dirty externals.
        package var rows = 0, walkVisits = 0, dirtyExternals = 0
        /// Identity tables (places), the record list and the idle variables.
        package var variableTable = 0, recordTable = 0, editTable = 0, records = 0, idleVariables = 0

        /// Whether no table is larger than in `other`.
        package func isNoLarger(than other: StorageCounts) -> Bool {
            zip(fields, other.fields).allSatisfy { $0.1 <= $1.1 }
        }

        var fields: [(String, Int)] {
            [
                ("symbols", symbols), ("variables", variables), ("columnHeads", columnHeads),
                ("enteringFlags", enteringFlags), ("infeasibleFlags", infeasibleFlags),
                ("enteringItems", enteringItems), ("infeasibleItems", infeasibleItems), ("columnEntries", columnEntries),
                ("rows", rows), ("walkVisits", walkVisits), ("dirtyExternals", dirtyExternals),
                ("variableTable", variableTable), ("recordTable", recordTable), ("editTable", editTable), ("records", records),
                ("idleVariables", idleVariables),
            ]
        }

        package var description: String { fields.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
    }

    /// The sizes of the solver's internal tables (element counts, not bytes).
    ///
    /// - Complexity: O(1).
    package var storageCounts: StorageCounts {
        let t = tableau
        var counts = StorageCounts()
        counts.symbols = t.symbols.count
        counts.variables = t.variables.count
        (counts.columnHeads, counts.columnEntries) = t.columns.storageCounts
        (counts.enteringFlags, counts.enteringItems) = t.enteringCandidates.storageCounts
        (counts.infeasibleFlags, counts.infeasibleItems) = t.infeasibleRows.storageCounts
        counts.rows = t.rows.count
        counts.walkVisits = t.walk.visits.count
        counts.dirtyExternals = t.dirtyExternals.count
        counts.variableTable = t.symbolOfVariable.capacity
        counts.recordTable = t.records.capacity
        counts.editTable = t.edits.capacity
        counts.records = t.records.values.count
        counts.idleVariables = t.idleVariables.count
        return counts
    }
}

extension Solver {
    /// How many times rounding spoiled the tableau and it was rebuilt from
    /// the constraints (`Tableau+Rebuild.swift`).
    package var rebuildCount: Int { tableau.rebuildCount }

    /// How far symbol orders and settled ranks count before they are
    /// renumbered (2³¹ − 1); tests lower it to renumber often.
    package var renumberingLimit: Int32 {
        get { tableau.renumberingLimit }
        set { tableau.renumberingLimit = newValue }
    }
}
