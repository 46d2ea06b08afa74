extension Tableau {
    /// Forgets every constraint, edit variable and symbol.
    ///
    /// Variables the solver knew are not touched.
    mutating func reset() {
        self = Tableau()
    }
}
