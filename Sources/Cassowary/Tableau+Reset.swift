extension Tableau {
    /// Forgets every constraint, edit variable and symbol.
    ///
    /// Variables the solver knew are not touched.
    mutating func reset() {
        let limit = renumberingLimit
        self = Tableau()
        renumberingLimit = limit
    }
}
