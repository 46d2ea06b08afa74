import Foundation

extension UIStackView {
    /// Whether something the constraints were built from changed unannounced
    /// (an arranged subview's `isHidden`, an intrinsic size, the layout direction).
    var _arrangementIsStale: Bool { _builtSnapshot != _currentSnapshot }

    /// Brings the stack's constraints in line with its rules, changing only
    /// what differs: a constraint whose rule is unchanged but for the
    /// constant keeps its identity (the constant changes in place), stale
    /// constraints are deactivated first (so no intermediate set is tighter
    /// than the final one) and new ones activated last, in rule order.
    ///
    /// - Complexity: O(rules + constraints the stack made).
    func _updateArrangementConstraints() {
        let snapshot = _currentSnapshot
        let neededSpacers = _neededSpacerCount
        while _spacerGuides.count < neededSpacers {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            _spacerGuides.append(guide)
        }
        let rules = _rules(spacers: _spacerGuides)

        // Existing constraints by what they say, in the order they were made.
        var existing: [_Rule.Key: [NSLayoutConstraint]] = [:]
        for constraint in _arrangementConstraints where constraint.isActive {
            guard let key = Self._key(of: constraint) else { continue }
            existing[key, default: []].append(constraint)
        }
        var kept: [NSLayoutConstraint?] = []
        kept.reserveCapacity(rules.count)
        for rule in rules {
            let key = rule.key
            if var matches = existing[key], !matches.isEmpty {
                kept.append(matches.removeFirst())
                existing[key] = matches
            } else {
                kept.append(nil)
            }
        }
        let keptIdentities = Set(kept.compactMap { $0.map(ObjectIdentifier.init) })
        NSLayoutConstraint.deactivate(_arrangementConstraints.filter { $0.isActive && !keptIdentities.contains(ObjectIdentifier($0)) })
        while _spacerGuides.count > neededSpacers { removeLayoutGuide(_spacerGuides.removeLast()) }

        var result: [NSLayoutConstraint] = []
        var fresh: [NSLayoutConstraint] = []
        result.reserveCapacity(rules.count)
        for (rule, constraint) in zip(rules, kept) {
            if let constraint {
                if constraint.constant != rule.constant { constraint.constant = rule.constant }
                result.append(constraint)
            } else {
                let made = rule.makeConstraint()
                fresh.append(made)
                result.append(made)
            }
        }
        NSLayoutConstraint.activate(fresh)
        _arrangementConstraints = result
        _builtSnapshot = snapshot
    }

    /// The key of a constraint the stack made (nil once an item is gone).
    static func _key(of constraint: NSLayoutConstraint) -> _Rule.Key? {
        guard let first = constraint.firstItem else { return nil }
        return _Rule.Key(
            identifier: constraint.identifier ?? "", first: ObjectIdentifier(first),
            firstAttribute: constraint.firstAttribute.rawValue, relation: constraint.relation.rawValue,
            second: constraint.secondItem.map(ObjectIdentifier.init), secondAttribute: constraint.secondAttribute.rawValue,
            multiplier: constraint.multiplier, priority: constraint.priority.rawValue)
    }
}
