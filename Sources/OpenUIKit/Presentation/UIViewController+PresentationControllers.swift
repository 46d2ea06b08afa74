import Foundation

extension UIViewController {
    /// The popover presentation controller when the controller is presented
    /// as a popover (`modalPresentationStyle` is `.popover`), else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The sheet presentation controller when the controller is presented
    /// as a page or form sheet (`.automatic` included), else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle._resolved {
        case .pageSheet, .formSheet: return presentationController as? UISheetPresentationController
        default: return nil
        }
    }

    /// A built-in presentation controller made for another style is
    /// dropped when the style changes (the next use makes one for the new
    /// style), unless the controller is presented now.
    func _modalPresentationStyleDidChange() {
        guard _modal.presentation == nil, let existing = _modal.presentationController,
            let builtIn = existing._builtInStyle, builtIn != _modal.style._resolved
        else { return }
        _modal.presentationController = nil
    }
}
