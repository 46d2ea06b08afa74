extension Array where Element: AnyObject {
    /// The index of `object` by identity, searching from the back (where
    /// containers add and, following Apple's guide, usually remove).
    ///
    /// A plain loop on purpose: a closure written in main-actor code and
    /// passed to `lastIndex(where:)` pays a dynamic executor check per
    /// element under Swift 6, which made removing 8,000 children take 8 s.
    ///
    /// - Complexity: O(distance from the back).
    func _lastIndex(ofIdentical object: Element) -> Int? {
        var index = count - 1
        while index >= 0 {
            if self[index] === object { return index }
            index -= 1
        }
        return nil
    }

    /// Whether `object` is an element, by identity.
    func _containsIdentical(_ object: Element) -> Bool {
        _lastIndex(ofIdentical: object) != nil
    }
}
