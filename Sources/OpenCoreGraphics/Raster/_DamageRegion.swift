/// The pixels of a backing store that must be painted again: a few
/// rectangles, merged when they touch or when their bounding box wastes
/// little (each rectangle costs a walk of the view tree), so that no pixel
/// is painted twice.
///
/// Past ``maximumCount`` rectangles the region becomes their bounding box:
/// a little extra painting instead of many walks of the view tree.
package struct _DamageRegion {
    package static let maximumCount = 8

    /// The rectangles, in the order they were first damaged.
    package private(set) var rects: [_PixelRect] = []
    /// The whole store; damage outside it is dropped.
    package var limit: _PixelRect

    package init(limit: _PixelRect) { self.limit = limit }

    package var isEmpty: Bool { rects.isEmpty }
    package var isFull: Bool { rects.count == 1 && rects[0] == limit }

    package mutating func add(_ rect: _PixelRect) {
        var added = rect.intersection(limit)
        guard !added.isEmpty, !isFull else { return }
        var index = 0
        while index < rects.count {
            if rects[index].contains(added) { return }
            if rects[index].touches(added) || Self.mergingWastesLittle(rects[index], added) {
                added = added.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(added)
        if rects.count > Self.maximumCount {
            rects = [rects.reduce(_PixelRect.empty) { $0.union($1) }]
        }
    }

    /// Whether the box around `a` and `b` is at most a quarter larger than
    /// the two (neighbours on a row, say).
    package static func mergingWastesLittle(_ a: _PixelRect, _ b: _PixelRect) -> Bool {
        4 * a.union(b).area <= 5 * (a.area + b.area)
    }

    /// Damages everything.
    package mutating func addAll() { rects = limit.isEmpty ? [] : [limit] }

    /// Returns the rectangles and forgets them.
    package mutating func take() -> [_PixelRect] {
        defer { rects.removeAll(keepingCapacity: true) }
        return rects
    }
}
