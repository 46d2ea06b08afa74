extension Tableau {
    /// What the tableau keeps per symbol, in one array indexed by `Symbol.id`
    /// (24 bytes: `isOrphan` and `order` fill what was padding).
    struct SymbolInfo {
        /// `.invalid` for an id that is free (``Tableau/freeSymbols``).
        var kind: Symbol.Kind
        /// Whether the symbol is in ``dirtyExternals``.
        var isDirty = false
        /// Whether the symbol is a dummy or a settled variable: zero in the
        /// solution and never chosen to enter, whatever rows it is in.
        var isPassive: Bool
        /// Whether the symbol's constraint is gone while the symbol is still
        /// in the tableau: it is given back when it leaves.
        var isOrphan = false
        /// The pool slot of the row where the symbol is basic, or -1.
        var rowSlot: Int32 = -1
        /// For a settled variable, its place in the order rows settled (a
        /// settled row refers only to lower ranks), else -1.
        var settledRank: Int32 = -1
        /// The symbol's place in the order symbols were made: kiwi's id, by
        /// which every choice breaks ties; 0 for a free id.
        var order: Int32
        /// The symbol's coefficient in the objective (zero while basic,
        /// unless settled: then it stands for the settled row's dummies).
        var objective = 0.0

        init(kind: Symbol.Kind, order: Int32) {
            self.kind = kind
            self.order = order
            isPassive = kind == .dummy
        }
    }
}
