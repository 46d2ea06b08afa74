import Foundation
internal import _OpenUIKitShared

/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint is active when installed in its items' window's layout
/// engine. Changing ``constant`` or an optional ``priority`` of an active
/// constraint goes to the engine as an incremental change, never a rebuild.
/// The engine and the update cycle live in `Layout/LayoutEngine.swift` and
/// `UIView+AutoLayout.swift`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    let _serial = ObjectSerial.next()

    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, or nil for a constant size.
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// The constant; changing it on an active constraint updates the layout
    /// incrementally. A constant past ±2777777 is replaced by that limit, as
    /// UIKit does.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            // UIKit raises in the setter, so the old constant stays.
            if let problem = Self._constantProblem(constant, self) {
                constant = oldValue
                UIApplication.shared.diagnostics.report(.misuse, problem + " The constant stays \(UIView._format(oldValue)).")
                return
            }
            // Setting the property inside its own observer calls no observer.
            constant = Self._withinLimit(constant)
            guard constant != oldValue else { return }
            _engine?._constantDidChange(of: self)
            _holder?._noteFittingSizeMayHaveChanged()
        }
    }

    /// The priority. An active constraint may move between optional
    /// priorities; moving it to or from `.required` is misuse (UIKit raises).
    /// A value that is not greater than 0 and at most 1000 is reported and
    /// brought into range (1 or 1000); NaN is reported and refused.
    public var priority: UILayoutPriority {
        get { _priority }
        set { _setPriority(newValue) }
    }
    var _priority: UILayoutPriority = .required

    private func _setPriority(_ requested: UILayoutPriority) {
        let old = _priority
        let diagnostics = UIApplication.shared.diagnostics
        guard !requested.rawValue.isNaN else {
            diagnostics.report(
                .misuse,
                "\(self): a priority must be greater than 0 and at most 1000 (UILayoutPriority), not nan; the priority stays \(old).")
            return
        }
        var value = requested
        // UIKit's own words for the range are the visual format parser's: greater than 0, at most 1000.
        let clamped = requested.rawValue > 0 ? UILayoutPriority(min(requested.rawValue, 1000)) : UILayoutPriority(1)
        if clamped != requested {
            diagnostics.report(
                .misuse,
                "\(self): a priority must be greater than 0 and at most 1000 (UILayoutPriority), not \(requested); it is \(clamped) instead."
            )
            value = clamped
        }
        guard value != old else { return }
        if isActive, value.isRequired != old.isRequired {
            diagnostics.report(
                .misuse,
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(value) and the existing priority was \(old)."
            )
            return
        }
        _priority = value
        _engine?._priorityDidChange(of: self)
        _holder?._noteFittingSizeMayHaveChanged()
    }

    /// A name shown in descriptions and conflict reports.
    public var identifier: String?

    /// Whether a view that archives this constraint keeps it (no archives here).
    public var shouldBeArchived = false

    /// The engine the constraint is installed in, when active.
    weak var _engine: _LayoutEngine?
    /// The view that holds the constraint (its items' closest common ancestor).
    weak var _holder: UIView?

    /// Whether the constraint is active (held by its items' closest common
    /// ancestor; it affects layout once that tree lays out).
    public var isActive: Bool {
        get { _holder != nil }
        set {
            if newValue { _activate() } else { _deactivate() }
        }
    }

    /// Creates a constraint. Invalid combinations (an x-axis attribute with a
    /// y-axis one, a position against a constant) make a constraint that
    /// refuses to activate and says why.
    public convenience init(
        item view1: Any,
        attribute attr1: Attribute,
        relatedBy relation: Relation,
        toItem view2: Any?,
        attribute attr2: Attribute,
        multiplier: CGFloat,
        constant c: CGFloat
    ) {
        self.init(
            _first: view1 as AnyObject, attr1, relation, _second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    init(
        _first first: AnyObject, _ attr1: Attribute, _ relation: Relation, _second second: AnyObject?,
        _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = Self._withinLimit(constant)
    }

    /// Whether either side uses leading or trailing (with or without margin).
    var _usesLeadingOrTrailing: Bool {
        [firstAttribute, secondAttribute].contains { attribute in
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
        }
    }

    /// Why this constraint cannot be installed, in UIKit's words where it has them.
    var _validationError: String? {
        if !(firstItem is UIView || firstItem is UILayoutGuide) {
            return "\(self): the first item must be a view or a layout guide."
        }
        if firstAttribute == .notAnAttribute { return "\(self): the first attribute cannot be notAnAttribute." }
        if let problem = Self._multiplierProblem(multiplier) ?? Self._constantProblem(constant, self) { return problem }
        if let secondItem {
            if !(secondItem is UIView || secondItem is UILayoutGuide) {
                return "\(self): the second item must be a view or a layout guide."
            }
            if secondAttribute == .notAnAttribute {
                return "\(self): a constraint with a second item needs a second attribute."
            }
            // A dimension may follow a dimension on the other axis (an
            // aspect ratio, Apple's Auto Layout Guide); positions stay on one axis.
            if firstAttribute.axis != secondAttribute.axis && !(firstAttribute.isDimension && secondAttribute.isDimension) {
                return
                    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes. \(firstAttribute) and \(secondAttribute) are not on the same axis."
            }
            func isDirectional(_ a: Attribute) -> Bool { a == .leading || a == .trailing || a == .leadingMargin || a == .trailingMargin }
            func isAbsolute(_ a: Attribute) -> Bool { a == .left || a == .right || a == .leftMargin || a == .rightMargin }
            if (isDirectional(firstAttribute) && isAbsolute(secondAttribute))
                || (isAbsolute(firstAttribute) && isDirectional(secondAttribute))
            {
                return
                    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            }
            if !firstAttribute.isDimension && secondAttribute.isDimension {
                return
                    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a location attribute (\(firstAttribute)) and a size attribute (\(secondAttribute))."
            }
            if firstAttribute.isDimension && !secondAttribute.isDimension {
                return
                    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a size attribute (\(firstAttribute)) and a location attribute (\(secondAttribute))."
            }
            if multiplier == 0 && !firstAttribute.isDimension {
                return Self._locationEqualToConstant
            }
        } else {
            if secondAttribute != .notAnAttribute {
                return "\(self): a constraint without a second item must use notAnAttribute as its second attribute."
            }
            if !firstAttribute.isDimension {
                return Self._locationEqualToConstant
            }
        }
        return nil
    }

    /// UIKit's exception text for a location set to a constant (MWPhotoBrowser
    /// issue 399, Masonry issue 427: the message of iOS 8.3 and later).
    static let _locationEqualToConstant =
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."

    /// Why `constant` cannot be a constraint's constant: UIKit's words for
    /// one that is not finite (its `NSInternalInconsistencyException`, as
    /// crash logs quote it). A finite one past the limit is not refused but
    /// replaced (``_withinLimit(_:)``).
    static func _constantProblem(_ constant: CGFloat, _ constraint: NSLayoutConstraint) -> String? {
        guard constant.isFinite else {
            let anchors =
                "firstAnchor:\(_anchorName(constraint.firstItem, constraint.firstAttribute)) secondAnchor:\(constraint.secondItem == nil ? "(null)" : _anchorName(constraint.secondItem, constraint.secondAttribute))"
            return "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant) \(anchors)"
        }
        return nil
    }

    /// The largest constant a constraint keeps: UIKit's
    /// `+[NSLayoutConstraint _constraintConstantLimit]` (2777777 in its
    /// `_UILargeNumberLimitSupport` category), which its constant setter
    /// substitutes for a larger one, logging `_NSLayoutConstraintNumberExceedsLimit`.
    static let _constantLimit: CGFloat = 2_777_777

    /// `constant` brought within ±``_constantLimit``, reporting UIKit's log
    /// line when it was past it (every time: UIKit logs only the first).
    /// NaN and infinities pass through, for ``_constantProblem(_:_:)``.
    static func _withinLimit(_ constant: CGFloat) -> CGFloat {
        guard constant.isFinite, constant.magnitude > _constantLimit else { return constant }
        UIApplication.shared.diagnostics.report(
            .misuse,
            "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A smaller value will be substituted, but this problem should be fixed. Break on BOOL _NSLayoutConstraintNumberExceedsLimit(void) to debug.  (constant: \(constant))"
        )
        return constant < 0 ? -_constantLimit : _constantLimit
    }

    /// Why `multiplier` cannot be a constraint's multiplier (UIKit's words
    /// for one that is not finite, as crash logs quote them).
    static func _multiplierProblem(_ multiplier: CGFloat) -> String? {
        if !multiplier.isFinite { return "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)" }
        if !_LayoutEngine.takes(multiplier) {
            return "Multiplier is beyond ±1e30, the largest number OpenUIKit's layout engine takes.  multiplier:\(multiplier)"
        }
        return nil
    }

    /// Installs the constraints, in order.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint._activate() }
    }

    /// Uninstalls the constraints.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint._deactivate() }
    }

    // MARK: Description

    /// `<NSLayoutConstraint:0x1f name: UIView:0x2.width == 100>`, as UIKit prints constraints.
    open override var description: String { _readingMainActorState { _description } }

    private var _description: String {
        func name(_ item: AnyObject?) -> String {
            switch item {
            case let view as UIView: "\(type(of: view)):0x\(String(view._serial, radix: 16))"
            case let guide as UILayoutGuide:
                "\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier):0x\(String(guide._serial, radix: 16))"
            default: "nil"
            }
        }
        var text = "<NSLayoutConstraint:0x\(String(_serial, radix: 16)) "
        if let identifier { text += "'\(identifier)' " }
        text += "\(name(firstItem)).\(firstAttribute) \(relation) "
        if secondItem != nil {
            text += "\(name(secondItem)).\(secondAttribute)"
            if multiplier != 1 { text += " * \(UIView._format(multiplier))" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(UIView._format(abs(constant)))" }
        } else {
            text += UIView._format(constant)
        }
        if priority != .required { text += " (priority \(priority))" }
        if !isActive { text += " (inactive)" }
        return text + ">"
    }
}
