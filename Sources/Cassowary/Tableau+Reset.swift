extension Tableau {
    /// Forgets every constraint, edit variable and symbol.
    ///
    /// Variables the solver knew are not touched.
    mutating func reset() {
        kinds = [.invalid]
        rowSlot = [-1]
        columns = ColumnIndex()
        objective = [0]
        isDirty = [false]
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
