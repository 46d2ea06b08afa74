extension Tableau {
    /// The added constraints: a dense list of records and an identity index into it.
    ///
    /// Records live in an array so the hash table only stores small integers;
    /// removal moves the last record into the hole.
    struct Records {
        private var index = IdentityMap<Int32>()
        /// The records in no meaningful order; dumps sort them by marker id.
        private(set) var values: [Record] = []

        /// The number of places in the identity table (for tests of its size).
        var capacity: Int { index.capacity }

        /// The record of the constraint with this identity, or `nil`.
        ///
        /// - Complexity: O(1) expected.
        subscript(key: ObjectIdentifier) -> Record? {
            get { index[key].map { values[Int($0)] } }
            set {
                if let i = index[key] {
                    if let newValue { values[Int(i)] = newValue } else { removeValue(forKey: key) }
                } else if let newValue {
                    index[key] = Int32(values.count)
                    values.append(newValue)
                }
            }
        }

        /// Adds the record of a constraint that has none yet.
        ///
        /// - Complexity: O(1) expected.
        mutating func insert(_ record: Record, for key: ObjectIdentifier) {
            index[key] = Int32(values.count)
            values.append(record)
        }

        /// Removes and returns the record of the constraint with this identity.
        ///
        /// - Complexity: O(1) expected.
        @discardableResult
        mutating func removeValue(forKey key: ObjectIdentifier) -> Record? {
            guard let i = index.removeValue(forKey: key) else { return nil }
            let removed = values[Int(i)]
            let last = values.removeLast()
            if Int(i) < values.count {
                values[Int(i)] = last
                index[ObjectIdentifier(last.constraint)] = i
            }
            return removed
        }
    }
}
