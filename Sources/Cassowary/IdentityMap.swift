/// A hash map from object identity to a value, with a fixed hash function.
///
/// Swift's `Dictionary` seeds its hash per process and spends most of a
/// lookup in SipHash; the solver looks up a variable's symbol for every term
/// and a constraint's record for every call, so it uses this small
/// open-addressing table instead (linear probing, backward-shift deletion).
/// It is never iterated to choose anything; ``values`` returns entries in
/// table order only for dumps, which sort them.
struct IdentityMap<Value> {
    private var keys: [UInt] = Array(repeating: 0, count: 64)
    private var slots: [Value?] = Array(repeating: nil, count: 64)
    private(set) var count = 0
    private var mask = 63

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        // Fibonacci hashing of the address; the low bits of an address are alignment.
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    @inline(__always)
    private func find(_ key: UInt) -> (index: Int, found: Bool) {
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return (i, true) }
            if k == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    /// The value stored for `object`, or `nil`; assigning `nil` removes it.
    ///
    /// - Complexity: O(1) expected.
    subscript(object: ObjectIdentifier) -> Value? {
        @inline(__always)
        get {
            let (i, found) = find(UInt(bitPattern: unsafeBitCast(object, to: Int.self)))
            return found ? slots[i] : nil
        }
        set {
            let key = UInt(bitPattern: unsafeBitCast(object, to: Int.self))
            let (i, found) = find(key)
            if let newValue {
                slots[i] = newValue
                if !found {
                    keys[i] = key
                    count += 1
                    if count * 4 > keys.count * 3 { grow() }
                }
            } else if found {
                remove(at: i)
            }
        }
    }

    /// Removes and returns the value stored for `object`.
    @discardableResult
    mutating func removeValue(forKey object: ObjectIdentifier) -> Value? {
        let (i, found) = find(UInt(bitPattern: unsafeBitCast(object, to: Int.self)))
        guard found else { return nil }
        let value = slots[i]
        remove(at: i)
        return value
    }

    /// The number of places in the table (for tests of its size).
    var capacity: Int { keys.count }

    /// The stored values in table order (callers sort them).
    var values: [Value] { slots.compactMap { $0 } }

    private mutating func remove(at index: Int) {
        var hole = index
        var i = (index + 1) & mask
        // Shift later members of the probe run back so lookups never stop early.
        while keys[i] != 0 {
            let h = home(keys[i])
            let between = hole <= i ? (hole < h && h <= i) : (hole < h || h <= i)
            if !between {
                keys[hole] = keys[i]
                slots[hole] = slots[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        keys[hole] = 0
        slots[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldSlots = slots
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        slots = Array(repeating: nil, count: oldKeys.count * 2)
        mask = keys.count - 1
        for (i, key) in oldKeys.enumerated() where key != 0 {
            var j = home(key)
            while keys[j] != 0 { j = (j + 1) & mask }
            keys[j] = key
            slots[j] = oldSlots[i]
        }
    }
}
