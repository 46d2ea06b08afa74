/// A list of objects with O(1) append and removal: a removed element's
/// place is taken by the last one. The order depends only on the sequence of
/// operations, so walking it is deterministic (unlike a dictionary's).
struct _SwapList<Element: AnyObject> {
    private(set) var elements: [Element] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    var count: Int { elements.count }

    mutating func append(_ element: Element) {
        guard positions[ObjectIdentifier(element)] == nil else { return }
        positions[ObjectIdentifier(element)] = elements.count
        elements.append(element)
    }

    mutating func remove(_ element: Element) {
        guard let index = positions.removeValue(forKey: ObjectIdentifier(element)) else { return }
        let last = elements.removeLast()
        if index < elements.count {
            elements[index] = last
            positions[ObjectIdentifier(last)] = index
        }
    }
}
