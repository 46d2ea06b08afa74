extension Tableau {
    /// Forgets every constraint, edit variable and symbol.
    ///
    /// Variables the solver knew are not touched.
    mutating func reset() {
        symbols = [SymbolInfo(kind: .invalid)]
        columns = ColumnIndex()
        variables = [nil]
        rows = []
        freeSlots = []
        objectiveConstant = 0
        enteringCandidates = SymbolHeap()
        infeasibleRows = SymbolHeap()
        artificial = nil
        dirtyExternals = []
        symbolOfVariable = IdentityMap()
        records = Records()
        edits = IdentityMap()
    }
}
