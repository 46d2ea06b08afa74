import Foundation

extension UIStackView {
    /// The views the stack lays out, in order; always a subset of ``subviews``.
    public var arrangedSubviews: [UIView] { _arrangedSubviews }

    /// Appends `view` to the arranged subviews, adding it as a subview if it
    /// is not one (an existing subview keeps its place among the subviews).
    public func addArrangedSubview(_ view: UIView) {
        let count = _arrangedSubviews.count - (_arrangedSubviews._containsIdentical(view) ? 1 : 0)
        insertArrangedSubview(view, at: count)
    }

    /// Inserts `view` at `stackIndex` in the arranged subviews, adding it as
    /// a subview if needed; an arranged subview moves to the new index.
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view === self {
            UIApplication.shared.diagnostics.report(.misuse, "insertArrangedSubview(_:at:): can't arrange \(_shortDescription) in itself.")
            return
        }
        let current = _arrangedSubviews._lastIndex(ofIdentical: view)
        let limit = _arrangedSubviews.count - (current == nil ? 0 : 1)
        guard (0...limit).contains(stackIndex) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "insertArrangedSubview(_:at:): index \(stackIndex) is outside 0...\(limit) for \(_shortDescription); \(view._shortDescription) was not inserted."
            )
            return
        }
        if view.superview !== self {
            addSubview(view)
            // Refused (a cycle, a window): the arranged list stays a subset of the subviews.
            guard view.superview === self else { return }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if let current { _arrangedSubviews.remove(at: current) }
        _arrangedSubviews.insert(view, at: stackIndex)
        _setNeedsArrangementUpdate()
    }

    /// Removes `view` from the arranged subviews; it stays a subview, as in
    /// UIKit (call `removeFromSuperview()` to take it out of the tree).
    public func removeArrangedSubview(_ view: UIView) {
        _forgetArrangedSubview(view)
    }

    func _forgetArrangedSubview(_ view: UIView) {
        guard let index = _arrangedSubviews._lastIndex(ofIdentical: view) else { return }
        _arrangedSubviews.remove(at: index)
        _customSpacing[ObjectIdentifier(view)] = nil
        _setNeedsArrangementUpdate()
    }

    /// Asks for the stack's constraints to be rebuilt at the next constraint pass.
    func _setNeedsArrangementUpdate() {
        setNeedsUpdateConstraints()
    }
}
