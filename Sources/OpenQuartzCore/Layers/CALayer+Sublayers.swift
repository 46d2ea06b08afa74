import Foundation
internal import _OpenUIKitShared

extension CALayer {
    /// Adds `layer` on top of the sublayers (moving it from its superlayer).
    public func addSublayer(_ layer: CALayer) { _insert(layer, at: _sublayers.count, operation: "addSublayer") }

    /// Inserts `layer` at `index` in the sublayers (clamped to their range).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        _insert(layer, at: Int(index), operation: "insertSublayer(_:at:)")
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? _sublayers.count
        _insert(layer, at: index, operation: "insertSublayer(_:below:)")
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? _sublayers.count
        _insert(layer, at: index, operation: "insertSublayer(_:above:)")
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = _sublayers.firstIndex(where: { $0 === oldLayer }) else {
            _Misuse.report("\(_shortDescription) replaceSublayer: \(oldLayer._shortDescription) is not a sublayer; nothing changes.")
            return
        }
        guard oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        _insert(newLayer, at: index, operation: "replaceSublayer(_:with:)")
    }

    /// Takes the layer out of its superlayer.
    public func removeFromSuperlayer() {
        guard let superlayer = _superlayer else { return }
        _appearanceWillChange()
        if let index = superlayer._sublayers.firstIndex(where: { $0 === self }) { superlayer._sublayers.remove(at: index) }
        _superlayer = nil
    }

    package func _setSublayers(_ layers: [CALayer]) {
        for layer in _sublayers { layer.removeFromSuperlayer() }
        for layer in layers { addSublayer(layer) }
    }

    /// Inserts `layer` at `index`, refusing what would break the tree: a
    /// layer into itself or below itself (a cycle), or a view's layer (it
    /// draws where its view is; add the view as a subview instead).
    private func _insert(_ layer: CALayer, at index: Int, operation: String) {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                _Misuse.report(
                    "\(_shortDescription) \(operation): \(layer._shortDescription) is this layer or one of its superlayers; a layer tree cannot hold a cycle. Nothing changes."
                )
                return
            }
            ancestor = current._superlayer
        }
        if layer._host != nil {
            _Misuse.report(
                "\(_shortDescription) \(operation): \(layer._shortDescription) is a view's layer; OpenUIKit draws it with its view (use addSubview). Nothing changes."
            )
            return
        }
        layer.removeFromSuperlayer()
        _appearanceWillChange()
        _sublayers.insert(layer, at: min(max(index, 0), _sublayers.count))
        layer._superlayer = self
        layer._appearanceWillChange()
    }

    /// The sublayers in drawing order: by ``zPosition``, then by their order.
    package var _sublayersInDrawingOrder: [CALayer] {
        guard _sublayers.count > 1 else { return _sublayers }
        var sorted = true
        for i in 1..<_sublayers.count where _sublayers[i].zPosition < _sublayers[i - 1].zPosition { sorted = false }
        if sorted { return _sublayers }
        let layers = _sublayers
        return layers.indices.sorted { (layers[$0].zPosition, $0) < (layers[$1].zPosition, $1) }.map { layers[$0] }
    }
}
