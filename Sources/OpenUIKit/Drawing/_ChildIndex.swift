import Foundation

/// A grid over the frames of a view's many subviews, so that painting a
/// small damaged area visits the few subviews there instead of all of them.
///
/// Only subviews that paint inside their own frame are placed in the grid
/// (leaves, and views that clip to their bounds); the others are always
/// visited. A subview that changes (the display hooks) is placed again on
/// the next query; adding, removing or reordering subviews, or a subview
/// gaining or losing subviews, rebuilds the grid.
///
/// - Complexity: a query is O(cells covered + subviews found); a rebuild
///   O(subviews).
@MainActor
final class _ChildIndex {
    /// Views with at least this many subviews get an index.
    static let threshold = 32

    private struct Placement { var minColumn, minRow, maxColumn, maxRow: Int }

    private var isValid = false
    private var stale: [UIView] = []
    /// Subviews always visited (their subtree may paint outside their frame).
    private var always: [Int] = []
    private var placements: [Placement?] = []
    private var cells: [[Int32]] = []
    private var origin = CGPoint.zero
    private var cellSize = CGSize(width: 1, height: 1)
    private var columns = 1
    private var rows = 1
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 0

    func invalidate() {
        isValid = false
        stale.removeAll()
    }

    /// `child` is about to change where or what it paints.
    func markStale(_ child: UIView) {
        guard isValid else { return }
        stale.append(child)
        // Not queried for long (its view off screen): rebuild when next needed instead.
        if stale.count > max(64, placements.count) { invalidate() }
    }

    /// The indices, in `view._subviews`, of the subviews that may paint in
    /// `rect` (the view's bounds space), in back-to-front order.
    func subviewIndices(of view: UIView, intersecting rect: CGRect) -> [Int] {
        if !isValid { rebuild(view) }
        for child in stale where child._superview === view {
            let slot = child._display.indexSlot
            guard slot < placements.count, view._subviews[slot] === child else {
                rebuild(view)
                break
            }
            place(slot, child)
        }
        stale.removeAll(keepingCapacity: true)
        stamp &+= 1
        if stamp == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            stamp = 1
        }
        var found: [Int] = always
        for slot in always { stamps[slot] = stamp }
        let area = cellRange(of: rect)
        for row in area.minRow...area.maxRow {
            for column in area.minColumn...area.maxColumn {
                for entry in cells[row * columns + column] {
                    let slot = Int(entry)
                    guard stamps[slot] != stamp else { continue }
                    stamps[slot] = stamp
                    found.append(slot)
                }
            }
        }
        found.sort()
        return found
    }

    // MARK: Building

    private func rebuild(_ view: UIView) {
        let subviews = view._subviews
        var boxes: [CGRect?] = []
        boxes.reserveCapacity(subviews.count)
        var extent = CGRect.null
        for (slot, child) in subviews.enumerated() {
            child._display.indexSlot = slot
            let box = child._ownPaintedBox
            boxes.append(box)
            if let box, !box.isNull { extent = extent.union(box) }
        }
        // About four subviews a cell, cells roughly square over the extent.
        if extent.isNull || extent.isEmpty { extent = CGRect(x: 0, y: 0, width: 1, height: 1) }
        let target = Double(max(1, min(4096, subviews.count / 4)))
        let aspect = Double(extent.width / max(extent.height, 1e-9))
        // Clamped before converting: a huge or degenerate extent makes the aspect infinite or NaN.
        let wantedColumns = (target * aspect).squareRoot().rounded()
        columns = wantedColumns.isNaN ? 1 : Int(min(max(wantedColumns, 1), 256))
        rows = max(1, min(4096, Int((target / Double(columns)).rounded(.up))))
        origin = extent.origin
        cellSize = CGSize(width: max(extent.width / CGFloat(columns), 1e-6), height: max(extent.height / CGFloat(rows), 1e-6))
        cells = Array(repeating: [], count: columns * rows)
        placements = Array(repeating: nil, count: subviews.count)
        always = []
        stamps = Array(repeating: 0, count: subviews.count)
        stamp = 0
        for (slot, box) in boxes.enumerated() { insert(slot, box: box) }
        isValid = true
        stale.removeAll()
    }

    private func place(_ slot: Int, _ child: UIView) {
        if let old = placements[slot] {
            for row in old.minRow...old.maxRow {
                for column in old.minColumn...old.maxColumn {
                    let index = row * columns + column
                    if let at = cells[index].firstIndex(of: Int32(slot)) { cells[index].remove(at: at) }
                }
            }
            placements[slot] = nil
        } else if let at = always.firstIndex(of: slot) {
            always.remove(at: at)
        }
        insert(slot, box: child._ownPaintedBox)
    }

    /// Puts a subview in the cells its box covers (clamped to the grid),
    /// in the always-visited list when it has no box of its own, nowhere
    /// when it paints nothing.
    private func insert(_ slot: Int, box: CGRect?) {
        guard let box else {
            always.append(slot)
            return
        }
        guard !box.isNull, box.width > 0, box.height > 0 else { return }
        let placement = cellRange(of: box)
        for row in placement.minRow...placement.maxRow {
            for column in placement.minColumn...placement.maxColumn {
                cells[row * columns + column].append(Int32(slot))
            }
        }
        placements[slot] = placement
    }

    private func cellRange(of rect: CGRect) -> Placement {
        func cell(_ value: CGFloat, _ start: CGFloat, _ size: CGFloat, _ count: Int) -> Int {
            let index = ((value - start) / size).rounded(.down)
            guard index.isFinite else { return index > 0 ? count - 1 : 0 }
            return Int(min(max(index, 0), CGFloat(count - 1)))
        }
        return Placement(
            minColumn: cell(rect.minX, origin.x, cellSize.width, columns),
            minRow: cell(rect.minY, origin.y, cellSize.height, rows),
            maxColumn: cell(rect.maxX, origin.x, cellSize.width, columns),
            maxRow: cell(rect.maxY, origin.y, cellSize.height, rows))
    }
}

extension UIView {
    /// In the superview's bounds space, the box around what this view
    /// paints when that stays inside its frame (a leaf, or a view that
    /// clips): `.null` when it paints nothing; nil when its subviews may
    /// paint outside (then it has no box of its own).
    var _ownPaintedBox: CGRect? {
        guard clipsToBounds || _subviews.isEmpty else { return nil }
        return _paintedExtent(_localToSuperview)
    }

    /// This view's index of its subviews, made when first needed.
    var _childIndex: _ChildIndex {
        if let index = _display.childIndex { return index }
        let index = _ChildIndex()
        _display.childIndex = index
        return index
    }

    /// Tells the superview's index that this view is about to change.
    func _childIndexWillChange() {
        _superview?._display.childIndex?.markStale(self)
    }

    /// Tells this view's and its superview's indexes that the subviews changed.
    func _subviewsDidChangeForIndex() {
        _display.childIndex?.invalidate()
        _superview?._display.childIndex?.invalidate()
    }
}
