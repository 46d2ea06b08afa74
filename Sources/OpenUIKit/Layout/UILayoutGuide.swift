import Foundation
internal import _OpenUIKitShared

/// A rectangle that takes part in Auto Layout without being a view: margins,
/// the safe area, the readable content area, or spacing you define.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    let _serial = ObjectSerial.next()

    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?

    /// A name for debugging.
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates.
    ///
    /// A system guide's follows its owner's bounds and insets at once, as
    /// UIKit's does, whether or not a constraint uses the guide; a guide the
    /// program added has the frame the last layout pass solved.
    public var layoutFrame: CGRect {
        guard let kind = _systemKind, let owner = owningView else { return _solvedFrame }
        let bounds = owner.bounds
        switch kind {
        case .safeArea:
            return bounds.inset(by: owner._safeArea.insets)
        case .margins:
            return bounds.inset(by: owner._resolvedLayoutMargins)
        case .readable:
            let margins = bounds.inset(by: owner._resolvedLayoutMargins)
            let width = min(margins.width, UIView.readableContentWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }

    /// The frame the engine solved for a guide the program added.
    private var _solvedFrame: CGRect = .zero

    /// The guides a view places itself.
    enum _SystemKind {
        /// `layoutMarginsGuide`: the owner inset by its layout margins.
        case margins
        /// `safeAreaLayoutGuide`: the owner inset by its safe area.
        case safeArea
        /// `readableContentGuide`: a centred column inside the margins.
        case readable

        /// UIKit's identifier for the guide.
        var identifier: String {
            switch self {
            case .margins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .readable: "UIViewReadableContentGuide"
            }
        }
    }

    /// Which system guide this is, or nil for a guide the program added.
    var _systemKind: _SystemKind?

    func _setLayoutFrame(_ frame: CGRect) { _solvedFrame = frame }

    public override init() {
        super.init()
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// UIKit's description: identity, frame, owning view and identifier.
    open override var description: String { _readingMainActorState { _description } }

    private var _description: String {
        "<UILayoutGuide: 0x\(String(_serial, radix: 16)) - \(UIView._format(layoutFrame)), layoutFrame = \(UIView._format(layoutFrame)), owningView = \(owningView?._shortDescription ?? "nil")\(identifier.isEmpty ? "" : ", identifier = \(identifier)")>"
    }
}
